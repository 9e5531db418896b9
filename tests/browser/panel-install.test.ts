// The panel can be added to a phone's home screen: /admin's head links a web app manifest (the
// studio's name, icons, scope /admin) that Chromium finds installable; no public page links it —
// not as served, and not after leaving the panel for the site without a reload.
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO } from '../../core/studio/studio.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { signIn, type Backend } from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true, seed: true });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const MANIFEST = '/admin/manifest.webmanifest';

describe('the panel as an app', () => {
  it('the served head of /admin links the manifest and the home-screen icon; no public page does', async () => {
    const head = async (path: string) => {
      const html = await (await fetch(backend.url + path)).text();
      return html.slice(0, html.indexOf('</head>'));
    };
    const admin = await head('/admin');
    expect(admin).toContain(`<link rel="manifest" href="${MANIFEST}">`);
    expect(admin).toContain('<link rel="apple-touch-icon" href="/admin/apple-touch-icon.png">');
    const { data } = await backend.client().from('Project').select('title, subtitle').limit(1).single();
    const project = `/ProjectsGallery/${encodeURIComponent(`${data!.title}-${data!.subtitle}`)}`;
    for (const path of ['/', '/ProjectsGallery', project, '/WhoWeAre', '/login', '/en', '/en/WhoWeAre']) {
      const page = await head(path);
      expect(page, path).toContain('<title>');
      expect(page, path).not.toContain('manifest');
      expect(page, path).not.toContain('apple-touch-icon');
    }
  });

  it('names the studio, opens on /admin and stays in it, and every icon is there at its size', async () => {
    const answer = await fetch(backend.url + MANIFEST);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' });
    expect(manifest.name).toContain(STUDIO.name);
    expect(manifest.icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of [
      ...manifest.icons,
      { src: '/admin/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const file = await fetch(backend.url + icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toBe(icon.type);
      const { width, height } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('Chromium finds the panel installable, and the site it links to not', async () => {
    const page = await signIn(browser, backend, backend.admin, { width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    // A test browser's window is a private one, which never installs: that alone is left out.
    const installable = async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito');
    await expect.poll(installable, { timeout: 15_000 }).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(backend.url + MANIFEST);
    expect(errors).toEqual([]);
    // 'Ver sitio': the public page the panel opens carries none of it.
    await page.getByRole('link', { name: 'Ver sitio' }).click();
    await page.waitForURL(`${backend.url}/`);
    await page.getByRole('navigation', { name: 'Principal' }).waitFor();
    await expect
      .poll(() => page.locator('link[rel="manifest"], link[rel="apple-touch-icon"]').count())
      .toBe(0);
    await expect.poll(installable).toContain('no-manifest');
    await page.context().close();
  });
});
