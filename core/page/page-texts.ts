// The words that name and describe each public page: its title, its meta description and how
// each project type is introduced. The server puts them into the page's <head> (server/http/
// page-head.ts, for link previews and search engines) and the app sets the same ones on
// client-side navigation (core/page/page-meta.ts), so this module imports no assets and nothing
// that needs a browser or a bundler.

/** Headings that are also page titles. */
export const PAGE_HEADINGS = {
  whoWeAre: 'Acerca de nosotros',
  projectNotFound: 'Proyecto no encontrado',
  notFound: 'Página no encontrada',
  error: 'Error inesperado',
  login: 'Iniciar sesión',
  admin: 'Panel',
} as const;

/** Meta descriptions of the public pages (see core/page/page-meta.ts). */
export const PAGE_DESCRIPTIONS = {
  home: 'Estudio de arquitectura e interiorismo en la Ciudad de México: proyectos comerciales, residenciales y de equipamiento.',
  projectsGallery:
    'Galería de proyectos comerciales, residenciales y de equipamiento del estudio Alba Nogal, arquitectura e interiorismo en la Ciudad de México.',
  whoWeAre:
    'Conoce al estudio Alba Nogal: nuestra misión, visión y a sus fundadores, Lucía Alba y Martín Nogal.',
  notFound: 'El proyecto que buscas no está en la galería del estudio Alba Nogal.',
  pageNotFound: 'La página que buscas no existe o cambió de dirección.',
} as const;
