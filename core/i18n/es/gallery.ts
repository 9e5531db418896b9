// Spanish words of /ProjectsGallery (part of the Spanish catalogue, es.ts), in its chunk.

export const gallery = {
  heading: 'Galería de proyectos',
  intro: 'Una selección de obras construidas y en proceso. Elige un tipo de proyecto para explorarlas.',
  pickerLabel: 'Tipo de proyecto',
  empty: 'Aún no hay proyectos publicados de este tipo. Vuelve pronto o explora otro tipo.',
  explore: 'Explora por tipo',
  count: (n: number) => `${n} ${n === 1 ? 'proyecto' : 'proyectos'}`,
  filters: 'Filtrar proyectos',
  status: 'Estado',
  anyStatus: 'Todos',
  years: 'Año',
  from: 'Desde',
  to: 'Hasta',
  city: 'Ciudad',
  anyCity: 'Todas',
  clear: 'Quitar filtros',
  more: 'Ver más proyectos',
  shown: (shown: number, total: number) => `${shown} de ${total} proyectos`,
  noMatch: 'Ningún proyecto de este tipo coincide con estos filtros.',
};
