// The demo's captions, credits and fact sheets: filled in for some projects and left empty for
// others, as a studio's real site is while it catches up, so a fresh install shows both (a
// project page with its facts and credits; one with SPEC's 'Año' and 'Locación' alone). Loaded
// with the projects by load.ts; the people and prizes are fictional.
import type { Credit } from '../../core/credits/credit';
import type { Collaborator, Mention } from '../../core/projects/facts';
import type { ProjectStatus } from '../../core/projects/fact-values';

const CC_BY = 'https://creativecommons.org/licenses/by/4.0/';

export interface DemoFacts {
  status: ProjectStatus;
  year: number;
  area?: number;
  city: [string, string?];
  country: [string, string?];
  client?: { name: string; shown: boolean };
  collaborators?: Collaborator[];
  awards?: Mention[];
  publications?: Mention[];
  /** The cover's caption (Spanish, English) and every render's and the cover's credit. */
  cover?: [string, string];
  photos?: Credit;
  /** Each render's caption after the cover, in order (Spanish, English). */
  captions?: [string, string][];
  planos?: Credit;
}

const MEXICO: [string, string] = ['México', 'Mexico'];
const CDMX: [string, string] = ['Ciudad de México', 'Mexico City'];

/** By project slug (projects.ts); a project not named here has no facts and no credits. */
export const demoFacts: Record<string, DemoFacts> = {
  'casa-rio-bravo': {
    status: 'built',
    year: 2023,
    area: 420,
    city: ['Valle de Bravo'],
    country: MEXICO,
    // The family asked not to be named: the panel keeps it, the site does not show it.
    client: { name: 'Familia Ortega Lugo', shown: false },
    collaborators: [
      { role: 'Estructura', role_en: 'Structure', name: 'Colli Ingeniería' },
      { role: 'Paisaje', role_en: 'Landscape', name: 'Taller Jacaranda' },
      { role: 'Construcción', role_en: 'Construction', name: 'Obras Avándaro' },
    ],
    awards: [
      {
        title: 'Bienal de Arquitectura Mexicana, mención en vivienda',
        title_en: 'Mexican Architecture Biennial, housing mention',
        year: 2024,
      },
    ],
    publications: [
      {
        title: 'Revista Entorno, n.º 112',
        title_en: 'Entorno magazine, no. 112',
        year: 2024,
        url: 'https://example.com/entorno-112',
      },
    ],
    cover: [
      'Los dos volúmenes cruzados sobre la ladera, al atardecer',
      'The two crossed volumes on the hillside at dusk',
    ],
    photos: { name: 'Marta Oliva', role: 'photo' },
    captions: [
      ['La caja de madera que vuela tres metros hacia el lago', 'The timber box cantilevering three metres towards the lake'],
      ['La sala abierta al lago', 'The living room opening onto the lake'],
    ],
    planos: { name: 'Alba Nogal Arquitectura', role: 'drawing' },
  },
  'biblioteca-los-fresnos': {
    status: 'built',
    year: 2022,
    area: 2800,
    city: CDMX,
    country: MEXICO,
    client: { name: 'Alcaldía Tlalpan', shown: true },
    collaborators: [
      { role: 'Estructura', role_en: 'Structure', name: 'Grupo Arcos Ingenieros' },
      { role: 'Iluminación', role_en: 'Lighting', name: 'Lumen Diseño de Luz' },
    ],
    awards: [
      { title: 'Premio Ciudad al Espacio Público', title_en: 'City Award for Public Space', year: 2023 },
    ],
    cover: ['La sala de lectura entre los fresnos', 'The reading room among the ash trees'],
    photos: { name: 'Joaquín Ferrer', role: 'photo', license: CC_BY },
    planos: { name: 'Alba Nogal Arquitectura', role: 'drawing' },
  },
  'corporativo-lumen': {
    status: 'under-construction',
    year: 2024,
    area: 6500,
    city: CDMX,
    country: MEXICO,
    photos: { name: 'Estudio Umbral', role: 'render' },
  },
  'centro-comunitario-cuemanco': {
    status: 'competition',
    year: 2024,
    area: 3400,
    city: CDMX,
    country: MEXICO,
    collaborators: [{ role: 'Paisaje', role_en: 'Landscape', name: 'Taller Chinampa' }],
    photos: { name: 'Estudio Umbral', role: 'render' },
  },
  'boutique-lino': {
    status: 'design',
    year: 2025,
    area: 180,
    city: CDMX,
    country: MEXICO,
  },
};

/** Credits of some of the studio's gallery photos, by file (studio.ts's demoGallery). */
export const demoGalleryCredits: Record<string, { caption?: [string, string]; credit: Credit }> = {
  'gallery/taller-maqueta.webp': {
    caption: ['Maqueta de estudio de la Casa Río-Bravo', 'Study model of the Río-Bravo House'],
    credit: { name: 'Marta Oliva', role: 'photo' },
  },
  'gallery/detalle-celosia.webp': { credit: { name: 'Joaquín Ferrer', role: 'photo', license: CC_BY } },
};

/** The founders' portraits' credit (the studio settings). */
export const demoPortraitCredit = { creditName: 'Marta Oliva', creditRole: 'photo' };
