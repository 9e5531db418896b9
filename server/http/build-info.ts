import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { StaticImage } from './page-head';

// What the head builder needs from the build: the hashed URL and size of the static image the
// /WhoWeAre hero shows (the studio reel's poster, imported by src/config/studio-texts.ts), read
// from Vite's manifest (build.manifest in vite.config.ts). Without a manifest (an older build)
// the page simply has no preload for it.

export const REEL_POSTER_SOURCE = 'src/assets/studio-reel-poster.webp';

export interface BuildInfo {
  reelPoster: StaticImage | null;
}

interface ManifestEntry {
  file: string;
  src?: string;
}

export async function readBuildInfo(distDir: string): Promise<BuildInfo> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestEntry>;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  } catch {
    return { reelPoster: null };
  }
  const entry = manifest[REEL_POSTER_SOURCE];
  if (!entry) return { reelPoster: null };
  try {
    const { width, height } = await sharp(path.join(distDir, entry.file)).metadata();
    if (!width || !height) return { reelPoster: null };
    return { reelPoster: { path: `/${entry.file}`, width, height } };
  } catch {
    return { reelPoster: null };
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
