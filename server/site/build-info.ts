import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PREVIEW_IMAGE_FILE } from '../config/build-output';
import type { StaticImage } from './site-context';
import { routeAssets, type ViteManifest, type RouteAssetsByKind } from './route-assets';

// What the head builder needs from the build: the hashed URL and size of the static image the
// /WhoWeAre hero shows (the studio reel's poster, imported by src/config/studio-texts.ts) and the
// code each route loads (route-assets.ts), read from Vite's manifest (build.manifest in
// vite.config.ts), and the studio's JPEG preview card (scripts/vite-preview-image.ts). Without
// them (an older build) the pages simply go without.

export const REEL_POSTER_SOURCE = 'src/assets/studio-reel-poster.webp';

export interface BuildInfo {
  reelPoster: StaticImage | null;
  previewImage: StaticImage | null;
  routeAssets: RouteAssetsByKind;
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
  const manifest = await readManifest(distDir);
  const poster = manifest[REEL_POSTER_SOURCE];
  const [reelPoster, previewImage] = await Promise.all([
    poster ? staticImage(distDir, poster.file) : null,
    staticImage(distDir, PREVIEW_IMAGE_FILE),
  ]);
  return { reelPoster, previewImage, routeAssets: routeAssets(manifest) };
}

async function readManifest(distDir: string): Promise<ViteManifest> {
  try {
    return JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
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
