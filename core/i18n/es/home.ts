// Spanish words of the home page that the studio does not edit in the panel (part of
// the Spanish catalogue, es.ts), in the home page's chunk.

export const home = {
  heading: 'Alba Nogal · Arquitectura e Interiorismo',
  sliderLabel: 'Proyectos destacados',
  emptyHero: 'Espacios pensados para vivirse con calma.',
  videoLabel: 'Video del estudio Alba Nogal: procesos de diseño, maquetas y obras terminadas',
  recentEmpty: 'Muy pronto publicaremos aquí nuestros proyectos más recientes.',
  recentAll: 'Explorar todos los proyectos',
};
