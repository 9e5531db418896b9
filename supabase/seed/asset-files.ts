// The asset files the demo content names, and the names of the renditions made from them (by
// tools/demo-content/renditions.ts, recorded by load.ts as the panel records an upload's).

import { demoProjects } from './projects';
import { demoGallery } from './studio';

/** Every asset file the content refers to, once each. */
export function demoAssetFiles(): string[] {
  const files = new Set<string>();
  for (const p of demoProjects) {
    files.add(p.cover);
    files.add(p.video);
    for (const r of p.renders) files.add(r);
    for (const b of p.blueprints) files.add(b);
    if (p.model) files.add(p.model.file).add(p.model.poster);
  }
  for (const g of demoGallery) files.add(g);
  return [...files];
}

/** A demo image's narrower copy, made from it by tools/demo-content/renditions.ts. */
export const widthCopy = (file: string, width: number): string =>
  `widths/${file.replace(/\.webp$/, '')}-${width}w.webp`;

/** A demo video's poster frame, made by tools/demo-content/renditions.ts. */
export const posterOf = (video: string): string => video.replace(/\.mp4$/, '-poster.jpg');
