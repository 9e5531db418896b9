import { describe, expect, it } from 'vitest';
import { imageSrcSetWith, imageUrlWith } from './image-url';

const ORIGINAL = '/storage/v1/object/public/Gallery/1-casa.jpg';
const WIDTHS = {
  '1920': ORIGINAL,
  '480': '/storage/v1/object/public/Gallery/1-casa-480w.jpg',
  '960': '/storage/v1/object/public/Gallery/1-casa-960w.jpg',
};

describe('images with widths stored at upload', () => {
  it('use the stored files with or without transformations', () => {
    for (const transforms of [true, false]) {
      expect(imageSrcSetWith(transforms, ORIGINAL, undefined, WIDTHS)).toBe(
        `${WIDTHS['480']} 480w, ${WIDTHS['960']} 960w, ${ORIGINAL} 1920w`,
      );
      expect(imageUrlWith(transforms, ORIGINAL, 800, 75, WIDTHS)).toBe(WIDTHS['960']);
      expect(imageUrlWith(transforms, ORIGINAL, 3000, 75, WIDTHS)).toBe(ORIGINAL);
    }
  });

  it('an image stored before keeps the transformation endpoint, or the original without it', () => {
    expect(imageUrlWith(true, ORIGINAL, 480, 75, null)).toContain('/render/image/public/');
    expect(imageUrlWith(false, ORIGINAL, 480, 75, null)).toBe(ORIGINAL);
    expect(imageSrcSetWith(false, ORIGINAL, undefined, null)).toBe('');
  });
});

describe('a widths map the panel did not write', () => {
  const cases: [string, unknown][] = [
    ['a string', 'texto'],
    ['a number', 42],
    ['an array', ['/a.webp', '/b.webp']],
    ['a width without a URL', { '480': null }],
    ['a URL that is not text', { '480': 5, '960': { url: '/a.webp' } }],
    ['a key that is not a width', { ancho: WIDTHS['480'] }],
    ['a script URL', { '480': 'javascript:alert(1)' }],
    ['a URL with a space', { '480': '/storage/v1/object/public/Gallery/a b.webp' }],
  ];

  it.each(cases)('%s is served as no map at all', (_name, stored) => {
    for (const transforms of [true, false]) {
      const widths = stored as Record<string, string>;
      expect(imageSrcSetWith(transforms, ORIGINAL, undefined, widths)).toBe(
        imageSrcSetWith(transforms, ORIGINAL, undefined, null),
      );
      expect(imageUrlWith(transforms, ORIGINAL, 800, 75, widths)).toBe(
        imageUrlWith(transforms, ORIGINAL, 800, 75, null),
      );
    }
  });

  it('keeps the good widths of a map with bad entries', () => {
    const mixed = { ...WIDTHS, '720': 7, ancho: WIDTHS['960'] } as unknown as Record<string, string>;
    expect(imageSrcSetWith(true, ORIGINAL, undefined, mixed)).toBe(
      `${WIDTHS['480']} 480w, ${WIDTHS['960']} 960w, ${ORIGINAL} 1920w`,
    );
  });
});
