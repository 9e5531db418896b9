import { useId, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { TESTIMONIAL_FADE_MS, TESTIMONIAL_ROTATION_MS } from '../../../../core/constants';
import { testimonials as words } from '../../../../core/i18n/es/testimonials';
import { shownText } from '../../../i18n/shown-text';
import { useLang, useTexts } from '../../../i18n/texts';
import type { Client } from '../../../../core/database-shapes';
import styles from './Testimonials.module.css';
import { useRotation } from './use-rotation';

export interface TestimonialsProps {
  clients: readonly Client[];
  eyebrow: ReactNode;
  heading: ReactNode;
}

/**
 * Testimonials (SPEC §2 "/"): one quote at a time, rotating every 7000 ms with a 300 ms fade and
 * a progress slider; nothing at all when there is no testimonial. Rotation pauses while the
 * block is hovered or focused. Changes are announced politely only while the visitor is
 * interacting with it, as the WAI carousel pattern advises, so an unattended rotation does not
 * interrupt a screen reader every seven seconds.
 */
export function Testimonials({ clients, eyebrow, heading }: TestimonialsProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const [index, setIndex] = useRotation(clients.length, TESTIMONIAL_ROTATION_MS, paused);
  const lang = useLang();
  const t = useTexts(words, (c) => c.testimonials);

  if (clients.length === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const timing = {
    '--fade-ms': `${TESTIMONIAL_FADE_MS}ms`,
    '--rotation-ms': `${TESTIMONIAL_ROTATION_MS}ms`,
  } as CSSProperties;

  return (
    <section
      className={styles.section}
      style={timing}
      aria-labelledby={`${id}-heading`}
      data-paused={paused}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>

        <div className={styles.stack} aria-live={paused ? 'polite' : 'off'}>
          {clients.map((client, i) => (
            <figure
              key={client.id}
              className={styles.quote}
              data-current={i === index}
              aria-hidden={i !== index}
            >
              <blockquote className={styles.text}>
                <p>{shownText(lang, client.testimonial, client.testimonial_en)}</p>
              </blockquote>
              <figcaption className={styles.name}>{client.name}</figcaption>
            </figure>
          ))}
        </div>

        {clients.length > 1 && (
          <div className={styles.progress}>
            {clients.map((client, i) => (
              <button
                key={client.id}
                type="button"
                className={styles.segment}
                aria-label={t.show(i + 1, clients.length)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {i === index && <span key={index} className={styles.fill} />}
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
