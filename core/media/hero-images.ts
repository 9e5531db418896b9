import { imageSrcSetWith, imageUrlWith, type StoredWidths } from './image-url';

// The first image each public page paints large (its LCP element), described once: the page's
// component renders it and the server preloads it (server/site/page-head.ts) with the same src,
// srcset and sizes — the browser only reuses a preloaded image when all three match. `transforms`
// is the backend's image-transformation setting (the app passes appTransformsEnabled()).

export interface HeroImage {
  src: string;
  /** Empty when the image cannot be resized (then only `src` is used). */
  srcSet: string;
  sizes: string;
}

/** A slide of the home page's project slider: cover on a portrait screen is as wide as 1.5 × its height (renders are ~3:2). */
export function slideImage(
  render: string,
  transforms: boolean,
  stored?: StoredWidths,
): HeroImage {
  return {
    src: imageUrlWith(transforms, render, 1440, 75, stored),
    srcSet: imageSrcSetWith(transforms, render, undefined, stored),
    sizes: '(max-aspect-ratio: 3/2) 150vh, 100vw',
  };
}

/** A full-width cover: the project page without a video, the projects gallery's backdrop. */
export function coverImage(
  render: string,
  transforms: boolean,
  stored?: StoredWidths,
): HeroImage {
  return {
    src: imageUrlWith(transforms, render, 1920, 75, stored),
    srcSet: imageSrcSetWith(transforms, render, undefined, stored),
    sizes: '100vw',
  };
}
