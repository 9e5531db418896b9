import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  DETAIL_TILE,
  detailLevels,
  maxLevelOf,
  minLevelOf,
  tilePath,
  tileRect,
  type DetailPyramid,
} from '../../core/media/detail-pyramid';

// The demo's plano with its full detail: one floor plan's drawing (assets/detail/*.svg, 29 KB,
// written by tools/demo-content) rasterized at SCALE times its 1920 px sheet when the demo
// content is loaded, and cut into the pyramid the panel makes from an upload
// (core/media/detail-pyramid.ts): a fresh install shows a plano that zooms, and the repository
// carries no tiles.

/** 2 × 1920 × 1280 = 3840 × 2560 px: twice the sheet's detail, made in about a second. */
const SCALE = 2;
const QUALITY = 82;

export interface DetailTiles {
  /** The pyramid without its folder URL (the loader knows where it stores the tiles). */
  shape: Omit<DetailPyramid, 'url'>;
  /** Each tile's path inside the folder, with its bytes. */
  tiles: { path: string; bytes: Uint8Array }[];
}

export async function detailPlano(svgFile: string): Promise<DetailTiles> {
  const svg = await readFile(svgFile);
  const full = await sharp(svg, { density: 72 * SCALE, limitInputPixels: false })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = full.info;
  const shape = {
    width,
    height,
    ...DETAIL_TILE,
    format: 'webp' as const,
    minLevel: minLevelOf(width, height, DETAIL_TILE.tileSize),
    maxLevel: maxLevelOf(width, height),
  };
  const tiles: DetailTiles['tiles'] = [];
  for (const level of detailLevels(shape)) {
    const raw = { raw: { width, height, channels } };
    const pixels =
      level.width === width
        ? full.data
        : await sharp(full.data, raw)
            .resize(level.width, level.height, { kernel: 'lanczos3' })
            .raw()
            .toBuffer();
    const at = { raw: { width: level.width, height: level.height, channels } };
    // A level's tiles encoded at once: sharp works on its own threads.
    const cells = Array.from({ length: level.rows * level.columns }, (_, i) => ({
      row: Math.floor(i / level.columns),
      column: i % level.columns,
    }));
    const made = await Promise.all(
      cells.map(async ({ row, column }) => {
        const rect = tileRect(shape, level, column, row);
        const bytes = await sharp(pixels, at)
          .extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height })
          .webp({ quality: QUALITY })
          .toBuffer();
        return { path: tilePath(level.level, column, row, 'webp'), bytes: new Uint8Array(bytes) };
      }),
    );
    tiles.push(...made);
  }
  return { shape, tiles };
}
