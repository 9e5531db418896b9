// The studio's own words: the /WhoWeAre copy, the founders and the gallery's texts. A real studio
// rewrites this file (and core/page/page-texts.ts, the words that also go into each page's <head>) to make
// the site its own; nothing here is hard-coded in components.
import { PAGE_HEADINGS } from '../../core/page/page-texts';
import { FOUNDER_WORDS, WHO_WE_ARE_WORDS } from '../../core/studio/studio-words';
import { whoWeAre as words } from '../../core/i18n/es/who-we-are';
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
  intro: words.intro,
  reel: {
    src: reelVideo,
    poster: reelPoster,
    label: words.reelLabel,
  },
  quote: {
    text: WHO_WE_ARE_WORDS.quote,
    author: WHO_WE_ARE_WORDS.quoteAuthor,
    image: quoteImage,
    imageSources: { avif: quoteImageAvif, webp: quoteImageWebp },
    imageAlt: words.quoteImageAlt,
  },
  mission: {
    title: words.mission,
    text: WHO_WE_ARE_WORDS.mission,
  },
  vision: {
    title: words.vision,
    text: WHO_WE_ARE_WORDS.vision,
  },
  foundersHeading: words.foundersHeading,
  galleryHeading: words.galleryHeading,
  galleryEmpty: words.galleryEmpty,
  galleryAlt: words.galleryAlt,
} as const;

export const FOUNDERS: readonly Founder[] = [
  {
    ...FOUNDER_WORDS[0],
    photo: luciaPhoto,
    photoSources: { avif: luciaPhotoAvif, webp: luciaPhotoWebp },
    photoAlt: words.founderPhotoAlts[0],
  },
  {
    ...FOUNDER_WORDS[1],
    photo: martinPhoto,
    photoSources: { avif: martinPhotoAvif, webp: martinPhotoWebp },
    photoAlt: words.founderPhotoAlts[1],
  },
];
