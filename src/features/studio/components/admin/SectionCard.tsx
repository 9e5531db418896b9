import { useId, type FormEvent, type ReactNode } from 'react';
import { AlertMessage } from '../../../../components/AlertMessage';
import { STUDIO_MESSAGES } from './messages';
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
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      {lead && <p className={styles.lead}>{lead}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        {invalid && <AlertMessage message={STUDIO_MESSAGES.invalid} />}
        {children}
        <div className={styles.actions}>
          {saved && (
            <p className={styles.saved} role="status">
              {STUDIO_MESSAGES.saved}
            </p>
          )}
          <button type="submit" className={styles.primary}>
            Guardar cambios
          </button>
        </div>
      </form>
    </section>
  );
}
