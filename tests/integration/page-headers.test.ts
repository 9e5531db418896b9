// Every HTML page the server sends — public pages, the panel, real 404s — carries the
// CSP and the anti-framing, referrer and permissions headers; the inline blocks it allows are the
// ones actually in the page.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { appFixture } from './app-fixture';
import { startApi } from './helpers';

let b: TestBackend;
let appDir: string;

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('HTML response headers', () => {
  it.each(['/', '/ProjectsGallery', '/WhoWeAre', '/admin', '/login', '/no-existe'])('%s', async (path) => {
    const res = await fetch(b.url + path);
    const html = await res.text();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Each inline script that runs is allowed by its hash (data blocks such as JSON-LD do not run).
    for (const [, attrs, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/(ld\+)?json"/.test(attrs!)) continue;
      const hash = createHash('sha256').update(body!).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });
});
