// Spanish words of the public pages that the studio does not edit in the panel (issue 33: the
// Spanish half of the catalogue, es.ts). Asset-free: each page's chunk takes what it uses.

export const gallery = {
  heading: 'Galería de proyectos',
  intro: 'Una selección de obras construidas y en proceso. Elige un tipo de proyecto para explorarlas.',
  pickerLabel: 'Tipo de proyecto',
  empty: 'Aún no hay proyectos publicados de este tipo. Vuelve pronto o explora otro tipo.',
  explore: 'Explora por tipo',
  count: (n: number) => `${n} ${n === 1 ? 'proyecto' : 'proyectos'}`,
};

export const whoWeAre = {
  intro:
    'Somos un estudio de arquitectura e interiorismo en la Ciudad de México. Diseñamos casas, espacios de trabajo y lugares públicos pensados para durar y para vivirse con calma.',
  reelLabel: 'Recorrido en video por obras y talleres del estudio Alba Nogal',
  quoteImageAlt: 'Luz de la tarde sobre un muro de concreto aparente y una escalera de madera de nogal',
  quoteLabel: 'Nuestra forma de ver la arquitectura',
  mission: 'Misión',
  vision: 'Visión',
  missionVision: 'Misión y visión',
  foundersHeading: 'Fundadores',
  founderPhotoAlts: [
    'Retrato de Lucía Alba, arquitecta fundadora del estudio',
    'Retrato de Martín Nogal, interiorista fundador del estudio',
  ],
  portrait: (name: string) => `Retrato de ${name}`,
  galleryHeading: 'El estudio en imágenes',
  galleryEmpty: 'Muy pronto compartiremos aquí nuevas fotografías del estudio.',
  galleryAlt: 'Fotografía de obra y taller del estudio Alba Nogal',
  previousPhotos: 'Fotos anteriores',
  nextPhotos: 'Fotos siguientes',
  zoomPhoto: (i: number, n: number) => `Ampliar foto ${i} de ${n}`,
};
