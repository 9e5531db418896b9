import { describe, expect, it } from 'vitest';
import {
  detailLevels,
  maxLevelOf,
  minLevelOf,
  readDetail,
  tileFolderOf,
  tilePaths,
  tileRect,
  type DetailPyramid,
} from './detail-pyramid';

const plano: DetailPyramid = {
  width: 9000,
  height: 6000,
  tileSize: 512,
  overlap: 1,
  format: 'webp',
  minLevel: minLevelOf(9000, 6000, 512),
  maxLevel: maxLevelOf(9000, 6000),
  url: '/storage/v1/object/public/Gallery/1732-plano_files/',
};

describe('the full-detail pyramid', () => {
  it("has Deep Zoom's levels, from the full size down to the first that fits one tile", () => {
    expect([plano.maxLevel, plano.minLevel]).toEqual([14, 9]);
    expect(detailLevels(plano).map((l) => [l.level, l.width, l.height, l.columns, l.rows])).toEqual([
      [14, 9000, 6000, 18, 12],
      [13, 4500, 3000, 9, 6],
      [12, 2250, 1500, 5, 3],
      [11, 1125, 750, 3, 2],
      [10, 563, 375, 2, 1],
      [9, 282, 188, 1, 1],
    ]);
    expect(tilePaths(plano)).toHaveLength(216 + 54 + 15 + 6 + 2 + 1);
    expect(tilePaths(plano)[0]).toBe('14/0_0.webp');
  });

  it('cuts tiles with their overlap, never past the level', () => {
    const top = detailLevels(plano)[0]!;
    expect(tileRect(plano, top, 0, 0)).toEqual({ x: 0, y: 0, width: 513, height: 513 });
    expect(tileRect(plano, top, 1, 1)).toEqual({ x: 511, y: 511, width: 514, height: 514 });
    expect(tileRect(plano, top, 17, 11)).toEqual({ x: 8703, y: 5631, width: 297, height: 369 });
  });

  it('reads only a whole, consistent pyramid', () => {
    expect(readDetail(plano)).toEqual(plano);
    expect(readDetail({ ...plano, texture: '/storage/v1/object/public/Gallery/x_files/panorama.webp' })).not.toBeNull();
    for (const bad of [
      null,
      'x',
      [plano],
      { ...plano, maxLevel: 13 },
      { ...plano, minLevel: 0 },
      { ...plano, width: 40000 },
      { ...plano, tileSize: 64 },
      { ...plano, format: 'png' },
      { ...plano, url: '/storage/v1/object/public/Gallery/1732-plano_files' },
      { ...plano, extra: true },
    ])
      expect(readDetail(bad)).toBeNull();
  });

  it("knows a tile's folder by its name", () => {
    expect(tileFolderOf('1732-plano_files/14/3_2.webp')).toBe('1732-plano_files/');
    expect(tileFolderOf('1732-plano_files/panorama.webp')).toBeNull();
    expect(tileFolderOf('1732-plano.webp')).toBeNull();
  });
});
