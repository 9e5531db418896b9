import type { RefObject } from 'react';
import { tour as tourTexts } from '../../../../core/i18n/es/tour';
import type { RoomSpot } from '../../../../core/database-shapes';
import { useTexts } from '../../../i18n/texts';
import { imageUrl } from '../../../lib/image-url';
import type { SlideImage } from './slide-image';
import styles from './RoomTour.module.css';

// The plano as the tour's small map: each placed room a button on it (a tap, click or Enter jumps
// there), the current one marked with the direction the visitor looks. Buttons over an <img>
// rather than the map plugin's canvas, so keyboards and screen readers reach every room too.

export function PlanMap({
  plano,
  spots,
  names,
  current,
  cone,
  onGo,
}: {
  plano: SlideImage;
  spots: RoomSpot[];
  names: Map<number, string>;
  current: number;
  /** The current room's view direction, turned by the viewer as the visitor looks around. */
  cone: RefObject<HTMLSpanElement | null>;
  onGo: (room: number) => void;
}) {
  const t = useTexts(tourTexts, (c) => c.tour);
  return (
    <nav className={styles.map} aria-label={t.map}>
      <img
        className={styles.plano}
        src={imageUrl(plano.url, 640, 75, plano.widths)}
        alt=""
        decoding="async"
      />
      {spots.map((spot) => {
        const here = spot.id_render === current;
        const name = names.get(spot.id_render) ?? '';
        return (
          <button
            key={spot.id_render}
            type="button"
            className={styles.spot}
            style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}
            aria-current={here ? 'location' : undefined}
            aria-label={here ? t.mapHere(name) : t.goTo(name)}
            onClick={() => !here && onGo(spot.id_render)}
          >
            {here && (
              <span
                ref={cone}
                className={styles.cone}
                style={{ rotate: `${spot.heading}deg` }}
                data-heading={spot.heading}
                aria-hidden="true"
              />
            )}
          </button>
        );
      })}
    </nav>
  );
}
