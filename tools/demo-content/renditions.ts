// The demo content's renditions, made from the committed files as the panel makes an
// upload's: each image's narrower copies (IMAGE_COPIES: WebP at 480, 960 and 1440 px, those
// narrower than the image) and each video's poster frame (JPEG, a frame a little in, at the
// video's size). So a hosted project without image transformations serves phones small files
// after `push`, as the embedded backend does. The videos are already 960×540 (inside the phone
// box, about 0.4 Mbit/s): each is its own phone version, no second file.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_COPIES } from '../../core/media/image-copies.ts';
import { demoAssetFiles, posterOf, widthCopy } from '../../supabase/seed/asset-files.ts';

export async function renditions(assets: string): Promise<void> {
  for (const file of demoAssetFiles()) {
    // A 3D model has no renditions: its poster (an image of its own) has.
    if (file.endsWith('.glb')) continue;
    if (file.endsWith('.mp4')) {
      const bin = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
      // The panel's poster: a frame a quarter in (at most 1 s), JPEG at about 0.8.
      const args = ['-hide_banner', '-loglevel', 'error', '-y', '-ss', '1', '-i', join(assets, file)];
      const r = spawnSync(bin, [...args, '-frames:v', '1', '-q:v', '4', join(assets, posterOf(file))], {
        stdio: 'inherit',
      });
      if (r.status !== 0) throw new Error(`ffmpeg failed (${r.status ?? r.signal})`);
      continue;
    }
    const { width = 0 } = await sharp(join(assets, file)).metadata();
    for (const w of IMAGE_COPIES.widths) {
      if (w >= width) break;
      const out = join(assets, widthCopy(file, w));
      await mkdir(dirname(out), { recursive: true });
      const webp = await sharp(join(assets, file))
        .resize({ width: w })
        .webp({ quality: IMAGE_COPIES.quality * 100, effort: 6 })
        .toBuffer();
      await writeFile(out, webp);
    }
  }
}
