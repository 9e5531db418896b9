// Spanish words of the public shell (navigation bar, footer), in the entry with it.
// English: ../en.ts. SPEC's strings exact.
import { STUDIO } from '../../studio/studio';
import { LOADING_LABEL } from '../../page/loading-screen-markup';

export const nav = {
  label: 'Principal',
  home: 'Inicio',
  gallery: 'Galería',
  about: 'Acerca de nosotros',
  open: 'Abrir menú',
  close: 'Cerrar menú',
  skip: 'Saltar al contenido',
  /** The language switch: what it shows, and its accessible name (which says where it leads). */
  switchShort: 'EN',
  switchName: 'EN – Read this page in English',
};

export const footer = {
  heading: 'Contáctate con nosotros',
};

/** The studio's own words the shell shows (core/studio/studio.ts), and the chat's greeting. */
export const studio = {
  tagline: STUDIO.tagline,
  footerImageAlt: STUDIO.footerImageAlt,
  contactMessage: STUDIO.contactMessage,
  /** The loading screen's label (core/page/loading-screen-markup.ts). */
  loading: LOADING_LABEL,
};
