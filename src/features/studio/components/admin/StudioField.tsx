import { useId, type ReactNode } from 'react';
import { englishLabel } from '../../../../../core/i18n/english-text';
import view from '../../../../styles/settings-view.module.css';
import styles from './StudioAdmin.module.css';

// One labelled field of the 'Estudio' view with its Spanish validation message right below it
// (tied to the control by aria-describedby, and aria-invalid while it stands). `english`: the
// optional English version of the Spanish field `label` names.
export function StudioField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  rows = 3,
  hint,
  type = 'text',
  inputMode,
  children,
  english = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  rows?: number;
  hint?: string;
  type?: 'text' | 'tel' | 'url';
  inputMode?: 'tel' | 'url' | 'text';
  children?: ReactNode;
  english?: boolean;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    className: view.input,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
  return (
    <div className={view.field}>
      <label className={english ? view.englishLabel : view.label} htmlFor={id}>
        {english ? englishLabel(label) : label}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
