import type { OverLimitChoice } from '../../../../lib/renditions/upload-media';
import { formatBytes } from '../../../../lib/upload-progress';
import styles from './ProjectsAdmin.module.css';

// A chosen video over the storage's file limit (a hosted free plan's 50 MB: an iPhone or drone
// video) is said as soon as it is chosen, before any byte is sent, with what the panel can do —
// a web version re-encoded under the limit, or its phone version alone — sent only once the
// studio picks one.

const CHOICES: { value: OverLimitChoice; label: string }[] = [
  {
    value: 'web',
    label:
      'Subir una versión para la web que quepa en el límite (hasta 1080p, algo menos nítida que el original)',
  },
  {
    value: 'phone',
    label:
      'Subir solo la versión para teléfonos (más ligera, hasta 720p; se verá así en todas las pantallas)',
  },
];

export function OverLimitVideo({
  file,
  limit,
  choice,
  onChoiceChange,
}: {
  file: File;
  limit: number;
  choice: OverLimitChoice | null;
  onChoiceChange: (value: OverLimitChoice) => void;
}) {
  return (
    <fieldset className={`${styles.cardLead} ${styles.overLimit}`} role="status">
      <legend>
        {`Este video pesa ${formatBytes(file.size)} y el almacenamiento acepta como máximo ${formatBytes(limit)} por archivo: así no se puede subir.`}
      </legend>
      {CHOICES.map(({ value, label }) => (
        <label key={value}>
          <input
            type="radio"
            name={`over-limit-${file.name}`}
            checked={choice === value}
            onChange={() => onChoiceChange(value)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}
