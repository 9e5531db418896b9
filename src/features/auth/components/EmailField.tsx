import styles from './LoginForm.module.css';

// The address field of the sign-in and forgotten-password forms: the same name and autocomplete,
// so a password manager fills both, and the focus starts on it.
export function EmailField() {
  return (
    <label className={styles.field}>
      <span className={styles.label}>Correo electrónico</span>
      <input className={styles.input} type="email" name="email" autoComplete="username" required autoFocus />
    </label>
  );
}
