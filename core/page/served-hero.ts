// The hero image the served page draws under the loading screen (markup in
// server/site/hero-tags.ts, box in src/components/served-hero.css). It paints as soon as its bytes arrive,
// before any script, and the page's own hero paints the same picture in the same box later, over
// it. Once the screen lifts the page's hero is what the visitor sees: the served one goes.

/** Class of the served hero <img>; `data-hero` names its box ('project' or 'studio'). */
export const SERVED_HERO_CLASS = 'served-hero';

/** The boxes a served hero can fill: the project page's hero, /WhoWeAre's. */
export type ServedHeroBox = 'project' | 'studio';
