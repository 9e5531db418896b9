import { SERVED_HERO_CLASS, type ServedHeroBox } from '../../core/page/served-hero';
import type { FocalPoint } from '../../core/media/focal-point';
import { objectPosition } from '../../core/media/focal-point-read';
import type { HeroImage } from '../../core/media/hero-images';
import { tag } from './html-text';

// The two places a served page names its hero image, written from one description so they can
// never disagree: the head's preload, and the <img> the body draws under the loading
// screen on the project page and /WhoWeAre. Both carry
// the very src, srcset and sizes the page's own component uses (core/media/hero-images.ts): the
// browser then fetches the picture once, and the app's hero, drawn over it, needs no second fetch.

/** A hero at several widths (a stored render), or a single file (the reel's poster). */
export type HeroSource = { kind: 'responsive'; image: HeroImage } | { kind: 'single'; href: string };

function sources(hero: HeroSource): { src: string; srcset?: string; sizes?: string } {
  if (hero.kind === 'single') return { src: hero.href };
  const { image } = hero;
  return image.srcSet ? { src: image.src, srcset: image.srcSet, sizes: image.sizes } : { src: image.src };
}

/** `<link rel="preload">`; with a srcset the browser picks from it (href is for browsers without imagesrcset). */
export function preloadTag(hero: HeroSource): string {
  const { src, srcset, sizes } = sources(hero);
  return tag('link', {
    rel: 'preload',
    as: 'image',
    href: src,
    imagesrcset: srcset,
    imagesizes: sizes,
    fetchpriority: 'high',
  });
}

/**
 * The hero drawn by the HTML in `box` (src/components/served-hero.css), cropped around `focus`
 * like the page's own hero. The position goes in a <style> block, not a style attribute: the
 * page's Content-Security-Policy hashes the style blocks it sends and allows no style attribute.
 */
export function servedHeroTag(box: ServedHeroBox, hero: HeroSource, focus: FocalPoint | null = null): string {
  const position = objectPosition(focus);
  const style = position ? `<style>.${SERVED_HERO_CLASS}{object-position:${position}}</style>` : '';
  return (
    style +
    tag('img', {
      class: SERVED_HERO_CLASS,
      'data-hero': box,
      ...sources(hero),
      // The page's own hero carries the words; this copy of it is decoration for a moment.
      alt: '',
      fetchpriority: 'high',
    })
  );
}
