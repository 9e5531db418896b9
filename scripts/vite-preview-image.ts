import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { PREVIEW_IMAGE_FILE, PREVIEW_IMAGE_SIZE } from '../server/config/build-output';

// The studio's link-preview image: chat apps (WhatsApp first) show JPEG or PNG cards, at about
// 1200 × 630 and under 300 KB, and not every one shows WebP. The build writes one, cropped from
// the studio reel's poster, as dist/og-image.jpg; the head builder uses it where a page has no
// project cover of its own (server/site/build-info.ts).

export { PREVIEW_IMAGE_FILE, PREVIEW_IMAGE_SIZE };

export async function renderPreviewImage(source: string): Promise<Buffer> {
  return sharp(await readFile(source))
    .resize({ ...PREVIEW_IMAGE_SIZE, fit: 'cover' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

export function previewImage(source: string): Plugin {
  return {
    name: 'studio-preview-image',
    apply: 'build',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PREVIEW_IMAGE_FILE,
        source: await renderPreviewImage(source),
      });
    },
  };
}
