import { useId, type FormEvent, type ReactNode } from 'react';
import { AlertMessage } from '../../../../components/AlertMessage';
import { STUDIO_MESSAGES } from './messages';
import view from '../../../../styles/settings-view.module.css';
import styles from './StudioAdmin.module.css';

// One section of the 'Estudio' view: a card with its title, its fields and its own
// 'Guardar cambios'. `invalid` shows the panel's alert above the fields (the messages themselves
// sit next to each field); `saved` confirms the last save until the next edit.
export function SectionCard({
  title,
  lead,
  invalid,
  saved,
  onSubmit,
  children,
}: {
  title: string;
  lead?: string;
  invalid: boolean;
  saved: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <section className={view.card} aria-labelledby={id}>
      <h3 id={id} className={view.cardTitle}>
        {title}
      </h3>
      {lead && <p className={view.lead}>{lead}</p>}
      <form className={view.form} onSubmit={submit} noValidate>
        {invalid && <AlertMessage message={STUDIO_MESSAGES.invalid} />}
        {children}
        <div className={view.actions}>
          {saved && (
            <p className={styles.saved} role="status">
              {STUDIO_MESSAGES.saved}
            </p>
          )}
          <button type="submit" className={view.primary}>
            Guardar cambios
          </button>
        </div>
      </form>
    </section>
  );
}
