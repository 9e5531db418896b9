// The studio's own words: the /WhoWeAre copy, the founders, how each project type is presented
// and the description of each public page. A real studio rewrites this file to make the site
// its own; nothing here is hard-coded in components.
import type { ProjectType } from './constants';
import luciaPhoto from '../assets/founders/lucia-alba.webp';
import martinPhoto from '../assets/founders/martin-nogal.webp';
import quoteImage from '../assets/who-we-are-quote.webp';
import reelPoster from '../assets/studio-reel-poster.webp';
import reelVideo from '../assets/studio-reel.mp4';

export interface Founder {
  name: string;
  role: string;
  bio: string;
  photo: string;
  photoAlt: string;
}

export const WHO_WE_ARE = {
  heading: 'Acerca de nosotros',
  intro:
    'Somos un estudio de arquitectura e interiorismo en la Ciudad de México. Diseñamos casas, espacios de trabajo y lugares públicos pensados para durar y para vivirse con calma.',
  reel: {
    src: reelVideo,
    poster: reelPoster,
    label: 'Recorrido en video por obras y talleres del estudio Alba Nogal',
  },
  quote: {
    text: 'La buena arquitectura no se impone al lugar: lo escucha, ordena la luz y deja que la vida diaria ocupe el centro.',
    author: 'Lucía Alba y Martín Nogal',
    image: quoteImage,
    imageAlt: 'Luz de la tarde sobre un muro de concreto aparente y una escalera de madera de nogal',
  },
  mission: {
    title: 'Misión',
    text: 'Proyectar y construir espacios honestos, bien resueltos y hechos a la medida de quienes los habitan. Acompañamos a cada cliente desde la primera conversación hasta la entrega de la obra, cuidando el presupuesto, los tiempos y cada detalle de interiorismo.',
  },
  vision: {
    title: 'Visión',
    text: 'Ser un referente de arquitectura contemporánea mexicana que une oficio, materiales locales y eficiencia energética; un estudio cercano cuyas obras envejezcan con dignidad y mejoren la ciudad que las rodea.',
  },
  foundersHeading: 'Fundadores',
  galleryHeading: 'El estudio en imágenes',
  galleryEmpty: 'Muy pronto compartiremos aquí nuevas fotografías del estudio.',
  galleryAlt: 'Fotografía de obra y taller del estudio Alba Nogal',
} as const;

export const FOUNDERS: readonly Founder[] = [
  {
    name: 'Lucía Alba',
    role: 'Arquitecta fundadora · Dirección de proyecto',
    bio: 'Arquitecta por la UNAM con maestría en vivienda sustentable en Barcelona. Antes de fundar el estudio en 2012 trabajó en rehabilitación de edificios históricos del Centro. Dirige el diseño arquitectónico y la relación con cada cliente.',
    photo: luciaPhoto,
    photoAlt: 'Retrato de Lucía Alba, arquitecta fundadora del estudio',
  },
  {
    name: 'Martín Nogal',
    role: 'Interiorista fundador · Dirección de interiorismo',
    bio: 'Diseñador de interiores y ebanista de formación, egresado de la Universidad Iberoamericana. Coordina el interiorismo, el mobiliario a la medida y la selección de materiales, siempre de la mano de talleres y artesanos mexicanos.',
    photo: martinPhoto,
    photoAlt: 'Retrato de Martín Nogal, interiorista fundador del estudio',
  },
];

/** How each project type is introduced on /ProjectsGallery. */
export const PROJECT_TYPE_TEXTS: Record<ProjectType, { heading: string; description: string }> = {
  Comercial: {
    heading: 'Proyectos comerciales',
    description: 'Tiendas, oficinas y restaurantes que cuentan la historia de una marca y hacen fácil el trabajo diario.',
  },
  Residencial: {
    heading: 'Proyectos residenciales',
    description: 'Casas y departamentos hechos a la medida de cada familia, con luz natural y materiales que envejecen bien.',
  },
  Equipamiento: {
    heading: 'Proyectos de equipamiento',
    description: 'Escuelas, clínicas y espacios culturales: arquitectura pública pensada para la comunidad que la usa.',
  },
};

export const PROJECTS_GALLERY_TEXTS = {
  heading: 'Galería de proyectos',
  intro: 'Una selección de obras construidas y en proceso. Elige un tipo de proyecto para explorarlas.',
  pickerLabel: 'Tipo de proyecto',
  empty: 'Aún no hay proyectos publicados de este tipo. Vuelve pronto o explora otro tipo.',
} as const;

/** Meta descriptions of the public pages (see src/lib/page-meta.ts). */
export const PAGE_DESCRIPTIONS = {
  projectsGallery:
    'Galería de proyectos comerciales, residenciales y de equipamiento del estudio Alba Nogal, arquitectura e interiorismo en la Ciudad de México.',
  whoWeAre:
    'Conoce al estudio Alba Nogal: nuestra misión, visión y a sus fundadores, Lucía Alba y Martín Nogal.',
  notFound: 'El proyecto que buscas no está en la galería del estudio Alba Nogal.',
} as const;
