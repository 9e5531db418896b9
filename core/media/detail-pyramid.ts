// A plano's (or a 360° render's) full resolution kept as a tiled pyramid, beside the 1920 px image
// of SPEC §9 that stays the row's `url`: the `detail` column of "Render" and "Blueprint"
// (supabase/migrations/20261128000100_full_detail.sql). The layout is Deep Zoom's, as OpenSeadragon
// reads it: level `maxLevel` is the image at full size, each level below it half the one above
// (sides rounded up), down to `minLevel`, the first whose whole image fits in one tile (smaller
// ones would only repeat it); each level is cut into `tileSize` squares that also carry `overlap`
// pixels of their neighbours, stored as `<url><level>/<column>_<row>.<format>`, where `url` is the
// tiles' folder beside the image (`…/1732-plano_files/`). Plain TypeScript: the server (purge,
// orphan sweep, push, doctor) derives the same tile names from a row as the panel and the site do.

export type DetailFormat = 'webp' | 'avif';

export interface DetailPyramid {
  /** The full-resolution image's size in pixels. */
  width: number;
  height: number;
  /** A tile's side in pixels, without its overlap. */
  tileSize: number;
  /** Pixels each tile repeats of its neighbours (hides seams while zooming). */
  overlap: number;
  format: DetailFormat;
  minLevel: number;
  maxLevel: number;
  /** The tiles' folder: a public URL of the content bucket ending in `/`. */
  url: string;
  /** A 360° render's equirectangular texture (at most 8192 px wide), for the panorama viewer. */
  texture?: string;
}

/** The bounds the database's check enforces too (the migration): no row can name a million tiles. */
export const DETAIL_LIMITS = { maxSide: 32768, minTile: 256, maxTile: 1024, maxOverlap: 2 } as const;

/** What the panel makes: 512 px tiles with one pixel of overlap, as Deep Zoom's own default does. */
export const DETAIL_TILE = { tileSize: 512, overlap: 1 } as const;

export interface DetailLevel {
  level: number;
  width: number;
  height: number;
  columns: number;
  rows: number;
}

/** Deep Zoom's top level: the number of halvings from the full image to one pixel. */
export const maxLevelOf = (width: number, height: number) => Math.ceil(Math.log2(Math.max(width, height, 1)));

/** A level's size: the full size halved `maxLevel - level` times, rounding up. */
export function levelSize(width: number, height: number, maxLevel: number, level: number) {
  const scale = 2 ** (maxLevel - level);
  return { width: Math.ceil(width / scale), height: Math.ceil(height / scale) };
}

/** The lowest level worth storing: the largest one still fitting in one tile (or the top). */
export function minLevelOf(width: number, height: number, tileSize: number): number {
  const max = maxLevelOf(width, height);
  let level = max;
  while (level > 0) {
    const size = levelSize(width, height, max, level);
    if (Math.max(size.width, size.height) <= tileSize) break;
    level -= 1;
  }
  return level;
}

/** The levels of a pyramid, top (full size) first. */
export function detailLevels(p: Pick<DetailPyramid, 'width' | 'height' | 'tileSize' | 'minLevel' | 'maxLevel'>): DetailLevel[] {
  const levels: DetailLevel[] = [];
  for (let level = p.maxLevel; level >= p.minLevel; level -= 1) {
    const size = levelSize(p.width, p.height, p.maxLevel, level);
    levels.push({
      level,
      ...size,
      columns: Math.ceil(size.width / p.tileSize),
      rows: Math.ceil(size.height / p.tileSize),
    });
  }
  return levels;
}

/** A tile's name inside the pyramid's folder. */
export const tilePath = (level: number, column: number, row: number, format: DetailFormat) =>
  `${level}/${column}_${row}.${format}`;

/** The rectangle of a level a tile holds, its overlap included. */
export function tileRect(p: Pick<DetailPyramid, 'tileSize' | 'overlap'>, level: DetailLevel, column: number, row: number) {
  const x = Math.max(0, column * p.tileSize - p.overlap);
  const y = Math.max(0, row * p.tileSize - p.overlap);
  const right = Math.min(level.width, (column + 1) * p.tileSize + p.overlap);
  const bottom = Math.min(level.height, (row + 1) * p.tileSize + p.overlap);
  return { x, y, width: right - x, height: bottom - y };
}

/** Every tile's path inside the folder, top level first. */
export function tilePaths(p: DetailPyramid): string[] {
  const paths: string[] = [];
  for (const level of detailLevels(p))
    for (let row = 0; row < level.rows; row += 1)
      for (let column = 0; column < level.columns; column += 1)
        paths.push(tilePath(level.level, column, row, p.format));
  return paths;
}

/** Every tile's URL (the folder's URL followed by its path). */
export const tileUrls = (p: DetailPyramid): string[] => tilePaths(p).map((path) => `${p.url}${path}`);

const KEYS = ['width', 'height', 'tileSize', 'overlap', 'format', 'minLevel', 'maxLevel', 'url'] as const;
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * The pyramid a value records, or null when it is none or is not whole and consistent (a row
 * written by hand, a future shape): such a value names no tiles and opens no viewer.
 */
export function readDetail(value: unknown): DetailPyramid | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).filter((k) => !(KEYS as readonly string[]).includes(k) && k !== 'texture');
  if (extra.length > 0) return null;
  const { maxSide, minTile, maxTile, maxOverlap } = DETAIL_LIMITS;
  if (!isInt(v.width, 1, maxSide) || !isInt(v.height, 1, maxSide)) return null;
  if (!isInt(v.tileSize, minTile, maxTile) || !isInt(v.overlap, 0, maxOverlap)) return null;
  if (v.format !== 'webp' && v.format !== 'avif') return null;
  if (typeof v.url !== 'string' || !v.url.endsWith('/') || v.url.length > 2048) return null;
  if (v.texture !== undefined && (typeof v.texture !== 'string' || v.texture.length > 2048)) return null;
  if (v.maxLevel !== maxLevelOf(v.width, v.height)) return null;
  if (v.minLevel !== minLevelOf(v.width, v.height, v.tileSize)) return null;
  return v as unknown as DetailPyramid;
}

/** Whether a stored object's name is a tile of some pyramid, and that pyramid's folder. */
export function tileFolderOf(name: string): string | null {
  const match = /^(.+_files\/)\d{1,2}\/\d{1,4}_\d{1,4}\.(?:webp|avif)$/.exec(name);
  return match ? match[1]! : null;
}
