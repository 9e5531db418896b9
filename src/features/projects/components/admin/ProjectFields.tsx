import { useId } from 'react';
import { PROJECT_TYPES, type ProjectType } from '../../../../config/constants';
import type { ProjectValues } from './project-values';
import styles from './ProjectsAdmin.module.css';

// The six project fields (SPEC §3), shared by "add" and "edit". Controlled; the caller trims
// and validates on submit (SPEC §5, project-values.ts).

const TEXT_FIELDS = [
  { key: 'title', label: 'Título' },
  { key: 'subtitle', label: 'Subtítulo' },
  { key: 'year', label: 'Año' },
  { key: 'location', label: 'Locación' },
] as const;

export function ProjectFieldsInputs({
  values,
  onChange,
}: {
  values: ProjectValues;
  onChange: (values: ProjectValues) => void;
}) {
  const id = useId();
  const set = (key: keyof ProjectValues, value: string) => onChange({ ...values, [key]: value });
  return (
    <div className={styles.fields}>
      {TEXT_FIELDS.map(({ key, label }) => (
        <div key={key} className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-${key}`}>
            {label}
          </label>
          <input
            id={`${id}-${key}`}
            className={styles.input}
            value={values[key]}
            required
            onChange={(event) => set(key, event.target.value)}
          />
        </div>
      ))}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-type`}>
          Tipo
        </label>
        <select
          id={`${id}-type`}
          className={styles.input}
          value={values.type}
          required
          onChange={(event) => set('type', event.target.value as ProjectType)}
        >
          {PROJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.label} htmlFor={`${id}-description`}>
          Descripción
        </label>
        <textarea
          id={`${id}-description`}
          className={styles.input}
          value={values.description}
          rows={5}
          required
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
    </div>
  );
}
