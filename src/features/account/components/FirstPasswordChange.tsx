import { ACCOUNT_TEXTS } from '../messages';
import view from '../../../styles/settings-view.module.css';
import styles from './AccountAdmin.module.css';
import { PasswordFields } from './PasswordFields';

// The panel of an account created with a one-time password (embedded backend): nothing but the
// password change until it has its own. The database refuses its writes until then too.
export function FirstPasswordChange({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <main className={styles.firstPage}>
      <section className={view.card} aria-labelledby="primera-clave">
        <h1 id="primera-clave" className={view.cardTitle}>
          {ACCOUNT_TEXTS.firstPasswordTitle}
        </h1>
        <p className={view.lead}>{ACCOUNT_TEXTS.firstPasswordLead}</p>
        <p className={view.muted}>{email}</p>
        {/* The session's refresh clears the mark: the panel then opens by itself. */}
        <PasswordFields onChanged={() => {}} />
        <div className={view.actions}>
          <button type="button" className={view.secondary} onClick={onSignOut}>
            Cerrar sesión
          </button>
        </div>
      </section>
    </main>
  );
}
