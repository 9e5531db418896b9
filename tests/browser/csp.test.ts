// Every page is sent with a Content Security Policy (server/http/security-headers.ts)
// and works under it — the public pages, the sign-in and the panel, including the image
// compressor's worker — with not one violation reported by the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';
import { webp, writeDone } from './admin-helpers.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;
let backend: Backend;
let browser: Browser;

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

/** A context that records every CSP violation its pages report. */
async function watchedContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  return context;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('content security policy', () => {
  it('is sent with every page: own sources only, no inline code but by hash, no framing', async () => {
    for (const path of ['/', '/ProjectsGallery', '/WhoWeAre', '/login', '/admin', '/no-existe']) {
      const res = await fetch(backend.url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect({ path, csp }).toMatchObject({ path, csp: expect.stringContaining("frame-ancestors 'none'") });
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      // 'wasm-unsafe-eval' (WebAssembly for the 3D viewer) is allowed; eval of JavaScript is not.
      expect(csp).not.toContain("'unsafe-eval'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('the public pages work under it with no violation', async () => {
    const { data } = await backend.client().from('Project').select('*').limit(1).single();
    const context = await watchedContext();
    for (const path of ['/', '/ProjectsGallery?type=Residencial', '/WhoWeAre', projectPath(data!)]) {
      const page = await context.newPage();
      await page.goto(backend.url + path);
      await waitForLoadingScreen(page);
      await page.mouse.wheel(0, 4000); // lazy images and the footer
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
      await page.close();
    }
    await context.close();
  });

  it('the panel signs in and compresses an upload in its worker with no violation', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    await page.goto(`${backend.url}/login`);
    await page.getByLabel('Correo electrónico').fill(backend.admin.email);
    await page.getByLabel('Contraseña').fill(backend.admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${backend.url}/admin`);
    await page.getByRole('tab', { name: 'Galería' }).click();
    await page
      .getByLabel('Elegir foto')
      .setInputFiles({ name: 'Maqueta.webp', mimeType: 'image/webp', buffer: await webp(2400, 1200) });
    await page.getByRole('button', { name: 'Subir foto' }).click();
    await writeDone(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
