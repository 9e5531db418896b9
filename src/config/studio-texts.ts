// The studio's own words: the /WhoWeAre copy, the founders and the gallery's texts. A real studio
// rewrites this file (and page-texts.ts, the words that also go into each page's <head>) to make
// the site its own; nothing here is hard-coded in components.
import { PAGE_HEADINGS } from './page-texts';
import luciaPhoto from '../assets/founders/lucia-alba.webp';
import luciaPhotoAvif from '../assets/founders/lucia-alba.webp?w=400;600;800;1200&format=avif&as=srcset';
import luciaPhotoWebp from '../assets/founders/lucia-alba.webp?w=400;600;800;1200&format=webp&as=srcset';
import martinPhoto from '../assets/founders/martin-nogal.webp';
import martinPhotoAvif from '../assets/founders/martin-nogal.webp?w=400;600;800;1200&format=avif&as=srcset';
import martinPhotoWebp from '../assets/founders/martin-nogal.webp?w=400;600;800;1200&format=webp&as=srcset';
import quoteImage from '../assets/who-we-are-quote.webp';
import quoteImageAvif from '../assets/who-we-are-quote.webp?w=480;800;1200;1600&format=avif&as=srcset';
import quoteImageWebp from '../assets/who-we-are-quote.webp?w=480;800;1200;1600&format=webp&as=srcset';
import reelPoster from '../assets/studio-reel-poster.webp';
import reelVideo from '../assets/studio-reel.mp4';

/**
 * One static photo as srcsets at several widths: AVIF (about a third smaller than WebP for these
 * photographs) for browsers that take it, WebP for the rest.
 */
export interface ImageSources {
  avif: string;
  webp: string;
}

export interface Founder {
  name: string;
  role: string;
  bio: string;
  photo: string;
  /** The photo at several widths, built from `photo` at build time (vite-imagetools). */
  photoSources: ImageSources;
  photoAlt: string;
}

export const WHO_WE_ARE = {
  heading: PAGE_HEADINGS.whoWeAre,
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
    imageSources: { avif: quoteImageAvif, webp: quoteImageWebp },
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
    photoSources: { avif: luciaPhotoAvif, webp: luciaPhotoWebp },
    photoAlt: 'Retrato de Lucía Alba, arquitecta fundadora del estudio',
  },
  {
    name: 'Martín Nogal',
    role: 'Interiorista fundador · Dirección de interiorismo',
    bio: 'Diseñador de interiores y ebanista de formación, egresado de la Universidad Iberoamericana. Coordina el interiorismo, el mobiliario a la medida y la selección de materiales, siempre de la mano de talleres y artesanos mexicanos.',
    photo: martinPhoto,
    photoSources: { avif: martinPhotoAvif, webp: martinPhotoWebp },
    photoAlt: 'Retrato de Martín Nogal, interiorista fundador del estudio',
  },
];

export const PROJECTS_GALLERY_TEXTS = {
  heading: 'Galería de proyectos',
  intro: 'Una selección de obras construidas y en proceso. Elige un tipo de proyecto para explorarlas.',
  pickerLabel: 'Tipo de proyecto',
  empty: 'Aún no hay proyectos publicados de este tipo. Vuelve pronto o explora otro tipo.',
} as const;
