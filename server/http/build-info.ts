import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { StaticImage } from './page-head';

// What the head builder needs from the build: the hashed URL and size of the static image the
// /WhoWeAre hero shows (the studio reel's poster, imported by src/config/studio-texts.ts), read
// from Vite's manifest (build.manifest in vite.config.ts), and the studio's JPEG preview card
// (scripts/vite-preview-image.ts). Without them (an older build) the pages simply go without.
import { PREVIEW_IMAGE_FILE } from '../../scripts/vite-preview-image';

export const REEL_POSTER_SOURCE = 'src/assets/studio-reel-poster.webp';

export interface BuildInfo {
  reelPoster: StaticImage | null;
  previewImage: StaticImage | null;
}

interface ManifestEntry {
  file: string;
  src?: string;
}

async function staticImage(distDir: string, file: string): Promise<StaticImage | null> {
  try {
    const { width, height } = await sharp(path.join(distDir, file)).metadata();
    return width && height ? { path: `/${file}`, width, height } : null;
  } catch {
    return null;
  }
}

export async function readBuildInfo(distDir: string): Promise<BuildInfo> {
  const [reelPoster, previewImage] = await Promise.all([
    readReelPoster(distDir),
    staticImage(distDir, PREVIEW_IMAGE_FILE),
  ]);
  return { reelPoster, previewImage };
}

async function readReelPoster(distDir: string): Promise<StaticImage | null> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestEntry>;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  } catch {
    return null;
  }
  const entry = manifest[REEL_POSTER_SOURCE];
  return entry ? staticImage(distDir, entry.file) : null;
}

/** readBuildInfo, read again only when the manifest changes (a rebuild while the server runs). */
export function cachedBuildInfo(distDir: string): () => Promise<BuildInfo> {
  let cached: { mtimeMs: number; info: Promise<BuildInfo> } | null = null;
  return async () => {
    const mtimeMs =
      (await stat(path.join(distDir, '.vite', 'manifest.json')).catch(() => null))?.mtimeMs ?? 0;
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, info: readBuildInfo(distDir) };
    return cached.info;
  };
}
