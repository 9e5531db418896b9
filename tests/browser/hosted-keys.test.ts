// In Chromium: the app with today's keys. Served through the gateway double
// (tests/support/gateway.ts) it signs in and edits with the publishable key; the secret key is
// refused from the browser; the login page trusts a stored session only when getClaims() verifies
// it. And `npm start`'s hosted mode: a project added through the API opens with its own head and
// is in the sitemap, with no prerender.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostedSite, type HostedSite } from '../../server/hosted/hosted-site';
import { projectPath } from '../../core/addresses/project-path';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { eventually } from '../support/eventually.ts';
import { startGateway, type Gateway } from '../support/gateway.ts';
import { readHead } from '../support/html-head.ts';
import { type Backend, signIn, writeDone } from './admin-helpers.ts';

let backend: Backend;
let gw: Gateway;
let browser: Browser;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true, seed: true });
  gw = await startGateway(backend);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await gw?.stop();
  await backend?.stop();
});

describe('the app through the gateway, with the publishable key', () => {
  it('signs in and adds a testimonial; every API call carried the publishable key', async () => {
    const page = await signIn(browser, { ...backend, url: gw.url });
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('Clienta de la pasarela');
    await page.getByLabel('Testimonio', { exact: true }).fill('Publicado con la clave publicable.');
    await page.getByRole('button', { name: 'Agregar testimonio' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Editar testimonio de Clienta de la pasarela' }).waitFor();
    const { data } = await backend.client(backend.serviceKey).from('Client').select('name');
    expect(data?.map((c) => c.name)).toContain('Clienta de la pasarela');
    // Public files, the JWKS and CORS preflights need no key; every other API call carried the
    // publishable key.
    const keyed = gw.forwarded.filter(
      (f) =>
        /^\/(rest|auth|storage)\/v1\//.test(f.path) &&
        !/\/public\/|jwks\.json$/.test(f.path) &&
        f.method !== 'OPTIONS',
    );
    expect(keyed.length).toBeGreaterThan(3);
    expect(keyed.filter((f) => f.sent !== gw.publishableKey).map((f) => f.path)).toEqual([]);
    // getClaims() on /login: a session this project signed is trusted, so /login moves on to /admin.
    await page.goto(`${gw.url}/login`);
    await page.waitForURL(`${gw.url}/admin`);
    await page.context().close();
  }, 90_000);

  it('the secret key used from the page is refused with 401', async () => {
    const page = await browser.newPage();
    await page.goto(`${gw.url}/login`);
    const statuses = await page.evaluate(async (key) => {
      const paths = ['/rest/v1/Project?select=id', '/auth/v1/settings', '/storage/v1/object/Gallery/x.png'];
      return Promise.all(paths.map(async (p) => (await fetch(p, { headers: { apikey: key } })).status));
    }, gw.secretKey);
    expect(statuses).toEqual([401, 401, 401]);
    await page.close();
  });

  it('a stored session whose signature does not verify is not trusted by /login', async () => {
    const page = await signIn(browser, { ...backend, url: gw.url });
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      session.access_token = `${session.access_token.slice(0, -6)}AAAAAA`;
      localStorage.setItem(key, JSON.stringify(session));
    });
    await page.goto(`${gw.url}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    // getSession() alone would have believed it and gone on to /admin.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  }, 60_000);
});

describe('npm start in hosted mode', () => {
  let site: HostedSite;
  beforeAll(async () => {
    site = await startHostedSite({
      supabaseUrl: gw.url,
      publicKey: gw.publishableKey,
      port: 0,
      host: '127.0.0.1',
      maxAgeMs: 1000,
      log: () => {},
    });
  });
  afterAll(() => site?.close());

  it('a project added through the API opens with its own head and is in the sitemap, without a prerender', async () => {
    const url = site.url.replace('localhost', '127.0.0.1');
    const admin = backend.client();
    expect((await admin.auth.signInWithPassword(backend.admin)).error).toBeNull();
    const added = { title: 'Pabellón Alameda', subtitle: `Etapa ${Date.now() % 1000}` };
    const { error } = await admin.from('Project').insert({
      ...added,
      description: 'Un pabellón abierto al parque.',
      year: '2026',
      location: 'Morelia',
      type: 'Equipamiento',
    });
    expect(error).toBeNull();
    const address = projectPath(added);
    await eventually(
      async () => {
        const res = await fetch(url + address);
        expect(res.status).toBe(200);
        expect(readHead(await res.text()).meta('og:title')).toContain(added.title);
        expect(await (await fetch(`${url}/sitemap.xml`)).text()).toContain(address);
      },
      { timeout: 15_000, interval: 250 },
    );
    // The app itself, served by the hosted-mode server, reads the project from the project's API.
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('pageerror:', e.message));
    await page.goto(url + address);
    await page.getByRole('heading', { level: 1, name: added.title }).waitFor({ timeout: 30_000 });
    await page.close();
  }, 90_000);
});
