// How each project type is introduced: on the home page's offers and on /ProjectsGallery (and in
// its <title> there). Apart from core/page/page-texts.ts so that only those two pages carry these words
// ('s budget); the server and the prerender read them too. No assets, no browser.
import type { ProjectType } from '../constants';

/** How each project type is introduced on /ProjectsGallery (and its <title> there). */
export const PROJECT_TYPE_TEXTS: Record<ProjectType, { heading: string; description: string }> = {
  Comercial: {
    heading: 'Proyectos comerciales',
    description:
      'Tiendas, oficinas y restaurantes que cuentan la historia de una marca y hacen fácil el trabajo diario.',
  },
  Residencial: {
    heading: 'Proyectos residenciales',
    description:
      'Casas y departamentos hechos a la medida de cada familia, con luz natural y materiales que envejecen bien.',
  },
  Equipamiento: {
    heading: 'Proyectos de equipamiento',
    description:
      'Escuelas, clínicas y espacios culturales: arquitectura pública pensada para la comunidad que la usa.',
  },
};
