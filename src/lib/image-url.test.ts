import { describe, expect, it } from 'vitest';
import { imageSrcSetWith, imageUrlWith } from './image-url';

const ORIGINAL = '/storage/v1/object/public/Gallery/1-casa.jpg';
const WIDTHS = {
  '1920': ORIGINAL,
  '480': '/storage/v1/object/public/Gallery/1-casa-480w.jpg',
  '960': '/storage/v1/object/public/Gallery/1-casa-960w.jpg',
};

describe('images with widths stored at upload (issue 28)', () => {
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
