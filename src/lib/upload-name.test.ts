import { describe, expect, it } from 'vitest';
import { safeFileName, uploadName } from './upload-name';

describe('uploadName', () => {
  it('prefixes the timestamp and a hyphen', () => {
    expect(uploadName('fachada.jpg', 1732300000000)).toBe('1732300000000-fachada.jpg');
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const [stamp] = uploadName('a.png').split('-');
    expect(Number(stamp)).toBeGreaterThanOrEqual(before);
    expect(Number(stamp)).toBeLessThanOrEqual(Date.now());
  });
});

describe('safeFileName', () => {
  it('strips accents to ASCII and keeps the name recognisable', () => {
    expect(safeFileName('Fachada Río Ñandú.JPG')).toBe('Fachada-Rio-Nandu.jpg');
    expect(safeFileName('Salón comedor – versión 2.webp')).toBe('Salon-comedor-version-2.webp');
  });

  it('turns spaces and underscores into single hyphens', () => {
    expect(safeFileName('  plano   planta_baja .png')).toBe('plano-planta-baja.png');
  });

  it('drops unsafe symbols', () => {
    expect(safeFileName('casa#1 (final)?&%.jpeg')).toBe('casa1-final.jpeg');
    expect(safeFileName('../../etc/passwd.png')).toBe('etc-passwd.png');
  });

  it('keeps the extension and removes extra dots from the base', () => {
    expect(safeFileName('render.v2.final.png')).toBe('render-v2-final.png');
    expect(safeFileName('video.MP4')).toBe('video.mp4');
  });

  it('names files without a usable base or extension', () => {
    expect(safeFileName('¿¿??.jpg')).toBe('archivo.jpg');
    expect(safeFileName('sinextension')).toBe('sinextension');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('')).toBe('archivo');
  });

  it('limits very long names', () => {
    const name = safeFileName(`${'a'.repeat(300)}.jpg`);
    expect(name).toBe(`${'a'.repeat(80)}.jpg`);
  });
});
