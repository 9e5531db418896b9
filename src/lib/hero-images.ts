import { coverImage, slideImage, type HeroImage } from '../../core/media/hero-images';
import type { StoredWidths } from '../../core/media/image-url';
import { appTransformsEnabled } from './image-url';

// The app's forms of core/media/hero-images.ts, with this build's image-transformation setting
// (the server passes its own).

/** The home slider's slide image (core's `slideImage`). */
export const appSlideImage = (render: string, stored?: StoredWidths): HeroImage =>
  slideImage(render, appTransformsEnabled(), stored);

/** A full-width cover (core's `coverImage`). */
export const appCoverImage = (render: string, stored?: StoredWidths): HeroImage =>
  coverImage(render, appTransformsEnabled(), stored);
