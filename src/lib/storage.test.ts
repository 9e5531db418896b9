import { describe, expect, it, vi } from 'vitest';

// storage.ts talks to the Supabase client; only its pure helpers are tested here.
vi.mock('./supabase', () => ({ supabase: {}, supabaseUrl: '', supabasePublicKey: '' }));
vi.mock('./compress-image', () => ({ compressImage: (f: File) => f }));

const { isBucketUrl, storageNameFromUrl, toStoredUrl } = await import('./storage');

describe('storageNameFromUrl', () => {
  it('takes the last path segment of an absolute public URL, decoded', () => {
    expect(
      storageNameFromUrl(
        'https://xyz.supabase.co/storage/v1/object/public/Gallery/1732300000000-Casa%20R%C3%ADo.jpg',
      ),
    ).toBe('1732300000000-Casa Río.jpg');
  });

  it('works for relative URLs and ignores query strings and fragments', () => {
    expect(storageNameFromUrl('/storage/v1/object/public/Gallery/1-fachada.webp?t=3#x')).toBe(
      '1-fachada.webp',
    );
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(storageNameFromUrl('/storage/v1/object/public/Gallery/1-100%.jpg')).toBe('1-100%.jpg');
  });
});

describe('isBucketUrl', () => {
  it('accepts URLs of the Gallery bucket only', () => {
    expect(isBucketUrl('/storage/v1/object/public/Gallery/1-a.jpg')).toBe(true);
    expect(isBucketUrl('https://xyz.supabase.co/storage/v1/object/public/Gallery/1-a.jpg')).toBe(true);
    expect(isBucketUrl('https://images.example.com/a.jpg')).toBe(false);
    expect(isBucketUrl('/storage/v1/object/public/Other/1-a.jpg')).toBe(false);
  });
});

describe('toStoredUrl', () => {
  it('saves the path alone when storage is served by the page origin', () => {
    expect(
      toStoredUrl('http://localhost:3501/storage/v1/object/public/Gallery/1-a.jpg', 'http://localhost:3501'),
    ).toBe('/storage/v1/object/public/Gallery/1-a.jpg');
  });

  it('keeps a hosted project URL absolute', () => {
    const url = 'https://xyz.supabase.co/storage/v1/object/public/Gallery/1-a.jpg';
    expect(toStoredUrl(url, 'https://estudio.example.com')).toBe(url);
  });
});
