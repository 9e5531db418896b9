// The reference pages bench:web measures beside the site, in the same run, from the same server:
// pages no machine can flatter, because they do almost nothing. `image` is a plain static HTML
// page (no script) with the home page's hero image — the same file, widths and sizes, preloaded
// the same way — and a heading; `video` is the same page with the studio reel below the image,
// looping muted on its own (autoplay), as /WhoWeAre's hero does. What such a page costs on this
// machine (painting, compositing and decoding without a GPU, a cold disk, a busy neighbour) any
// page pays too; what the site needs beyond it is the site's. The built app is copied to a
// temporary folder and the pages are added there, so dist/ itself never holds them.
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the reference pages are served, beside the app's own files. */
export const REFERENCE_DIR = 'bench-reference';

export interface ReferencePage {
  name: 'ref image' | 'ref video';
  path: string;
}

/** The hero image as the served home page preloads it (`<link rel="preload" as="image">`). */
export interface HeroImage {
  href: string;
  srcset: string | null;
  sizes: string | null;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null;

/** The hero image preloaded by a served page's head, or null if it preloads none. */
export function heroImageOf(html: string): HeroImage | null {
  for (const tag of html.match(/<link\s[^>]*>/g) ?? []) {
    if (attribute(tag, 'rel') !== 'preload' || attribute(tag, 'as') !== 'image') continue;
    const href = attribute(tag, 'href');
    if (href) return { href, srcset: attribute(tag, 'imagesrcset'), sizes: attribute(tag, 'imagesizes') };
  }
  return null;
}

/** The two reference pages' HTML: the hero image alone, and with the looping video. */
export function referenceHtml(hero: HeroImage, video: string): { image: string; video: string } {
  const srcset = hero.srcset ? ` srcset="${hero.srcset}"` : '';
  const sizes = hero.sizes ? ` sizes="${hero.sizes}"` : '';
  const imagesrcset = hero.srcset ? ` imagesrcset="${hero.srcset}"` : '';
  const imagesizes = hero.sizes ? ` imagesizes="${hero.sizes}"` : '';
  const page = (title: string, extra: string) => `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="Página de referencia del banco de pruebas">
<link rel="preload" as="image" href="${hero.href}"${imagesrcset}${imagesizes} fetchpriority="high">
<link rel="stylesheet" href="reference.css">
</head>
<body>
<main>
<h1>Estudio de arquitectura</h1>
<img class="hero" src="${hero.href}"${srcset}${sizes} alt="Proyecto destacado" width="1920" height="1280" fetchpriority="high">
${extra}</main>
</body>
</html>
`;
  return {
    image: page('Referencia: imagen', ''),
    video: page(
      'Referencia: imagen y vídeo',
      `<video class="reel" src="${video}" poster="${hero.href}" autoplay muted loop playsinline aria-label="Vídeo del estudio"></video>\n`,
    ),
  };
}

const CSS = `body { margin: 0; font-family: system-ui, sans-serif; background: #fff; color: #253646; }
h1 { position: absolute; margin: 1rem; color: #fff; font-size: 1.5rem; }
.hero { display: block; width: 100%; height: 60vh; object-fit: cover; }
.reel { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: #253646; }
`;

/**
 * A copy of the built app in a temporary folder, to serve while the bench runs; `addReferences`
 * writes the reference pages into it once the served home page names its hero image.
 */
export async function siteWithReferences(distDir: string) {
  const root = await mkdtemp(path.join(tmpdir(), 'estudio-bench-web-'));
  await cp(distDir, root, { recursive: true });
  return {
    root,
    async addReferences(homeHtml: string): Promise<ReferencePage[]> {
      const hero = heroImageOf(homeHtml);
      if (!hero) throw new Error('The served home page preloads no hero image: nothing to build the reference pages from.');
      const reel = (await readdir(path.join(root, 'assets'))).find((f) => /^studio-reel-[^.]+\.mp4$/.test(f));
      if (!reel) throw new Error('The build holds no studio reel (assets/studio-reel-*.mp4) for the video reference.');
      const html = referenceHtml(hero, `/assets/${reel}`);
      await mkdir(path.join(root, REFERENCE_DIR), { recursive: true });
      await writeFile(path.join(root, REFERENCE_DIR, 'reference.css'), CSS);
      await writeFile(path.join(root, REFERENCE_DIR, 'image.html'), html.image);
      await writeFile(path.join(root, REFERENCE_DIR, 'video.html'), html.video);
      return [
        { name: 'ref image', path: `/${REFERENCE_DIR}/image.html` },
        { name: 'ref video', path: `/${REFERENCE_DIR}/video.html` },
      ];
    },
    remove: () => rm(root, { recursive: true, force: true, maxRetries: 5 }),
  };
}
