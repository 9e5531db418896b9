import { describe, expect, it } from 'vitest';
import { copiesToUpgrade } from './image-copies';

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
