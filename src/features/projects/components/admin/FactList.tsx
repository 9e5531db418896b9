import { useId } from 'react';
import { FormField } from '../../../../components/FormField';
import styles from './ProjectFactsForm.module.css';

/** One column of a list's rows: its key, label, and whether it is the English of another. */
export interface FactColumn<K extends string> {
  key: K;
  label: string;
  english?: boolean;
  inputMode?: 'numeric' | 'url';
  placeholder?: string;
}

// An ordered list of the fact sheet (collaborators, awards, publications): each row its fields,
// 'Subir' / 'Bajar' to reorder and 'Quitar'; 'Añadir' at the end. Each field's message under it.
export function FactList<K extends string, R extends Record<K, string>>({
  title,
  item,
  rows,
  columns,
  empty,
  errors,
  errorKey,
  onChange,
}: {
  title: string;
  /** How one row is named in its buttons: 'colaborador', 'premio'… */
  item: string;
  rows: R[];
  columns: FactColumn<K>[];
  empty: R;
  errors: Record<string, string>;
  /** The form's key of the list ('collaborators'), for its rows' messages. */
  errorKey: string;
  onChange: (rows: R[]) => void;
}) {
  const id = useId();
  const set = (i: number, key: K, value: string) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
  const move = (i: number, to: number) => {
    const next = [...rows];
    const [moved] = next.splice(i, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{title}</legend>
      {rows.length === 0 && <p className={styles.muted}>Ninguno todavía.</p>}
      <ol className={styles.rows}>
        {rows.map((row, i) => (
          <li key={i} className={styles.row}>
            <div className={styles.rowFields}>
              {columns.map(({ key, label, english, inputMode, placeholder }) => {
                const field = `${id}-${i}-${key}`;
                return (
                  <FormField
                    key={key}
                    id={field}
                    label={label}
                    english={english}
                    error={errors[`${errorKey}.${i}.${key}`]}
                  >
                    {(described) => (
                      <input
                        id={field}
                        className={styles.input}
                        value={row[key]}
                        inputMode={inputMode}
                        placeholder={placeholder}
                        onChange={(event) => set(i, key, event.target.value)}
                        {...described}
                      />
                    )}
                  </FormField>
                );
              })}
            </div>
            <div className={styles.rowActions}>
              <button
                type="button"
                className={styles.small}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                Subir<span className="visually-hidden"> {`${item} ${i + 1}`}</span>
              </button>
              <button
                type="button"
                className={styles.small}
                disabled={i === rows.length - 1}
                onClick={() => move(i, i + 1)}
              >
                Bajar<span className="visually-hidden"> {`${item} ${i + 1}`}</span>
              </button>
              <button
                type="button"
                className={styles.small}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                Quitar<span className="visually-hidden"> {`${item} ${i + 1}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      {errors[errorKey] && <p className={styles.error}>{errors[errorKey]}</p>}
      <button type="button" className={styles.add} onClick={() => onChange([...rows, { ...empty }])}>
        Añadir {item}
      </button>
    </fieldset>
  );
}
