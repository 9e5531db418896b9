import { ACCOUNT_TEXTS } from '../messages';
import styles from './AccountAdmin.module.css';
import { PasswordFields } from './PasswordFields';

// The panel of an account created with a one-time password (embedded backend): nothing but the
// password change until it has its own. The database refuses its writes until then too.
export function FirstPasswordChange({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <main className={styles.firstPage}>
      <section className={styles.card} aria-labelledby="primera-clave">
        <h1 id="primera-clave" className={styles.cardTitle}>
          {ACCOUNT_TEXTS.firstPasswordTitle}
        </h1>
        <p className={styles.lead}>{ACCOUNT_TEXTS.firstPasswordLead}</p>
        <p className={styles.muted}>{email}</p>
        {/* The session's refresh clears the mark: the panel then opens by itself. */}
        <PasswordFields onChanged={() => {}} />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onSignOut}>
            Cerrar sesión
          </button>
        </div>
      </section>
    </main>
  );
}
