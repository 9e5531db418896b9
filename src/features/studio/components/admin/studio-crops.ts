import type { Crop } from '../../../../components/focal-crops';

// The frames the site crops the studio's own images to, as 'Punto de interés' previews them.

/** A founder's portrait on /WhoWeAre: a 4:5 frame (FounderProfiles.module.css). */
export const PORTRAIT_CROPS: readonly Crop[] = [
  { label: 'Retrato en Acerca de nosotros (4:5)', width: 4, height: 5 },
];

/**
 * The reel's poster, and the reel over it: /WhoWeAre's hero, 82 % of the screen's height
 * (StudioHero.module.css) on a phone and a desktop, and the home page's two players (3:2 beside
 * the text, 21:9 across the page; 16:9 both on a phone).
 */
export const REEL_CROPS: readonly Crop[] = [
  { label: 'Acerca de nosotros, teléfono (390 × 692)', width: 390, height: 692 },
  { label: 'Acerca de nosotros, escritorio (1440 × 738)', width: 1440, height: 738 },
  { label: 'Inicio (3:2)', width: 3, height: 2 },
  { label: 'Inicio, a todo lo ancho (21:9)', width: 21, height: 9 },
];
