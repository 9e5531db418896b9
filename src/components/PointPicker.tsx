import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { movedBy, pointAt, pointText } from './focal-crops';
import styles from './FocalPointField.module.css';

// A point on an image, chosen by a click or a drag (or the arrow keys on its marker, Shift for
// small steps): an image's focal point (FocalPointField), where a door stands in a panorama or a
// room on a plano (the walk's editor).
export function PointPicker({
  url,
  label,
  describedBy,
  value,
  onChange,
}: {
  url: string;
  /** What the point is, read by screen readers on the marker. */
  label: string;
  /** The id of a line saying how to move it. */
  describedBy?: string;
  value: { x: number; y: number };
  onChange: (point: { x: number; y: number }) => void;
}) {
  const image = useRef<HTMLImageElement>(null);
  const dragging = useRef(false);
  const placeAt = (event: PointerEvent<HTMLElement>) => {
    if (image.current) onChange(pointAt(image.current.getBoundingClientRect(), event.clientX, event.clientY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moved = movedBy(event.key, event.shiftKey, value);
    if (!moved) return;
    event.preventDefault();
    onChange(moved);
  };
  return (
    <div
      className={styles.stage}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        placeAt(event);
      }}
      onPointerMove={(event) => dragging.current && placeAt(event)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <img ref={image} className={styles.image} src={url} alt="" draggable={false} />
      <span
        className={styles.marker}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-describedby={describedBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value.x * 100)}
        aria-valuetext={pointText(value)}
        style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
