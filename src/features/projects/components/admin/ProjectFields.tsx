import { Fragment, useId } from 'react';
import { PROJECT_TYPES, type ProjectType } from '../../../../../core/constants';
import { englishLabel } from '../../../../../core/i18n/english-text';
import type { ProjectValues } from './project-values';
import styles from './ProjectsAdmin.module.css';

// The six project fields (SPEC §3), shared by "add" and "edit", each text with its optional
// English version on its right in the two-column grid (on a phone, one column: the
// English field right below its Spanish one).
// Controlled; the caller trims and validates on submit (SPEC §5, project-values.ts).

const TEXT_FIELDS = [
  { key: 'title', en: 'title_en', label: 'Título' },
  { key: 'subtitle', en: 'subtitle_en', label: 'Subtítulo' },
  { key: 'location', en: 'location_en', label: 'Locación' },
  { key: 'description', en: 'description_en', label: 'Descripción', long: true },
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
  const input = (key: keyof ProjectValues, long: boolean, required: boolean) => {
    const props = {
      id: `${id}-${key}`,
      className: styles.input,
      value: values[key],
      required,
      onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    };
    return long ? <textarea {...props} rows={5} /> : <input {...props} />;
  };
  const textPair = ({ key, en, label, long = false }: (typeof TEXT_FIELDS)[number] & { long?: boolean }) => (
    <Fragment key={key}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-${key}`}>
          {label}
        </label>
        {input(key, long, true)}
      </div>
      <div className={styles.field}>
        <label className={styles.englishLabel} htmlFor={`${id}-${en}`}>
          {englishLabel(label)}
        </label>
        {input(en, long, false)}
      </div>
    </Fragment>
  );
  return (
    <div className={styles.fields}>
      {TEXT_FIELDS.slice(0, 3).map(textPair)}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-year`}>
          Año
        </label>
        {input('year', false, true)}
      </div>
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
      {TEXT_FIELDS.slice(3).map(textPair)}
    </div>
  );
}
