// `npm start`'s hosted mode. The built app is served in front of a hosted project — here
// the embedded backend behind the gateway double, standing in for it — and each page's head,
// robots.txt and sitemap.xml are read from the project's REST API with the publishable key: a
// project added in the panel shows in its link preview and in the sitemap within the cache time,
// with no prerender.
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostedSite, type HostedSite } from '../../server/hosted/hosted-site';
import { startBackend, type TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { startGateway, type Gateway } from '../support/gateway';
import { readHead } from '../support/html-head';
import { freePort } from '../../scripts/free-port';
import { projectPath } from '../../core/addresses/project-path';
import { appFixture } from './app-fixture';
import { keyClient, must, project, type Client } from './helpers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SITE = 'https://albanogal.example';

let b: TestBackend;
let gw: Gateway;
let site: HostedSite;
let appDir: string;
let admin: Client;

async function get(path: string) {
  const res = await fetch(site.url.replace('localhost', '127.0.0.1') + path);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, head: readHead(text) };
}

beforeAll(async () => {
  appDir = await appFixture();
  b = await startBackend({ seed: true, serveApp: false });
  gw = await startGateway(b);
  site = await startHostedSite({
    supabaseUrl: gw.url,
    publicKey: gw.publishableKey,
    port: 0,
    host: '127.0.0.1',
    appDir,
    siteUrl: SITE,
    maxAgeMs: 1000,
    log: () => {},
  });
  admin = keyClient(gw.url, gw.publishableKey);
  expect((await admin.auth.signInWithPassword(b.admin)).error).toBeNull();
});

afterAll(async () => {
  await site?.close();
  await gw?.stop();
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('hosted mode', () => {
  it("serves each project's page with its own head and a real 404, read from the project", async () => {
    const [first] = must(await admin.from('Project').select('title, subtitle').order('position').limit(1));
    const page = await get(projectPath(first!));
    expect(page.status).toBe(200);
    expect(page.head.meta('og:title')).toContain(first!.title);
    expect(page.head.meta('og:url')).toMatch(new RegExp(`^${SITE}/ProjectsGallery/`));
    expect((await get('/ProjectsGallery/No-Existe')).status).toBe(404);
  });

  it("answers a renamed project's former address with a 301 to its current one", async () => {
    const [first] = must(
      await admin.from('Project').select('id, title, subtitle').order('position').limit(1),
    );
    must(
      await admin
        .from('Project')
        .update({ title: `${first!.title} (nuevo)` })
        .eq('id', first!.id)
        .select(),
    );
    try {
      await eventually(async () => {
        const res = await fetch(
          site.url.replace('localhost', '127.0.0.1') + projectPath(first!) + '?ref=revista',
          {
            redirect: 'manual',
          },
        );
        await res.arrayBuffer();
        expect([res.status, res.headers.get('location')]).toEqual([
          301,
          `${projectPath({ ...first!, title: `${first!.title} (nuevo)` })}?ref=revista`,
        ]);
      });
    } finally {
      must(await admin.from('Project').update({ title: first!.title }).eq('id', first!.id).select());
    }
  });

  it('tells the app where the project is, and its CSP lets the app reach it', async () => {
    const page = await get('/');
    expect(page.head.meta('supabase-url')).toBe(gw.url);
    expect(page.head.meta('supabase-publishable-key')).toBe(gw.publishableKey);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`connect-src 'self' blob: ${gw.url.replace(/[.]/g, '\\.')}`));
    expect(page.head.links.some((l) => l.rel === 'preconnect' && l.href === gw.url)).toBe(true);
    for (const secret of [b.secretKey, b.serviceKey, b.backend.keys.jwtSecret])
      expect(page.text).not.toContain(secret);
  });

  it('a project added through the API appears in its head and in the sitemap without a prerender', async () => {
    const title = 'Casa Nueva';
    const subtitle = `Lote ${Date.now()}`;
    const address = projectPath({ title, subtitle });
    // Read once before, so the cache holds the list without it.
    expect((await get(address)).status).toBe(404);
    expect((await get('/sitemap.xml')).text).not.toContain(encodeURIComponent(subtitle));
    must(
      await admin
        .from('Project')
        .insert(project({ title, subtitle, type: 'Comercial' }))
        .select(),
    );
    await eventually(
      async () => {
        const page = await get(address);
        expect(page.status).toBe(200);
        expect(page.head.meta('og:title')).toContain(title);
        const sitemap = await get('/sitemap.xml');
        expect(sitemap.text).toContain(`${SITE}${address}`);
      },
      { timeout: 15_000, interval: 250 },
    );
    const robots = await get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('answers no API of its own and takes no writes', async () => {
    const api = await get('/rest/v1/Project?select=*');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.text)).toEqual({ message: `The API of this site is ${gw.url}` });
    const post = await fetch(`${site.url}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
  });
});

describe('npm start with VITE_SUPABASE_URL and the publishable key', () => {
  let child: ChildProcess | undefined;
  afterAll(() => child?.kill('SIGTERM'));

  it('starts in hosted mode: no data dir, the sitemap read from the project', async () => {
    const port = await freePort();
    const dataDir = path.join(appDir, 'no-debe-existir');
    child = execFile(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts', 'start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_URL: SITE,
        VITE_SUPABASE_URL: gw.url,
        VITE_SUPABASE_PUBLISHABLE_KEY: gw.publishableKey,
        HOSTED_CACHE_S: '1',
      },
    });
    const health = await eventually(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        return (await res.json()) as { mode: string };
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(health.mode).toBe('hosted');
    const sitemap = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
    const [first] = must(await admin.from('Project').select('title, subtitle').order('position').limit(1));
    expect(sitemap).toContain(`${SITE}${projectPath(first!)}`);
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);
});
