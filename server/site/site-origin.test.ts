import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseSiteUrl, siteOrigin } from './site-origin';

function req(headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { headers, socket: { encrypted } } as unknown as IncomingMessage;
}

describe('siteOrigin', () => {
  it('prefers SITE_URL, reduced to its origin', () => {
    expect(siteOrigin(req({ host: 'internal:3000' }), { siteUrl: 'https://albanogal.mx/' })).toBe(
      'https://albanogal.mx',
    );
    expect(() => parseSiteUrl('ftp://x')).toThrow(/http/);
    expect(() => parseSiteUrl('albanogal.mx')).toThrow();
  });

  it("uses the request's Host, and X-Forwarded-* only with trustProxy", () => {
    const forwarded = req({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'albanogal.mx',
      'x-forwarded-proto': 'https',
    });
    expect(siteOrigin(forwarded, {})).toBe('http://127.0.0.1:3000');
    expect(siteOrigin(forwarded, { trustProxy: true })).toBe('https://albanogal.mx');
    expect(
      siteOrigin(req({ host: 'a.mx', 'x-forwarded-host': 'b.mx, c.mx', 'x-forwarded-proto': 'https,http' }), {
        trustProxy: true,
      }),
    ).toBe('https://b.mx');
    expect(siteOrigin(req({ host: 'a.mx' }, true), {})).toBe('https://a.mx');
  });

  it('never echoes a Host that is not a host name', () => {
    expect(siteOrigin(req({ host: 'evil.mx"><script>' }), {})).toBe('http://localhost');
    expect(siteOrigin(req({ host: 'a.mx', 'x-forwarded-host': 'x y' }), { trustProxy: true })).toBe(
      'http://a.mx',
    );
  });
});
