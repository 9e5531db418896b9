import { SERVED_HERO_CLASS, type ServedHeroBox } from '../../src/components/served-hero';
import type { HeroImage } from '../../src/lib/hero-images';
import { tag } from './html-text';

// The <img> a public page's HTML draws under its loading screen (issue 22, src/components/
// served-hero.ts): the page's hero picture, with the very src, srcset and sizes the page's own
// component uses (src/lib/hero-images.ts) and the head preloads, so it is one download. A phone
// then has the hero painted and decoded from the HTML alone; the app's hero, drawn over it in the
// same box, needs no second fetch.

export interface ServedHero {
  box: ServedHeroBox;
  image: HeroImage | { src: string };
}

export function servedHeroMarkup(hero: ServedHero): string {
  const { image } = hero;
  const srcSet = 'srcSet' in image && image.srcSet ? image.srcSet : undefined;
  return tag('img', {
    class: SERVED_HERO_CLASS,
    'data-hero': hero.box,
    src: image.src,
    srcset: srcSet,
    sizes: srcSet && 'sizes' in image ? image.sizes : undefined,
    // The page's own hero carries the words; this copy of it is decoration for a moment.
    alt: '',
    fetchpriority: 'high',
  });
}
