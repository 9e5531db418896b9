import type { ReactNode } from 'react';
import styles from './FormField.module.css';

/** What a control needs to say it is refused and why (its message's id). */
export interface Described {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

// One labelled control of a panel form with the message that refuses it right below, tied to
// it by aria-describedby (and aria-invalid while it stands). The control is the caller's
// (`children` receives those two attributes); `english` marks the optional English version of a
// Spanish field, lighter so the Spanish reads first.
export function FormField({
  id,
  label,
  english = false,
  error,
  children,
}: {
  /** The control's id. */
  id: string;
  label: string;
  english?: boolean;
  error?: string;
  children: (described: Described) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={english ? styles.englishLabel : styles.label} htmlFor={id}>
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
