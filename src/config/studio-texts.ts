// The studio's own words: the /WhoWeAre copy, the founders and the gallery's texts. A real studio
// rewrites this file (and page-texts.ts, the words that also go into each page's <head>) to make
// the site its own; nothing here is hard-coded in components.
import { PAGE_HEADINGS } from './page-texts';
import { FOUNDER_WORDS, WHO_WE_ARE_WORDS } from './studio-words';
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
    text: WHO_WE_ARE_WORDS.quote,
    author: WHO_WE_ARE_WORDS.quoteAuthor,
    image: quoteImage,
    imageSources: { avif: quoteImageAvif, webp: quoteImageWebp },
    imageAlt: 'Luz de la tarde sobre un muro de concreto aparente y una escalera de madera de nogal',
  },
  mission: {
    title: 'Misión',
    text: WHO_WE_ARE_WORDS.mission,
  },
  vision: {
    title: 'Visión',
    text: WHO_WE_ARE_WORDS.vision,
  },
  foundersHeading: 'Fundadores',
  galleryHeading: 'El estudio en imágenes',
  galleryEmpty: 'Muy pronto compartiremos aquí nuevas fotografías del estudio.',
  galleryAlt: 'Fotografía de obra y taller del estudio Alba Nogal',
} as const;

export const FOUNDERS: readonly Founder[] = [
  {
    ...FOUNDER_WORDS[0],
    photo: luciaPhoto,
    photoSources: { avif: luciaPhotoAvif, webp: luciaPhotoWebp },
    photoAlt: 'Retrato de Lucía Alba, arquitecta fundadora del estudio',
  },
  {
    ...FOUNDER_WORDS[1],
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
