import { useId, useState } from 'react';
import { useAdminWrite } from '../lib/admin-write';
import type { FocalPoint } from '../../core/media/focal-point';
import { pointStyle } from '../../core/media/focal-point-read';
import { CROPS, type Crop } from './focal-crops';
import { PointPicker } from './PointPicker';
import styles from './FocalPointField.module.css';

const FAILED = 'No se pudo guardar el punto de interés, inténtalo nuevamente';
const CENTRE = { x: 0.5, y: 0.5 };

// The studio chooses, once per image, what every crop of it keeps in view: a click or a drag on
// the image (or the arrow keys on the marker) places the point, and the crops the site makes
// (phone and desktop hero, gallery card, link preview) show at once what each will keep. Saved
// on its own with 'Guardar punto', like the other fields; 'Centrar' goes back to the centre
// (null: what the site did before the studio chose).
export function FocalPointField({
  url,
  value,
  onSave,
  crops = CROPS,
}: {
  url: string;
  value: FocalPoint | null;
  /** The frames this image is cropped to on the site; a project image's by default. */
  crops?: readonly Crop[];
  /** Writes the point (null: the centre); throws when the write fails. */
  onSave: (point: FocalPoint | null) => Promise<void>;
}) {
  const { run } = useAdminWrite();
  const id = useId();
  const [point, setPoint] = useState<FocalPoint | null>(value);
  const shown = point ?? CENTRE;
  const dirty = point?.x !== value?.x || point?.y !== value?.y;
  const style = pointStyle(shown);

  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        Punto de interés
      </p>
      <p id={`${id}-hint`} className={styles.hint}>
        Haz clic o arrastra sobre la imagen (o usa las flechas) para elegir lo que debe verse siempre cuando
        el sitio la recorta.
      </p>
      <PointPicker
        url={url}
        label="Punto de interés"
        describedBy={`${id}-hint`}
        value={shown}
        onChange={setPoint}
      />
      <ul className={styles.crops} aria-label="Cómo se recorta">
        {crops.map((crop) => (
          <li key={crop.label} className={styles.crop}>
            <span className={styles.frame} style={{ aspectRatio: `${crop.width} / ${crop.height}` }}>
              <img className={styles.cropImage} src={url} alt="" style={style} data-crop={crop.label} />
            </span>
            <span className={styles.cropLabel}>{crop.label}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button
          className={styles.secondary}
          type="button"
          disabled={point === null}
          onClick={() => setPoint(null)}
        >
          Centrar
        </button>
        <button
          className={styles.primary}
          type="button"
          disabled={!dirty}
          onClick={() => void run(FAILED, () => onSave(point))}
        >
          Guardar punto
        </button>
      </div>
    </div>
  );
}
