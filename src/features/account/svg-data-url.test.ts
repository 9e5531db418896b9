import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './svg-data-url';

describe('svgDataUrl', () => {
  it('encodes the SVG supabase-js hands over, so a colour’s # does not cut the image short', () => {
    const url = svgDataUrl('data:image/svg+xml;utf-8,<svg fill="#ffffff"><path d="M0 0h1"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toContain('#');
    expect(decodeURIComponent(url.split(',')[1]!)).toBe('<svg fill="#ffffff"><path d="M0 0h1"/></svg>');
  });
});
