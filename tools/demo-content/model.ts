// The demo's 3D model and its poster, made as the panel makes a studio's upload: the house's boxes
// (model-rio-bravo.ts) written as an exporter writes a GLB (harness/house-glb.ts: a mesh per
// storey and material, JPEG textures), optimised with the panel's own pipeline
// (src/lib/models/optimise-model.ts: dedup, join, prune, textures at most 2048 px as WebP,
// meshopt), and its poster drawn by the panel's own code (src/lib/models/model-poster.ts, the
// viewer's scene) in Chromium, saved as the panel stores it (WebP, 1920 px). The poster's
// narrower copies are made by renditions.ts with every other image's.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer/decoder';
import { MeshoptEncoder } from 'meshoptimizer/encoder';
import sharp from 'sharp';
import { build } from 'vite';
import { IMAGE_COPIES } from '../../core/media/image-copies.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { boxesGlb } from '../../harness/house-glb.ts';
import { optimiseDocument, type TextureEncoder } from '../../src/lib/models/optimise-model.ts';
import { TEXTURE_SIZES } from '../../src/lib/models/model-prepare-types.ts';
import type { DemoModel } from '../../supabase/seed/projects.ts';
import { rioBravoBoxes } from './model-rio-bravo.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The worker's canvas encoder (canvas-texture.ts) with sharp: at most `maxSize` px, WebP at 0.8. */
const sharpTextureEncoder: TextureEncoder = async (image, _mimeType, maxSize) => {
  const webp = await sharp(image)
    .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return { image: new Uint8Array(webp), mimeType: 'image/webp' };
};

const io = () =>
  new NodeIO()
    .setLogger(new Logger(Logger.Verbosity.ERROR))
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });

/** The GLB as the panel's worker leaves it, at the first texture size it tries. */
async function optimised(exported: Uint8Array): Promise<Uint8Array> {
  const doc = await io().readBinary(exported);
  await optimiseDocument(doc, { textureSize: TEXTURE_SIZES[0], encodeTexture: sharpTextureEncoder });
  return io().writeBinary(doc);
}

/** model-poster.ts bundled for a page of its own: `window.drawPoster`. */
async function posterScript(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(ROOT, 'tools/demo-content/poster-page.ts'), formats: ['iife'], name: 'poster' },
    },
  });
  const chunk = [out]
    .flat()
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('No se empaquetó model-poster.ts');
  return chunk.code;
}

/** The poster drawn in Chromium by the panel's code: PNG bytes. */
async function poster(glb: Uint8Array): Promise<Uint8Array> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: await posterScript() });
    const png = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const draw = (window as unknown as { drawPoster: (b: Uint8Array, n: string) => Promise<File | null> })
        .drawPoster;
      const file = await draw(bytes, 'modelo.glb');
      if (!file) throw new Error('Chromium no dibuja WebGL aquí');
      const made = new Uint8Array(await file.arrayBuffer());
      let text = '';
      for (const b of made) text += String.fromCharCode(b);
      return btoa(text);
    }, Buffer.from(glb).toString('base64'));
    return new Uint8Array(Buffer.from(png, 'base64'));
  } finally {
    await browser.close();
  }
}

/** Writes the demo model and its poster under `assets`. */
export async function demoModel(assets: string, model: DemoModel): Promise<void> {
  const exported = await boxesGlb(rioBravoBoxes(), { texture: 512, quality: 90 });
  const glb = await optimised(exported);
  const png = await poster(glb);
  // As the panel's prepareImage stores it: WebP at the renditions' quality.
  const webp = await sharp(png)
    .webp({ quality: IMAGE_COPIES.quality * 100, effort: 6 })
    .toBuffer();
  for (const [file, bytes] of [
    [model.file, glb],
    [model.poster, webp],
  ] as const) {
    await mkdir(dirname(join(assets, file)), { recursive: true });
    await writeFile(join(assets, file), bytes);
  }
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `modelo 3D: exportado ${kb(exported.byteLength)}, guardado ${kb(glb.byteLength)}, imagen ${kb(webp.length)}`,
  );
}
