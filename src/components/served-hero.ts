import { SERVED_HERO_CLASS } from '../../core/page/served-hero';

/** Removes the served hero, if the page came with one. */
export function releaseServedHero(): void {
  for (const image of document.querySelectorAll(`img.${SERVED_HERO_CLASS}`)) image.remove();
}
