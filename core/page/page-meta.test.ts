import { describe, expect, it } from 'vitest';
import { pageTitle, shortDescription } from './page-meta';

describe('pageTitle', () => {
  it('appends the studio name, or is the full studio name alone', () => {
    expect(pageTitle('Casa Aurora – Residencial')).toBe('Casa Aurora – Residencial | Alba Nogal');
    expect(pageTitle()).toBe('Alba Nogal · Arquitectura e Interiorismo');
  });
});

describe('shortDescription', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(shortDescription('  Una casa   entre\nárboles. ')).toBe('Una casa entre árboles.');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text =
      'Una casa de patios escalonados que sigue la pendiente del terreno, abierta al bosque y al cielo.';
    const short = shortDescription(text, 40);
    expect(short).toBe('Una casa de patios escalonados que…');
    expect(short.length).toBeLessThanOrEqual(40);
  });
});
