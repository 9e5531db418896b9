import { PROJECT_TYPES, type ProjectType } from '../../../../core/constants';
import { typeNames } from '../../../../core/i18n/es/type-names';
import { useTexts } from '../../../i18n/texts';
import styles from './TypePicker.module.css';

interface TypePickerProps {
  value: ProjectType;
  onChange: (type: ProjectType) => void;
  /** Accessible name of the group, e.g. 'Tipo de proyecto'. */
  label: string;
}

/** The three project types as a row of toggle buttons; the chosen one is aria-pressed. */
export function TypePicker({ value, onChange, label }: TypePickerProps) {
  const names = useTexts(typeNames, (c) => c.typeNames);
  return (
    <div role="group" aria-label={label} className={styles.picker}>
      {PROJECT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.option}
          aria-pressed={type === value}
          onClick={() => onChange(type)}
        >
          {names[type]}
        </button>
      ))}
    </div>
  );
}
