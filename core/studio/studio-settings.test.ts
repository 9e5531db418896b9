import { describe, expect, it } from 'vitest';
import { safeUrl, studioSettings } from './studio-settings';

// The studio's portraits, reel and poster take only http(s)://host/… or a path on
// this site; `/\host/path` passed (browsers read it as //host/path) and only the CSP stopped it.
describe('safeUrl', () => {
  it.each([
    'https://cdn.example.com/foto.webp',
    'http://127.0.0.1:54321/storage/v1/object/public/Gallery/a.webp',
    'https://example.com',
    'https://example.com?x=1',
    '/storage/v1/object/public/Gallery/1700000000000-retrato.webp',
    '/assets/reel.mp4',
  ])('keeps %s', (url) => {
    expect(safeUrl(url, true)).toBe(url);
  });

  it.each([
    '/\\evil.example/x.webp',
    '/\\/evil.example/x.webp',
    '//evil.example/x.webp',
    '\\\\evil.example/x.webp',
    'https://evil.example\\@good.example/x',
    'https://user@evil.example/x',
    'https:/\\evil.example/x',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/ruta con espacio.webp',
    '/ruta\u0000.webp',
    'relativa.webp',
    'https://',
  ])('drops %j', (url) => {
    expect(safeUrl(url, true)).toBe('');
  });

  it('takes no path where only links are allowed', () => {
    expect(safeUrl('/storage/v1/object/public/Gallery/a.webp')).toBe('');
  });

  it('whatever the stored document says, the portraits, reel and poster that reach a page are safe', () => {
    const s = studioSettings({
      founders: [{ photo: '/\\evil.example/a.webp' }, { photo: '/storage/v1/object/public/Gallery/b.webp' }],
      reel: { video: '/\\evil.example/v.mp4', poster: '//evil.example/p.webp' },
    });
    expect(s.founders.map((f) => f.photo)).toEqual(['', '/storage/v1/object/public/Gallery/b.webp']);
    expect(s.reel).toEqual({
      video: '',
      poster: '',
      phone: '',
      phonePoster: '',
      videoType: '',
      phoneType: '',
      posterFocus: '',
    });
  });

  it("keeps the reel's types and poster point as written (text with spaces, no URL)", () => {
    const videoType = 'video/mp4; codecs="hvc1.1.6.L153.B0, mp4a.40.2"';
    const s = studioSettings({ reel: { video: '/storage/v1/object/public/Gallery/r.mp4', videoType, posterFocus: '0.1 0.9' } });
    expect(s.reel.videoType).toBe(videoType);
    expect(s.reel.posterFocus).toBe('0.1 0.9');
    expect(s.reel.video).toBe('/storage/v1/object/public/Gallery/r.mp4');
  });
});
