import { useState, type KeyboardEvent } from 'react';
import { Handle, HandleRoot, Item, Provider, Root } from 'react-compare-slider/components';
import { useReactCompareSlider } from 'react-compare-slider/hooks';
import { tour } from '../../../../core/i18n/es/tour';
import { focusStyle } from '../../../../core/media/focal-point';
import { useTexts } from '../../../i18n/texts';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import type { SlideImage } from './slide-image';
import styles from './CompareSlide.module.css';

// A render and the photograph of what was built, one over the other under a divider the visitor
// drags, taps or moves with the arrow keys (react-compare-slider, its own chunk: fetched only by
// a project that has such a pair). It fills the slider's 16:10 frame, so nothing moves when it
// arrives; each image keeps its description as its alt, and each side is labelled on screen.

/** One arrow press moves the divider this far (percent of the width). */
const STEP = 5;

function Picture({ image, alt }: { image: SlideImage; alt: string }) {
  return (
    <img
      className={styles.image}
      src={imageUrl(image.url, 1440, 75, image.widths)}
      srcSet={imageSrcSet(image.url, undefined, image.widths) || undefined}
      sizes="(min-width: 1248px) 1200px, 100vw"
      alt={alt}
      lang={image.description ? image.lang : undefined}
      style={focusStyle(image.focus?.x, image.focus?.y)}
      decoding="async"
      draggable={false}
    />
  );
}

export function CompareSlide({
  render,
  renderAlt,
  projectTitle,
}: {
  render: SlideImage;
  renderAlt: string;
  projectTitle: string;
}) {
  const t = useTexts(tour, (c) => c.tour);
  const [position, setPosition] = useState(50);
  const slider = useReactCompareSlider({ keyboardIncrement: `${STEP}%`, onPositionChange: setPosition });
  const photo = render.photo!;
  // The studio's words for the photograph when it wrote some, else a generated text.
  const photoAlt = photo.description || t.photoAlt(projectTitle);
  // The slider behind moves between images with the same arrows: here they move the divider.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End') event.stopPropagation();
  }
  return (
    <div className={styles.compare} onKeyDown={onKeyDown}>
      <Provider {...slider}>
        <Root className={styles.root}>
          <Item item="itemOne">
            <Picture image={render} alt={renderAlt} />
          </Item>
          <Item item="itemTwo">
            <Picture image={photo} alt={photoAlt} />
          </Item>
          <HandleRoot
            aria-label={t.compare}
            aria-valuetext={t.compareValue(Math.round(position))}
            data-position={Math.round(position)}
          >
            <Handle />
          </HandleRoot>
        </Root>
      </Provider>
      <span className={`${styles.tag} ${styles.left}`} aria-hidden="true">
        {t.renderTag}
      </span>
      <span className={`${styles.tag} ${styles.right}`} aria-hidden="true">
        {t.builtTag}
      </span>
    </div>
  );
}
