import { describe, expect, it } from 'vitest';
import { copiesToUpgrade, needsNewCopies } from './image-copies';

const original = '/storage/v1/object/public/Gallery/1-fachada.jpg';

describe('copiesToUpgrade', () => {
  it('names the JPEG and PNG copies made before they were WebP, never the original', () => {
    const widths = {
      '480': '/storage/v1/object/public/Gallery/2-fachada-480w.jpg',
      '960': '/storage/v1/object/public/Gallery/3-fachada-960w.PNG',
      '1920': original,
    };
    expect(copiesToUpgrade(widths, original)).toEqual([widths['480'], widths['960']]);
  });

  it('has nothing to upgrade in WebP copies, an empty map or none', () => {
    const widths = { '480': '/storage/v1/object/public/Gallery/2-fachada-480w.webp', '1920': original };
    expect(copiesToUpgrade(widths, original)).toEqual([]);
    expect(copiesToUpgrade({}, original)).toEqual([]);
    expect(copiesToUpgrade(null, original)).toEqual([]);
  });
});

describe('needsNewCopies', () => {
  const webp = (w: number) => `/storage/v1/object/public/Gallery/2-fachada-${w}w.webp`;

  it('asks again for a JPEG original served at its own width, or copies that are not WebP', () => {
    expect(needsNewCopies({ '480': webp(480), '1920': original }, original)).toBe(true);
    expect(
      needsNewCopies({ '480': original.replace('.jpg', '-480w.jpg'), '1920': webp(1920) }, original),
    ).toBe(true);
  });

  it('is content with WebP copies at every width, a WebP original, an empty map or none', () => {
    expect(needsNewCopies({ '480': webp(480), '1920': webp(1920) }, original)).toBe(false);
    const webpOriginal = '/storage/v1/object/public/Gallery/1-fachada.webp';
    expect(needsNewCopies({ '480': webp(480), '1920': webpOriginal }, webpOriginal)).toBe(false);
    expect(needsNewCopies({}, original)).toBe(false);
    expect(needsNewCopies(null, original)).toBe(false);
  });
});

describe('a widths map the panel did not write', () => {
  it.each([
    ['a string', 'texto'],
    ['an array', ['/a.jpg', '/b.png']],
    ['URLs that are not text', { '480': 5, '960': null }],
  ])('%s names no copy to make again', (_name, widths) => {
    const malformed = widths as unknown as Record<string, string>;
    expect(copiesToUpgrade(malformed, original)).toEqual([]);
    expect(needsNewCopies(malformed, original)).toBe(false);
  });
});
