import { formatBytes } from '../../../../lib/upload-progress';
import styles from './ProjectsAdmin.module.css';

// A chosen video over the storage's file limit (a hosted free plan's 50 MB: an iPhone or drone
// video) is said as soon as it is chosen, before any byte is sent, with what the panel can do:
// store only its phone version (lighter; every screen then plays it), if the studio agrees.

export function OverLimitVideo({
  file,
  limit,
  phoneOnly,
  onPhoneOnlyChange,
}: {
  file: File;
  limit: number;
  phoneOnly: boolean;
  onPhoneOnlyChange: (value: boolean) => void;
}) {
  return (
    <div className={styles.cardLead} role="status">
      <p>
        {`Este video pesa ${formatBytes(file.size)} y el almacenamiento acepta como máximo ${formatBytes(limit)} por archivo: así no se puede subir.`}
      </p>
      <label>
        <input
          type="checkbox"
          checked={phoneOnly}
          onChange={(event) => onPhoneOnlyChange(event.target.checked)}
        />{' '}
        Subir solo la versión para teléfonos (más ligera, hasta 720p; se verá así en todas las pantallas)
      </label>
    </div>
  );
}
