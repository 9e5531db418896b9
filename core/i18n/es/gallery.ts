// Spanish words of /ProjectsGallery (part of the Spanish catalogue, es.ts), in its chunk.

export const gallery = {
  heading: 'Galería de proyectos',
  intro: 'Una selección de obras construidas y en proceso. Elige un tipo de proyecto para explorarlas.',
  pickerLabel: 'Tipo de proyecto',
  empty: 'Aún no hay proyectos publicados de este tipo. Vuelve pronto o explora otro tipo.',
  explore: 'Explora por tipo',
  count: (n: number) => `${n} ${n === 1 ? 'proyecto' : 'proyectos'}`,
};
