// Spanish words of /WhoWeAre that the studio does not edit in the panel (part of the
// Spanish catalogue, es.ts), in its chunk.

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
  ] as [string, string],
  portrait: (name: string) => `Retrato de ${name}`,
  galleryHeading: 'El estudio en imágenes',
  galleryEmpty: 'Muy pronto compartiremos aquí nuevas fotografías del estudio.',
  galleryAlt: 'Fotografía de obra y taller del estudio Alba Nogal',
  /** A gallery photo the studio wrote no description for. */
  photoAlt: (i: number, n: number) => `Fotografía de obra y taller del estudio Alba Nogal, ${i} de ${n}`,
  previousPhotos: 'Fotos anteriores',
  nextPhotos: 'Fotos siguientes',
  zoomPhoto: (i: number, n: number) => `Ampliar foto ${i} de ${n}`,
};
