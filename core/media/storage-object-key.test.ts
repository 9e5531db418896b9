import { describe, expect, it } from 'vitest';
import { contentKeysIn, namedObject, ownContentKey, ownContentKeysIn } from './storage-object-key';

const own = (origin: string) => origin === 'https://abc.supabase.co';

describe('storage object keys', () => {
  it('reads every spelling of one object as the same key', () => {
    for (const url of [
      '/storage/v1/object/public/Gallery/a%20b.jpg',
      '/storage/v1/object/public/Gallery/a b.jpg',
      'https://abc.supabase.co/storage/v1/object/public/Gallery/a%20b.jpg',
      '/storage/v1/object/public/Gallery/x/../a%20b.jpg',
      '/storage/v1/object/public/Gallery/x/%2e%2e/a%20b.jpg',
      '/storage/v1/object/public/Gallery/%61%20b.jpg?v=2#top',
      '/storage/v1/render/image/public/Gallery/a%20b.jpg?width=480',
      ' /storage/v1/object/public/%47allery/a%20b.jpg ',
    ])
      expect([url, ownContentKey(url, own)]).toEqual([url, 'a b.jpg']);
  });

  it("never calls another site's URL, another bucket or a bad escape ours", () => {
    expect(ownContentKey('https://otro.example/storage/v1/object/public/Gallery/a.jpg', own)).toBeNull();
    expect(ownContentKey('//otro.example/storage/v1/object/public/Gallery/a.jpg', own)).toBeNull();
    expect(ownContentKey('/storage/v1/object/public/Otro/a.jpg', own)).toBeNull();
    expect(ownContentKey('/storage/v1/object/public/Gallery/%E0%A4%A.jpg', own)).toBeNull();
    expect(ownContentKey('/images/a.jpg', own)).toBeNull();
    expect(namedObject('https://otro.example/storage/v1/object/public/Gallery/a.jpg')?.origin).toBe(
      'https://otro.example',
    );
  });

  it('finds keys anywhere in a row, also inside text, whatever the origin', () => {
    const row = {
      url: 'https://otro.example/storage/v1/object/public/Gallery/uno.jpg',
      widths: { '480': '/storage/v1/object/public/Gallery/dos.webp' },
      description: 'Ver (/storage/v1/object/public/Gallery/tres.jpg).',
    };
    // Inside prose both readings count ('tres.jpg' and 'tres.jpg).'): a key may end in ')'.
    expect([...contentKeysIn(row)]).toEqual(expect.arrayContaining(['dos.webp', 'tres.jpg', 'uno.jpg']));
    const ours = [...ownContentKeysIn(row, own)];
    expect(ours).toEqual(expect.arrayContaining(['dos.webp', 'tres.jpg']));
    expect(ours).not.toContain('uno.jpg');
  });
});
