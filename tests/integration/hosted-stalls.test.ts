// Hosted mode in front of a project that misbehaves: one that stops answering, or answers with a
// body far larger than any site's content. Every read of the project is bounded in time and size,
// so pages never hang and never fail: they answer from the last good read, or — when there has
// never been one — with the app's generic head. The project here is the embedded backend behind
// the gateway double, reached through a small loopback server that passes requests on, holds
// them without answering, or streams an endless body, as the test says.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostedSite, type HostedSite, type HostedSiteOptions } from '../../server/hosted/hosted-site';
import { startBackend, type TestBackend } from '../../harness/backend';
import { startFakeProject, type FakeProject } from '../support/fake-project';
import { startGateway, type Gateway } from '../support/gateway';
import { readHead } from '../support/html-head';
import { projectPath } from '../../core/addresses/project-path';
import { appFixture } from './app-fixture';
import { keyClient, must } from './helpers';

const SITE = 'https://albanogal.example';
const GENERIC_TITLE = 'Título genérico';
const MiB = 1024 * 1024;

let b: TestBackend;
let gw: Gateway;
let fake: FakeProject;
let appDir: string;
const sites: HostedSite[] = [];
let firstProject: string;
let firstTitle: string;

async function hostedSite(extra: Partial<HostedSiteOptions> = {}): Promise<HostedSite> {
  const site = await startHostedSite({
    supabaseUrl: fake.url,
    publicKey: gw.publishableKey,
    port: 0,
    host: '127.0.0.1',
    appDir,
    siteUrl: SITE,
    maxAgeMs: 1000,
    readBounds: { timeoutMs: 1500, maxBytes: 8 * MiB },
    log: () => {},
    ...extra,
  });
  sites.push(site);
  return site;
}

async function get(site: HostedSite, path: string) {
  const res = await fetch(site.url.replace('localhost', '127.0.0.1') + path);
  const text = await res.text();
  return { status: res.status, text, head: readHead(text) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  appDir = await appFixture();
  b = await startBackend({ seed: true, serveApp: false });
  gw = await startGateway(b);
  fake = await startFakeProject(gw.url);
  const client = keyClient(gw.url, gw.publishableKey);
  const [first] = must(await client.from('Project').select('title, subtitle').order('position').limit(1));
  firstProject = projectPath(first!);
  firstTitle = first!.title;
}, 60_000);

afterAll(async () => {
  for (const site of sites) await site.close();
  await fake?.stop();
  await gw?.stop();
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('a hosted project that stops answering', () => {
  it('after one good read, pages and the sitemap answer from it', async () => {
    fake.mode = 'pass';
    const site = await hostedSite();
    const before = await get(site, firstProject);
    expect(before.head.meta('og:title')).toContain(firstTitle);
    fake.mode = 'stall';
    // Past the cache time: the next visitors would read the project again.
    await pause(1100);
    for (let i = 0; i < 3; i++) {
      const page = await get(site, firstProject);
      expect(page.status).toBe(200);
      expect(page.head.meta('og:title')).toContain(firstTitle);
    }
    const sitemap = await get(site, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`${SITE}${firstProject}`);
  }, 30_000);

  it('never read: pages answer 200 with the generic head, the sitemap says to come back later', async () => {
    fake.mode = 'stall';
    const site = await hostedSite();
    const pages = await Promise.all(['/', firstProject, '/WhoWeAre', firstProject].map((p) => get(site, p)));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.head.title).toBeTruthy();
    }
    // The project page, which needs the projects: the app's own generic head.
    expect(pages[1]!.head.title).toBe(GENERIC_TITLE);
    const sitemap = await get(site, '/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect((await get(site, '/robots.txt')).status).toBe(200);
    expect((await get(site, '/health')).status).toBe(200);
    // Once it answers again, the pages follow it.
    fake.mode = 'pass';
    let page = await get(site, firstProject);
    for (let i = 0; i < 40 && !page.head.meta('og:title'); i++) {
      await pause(500);
      page = await get(site, firstProject);
    }
    expect(page.head.meta('og:title')).toContain(firstTitle);
  }, 60_000);
});

describe('a hosted project that answers an endless body', () => {
  it('is read up to the size bound only; the page answers with the generic head', async () => {
    fake.mode = 'huge';
    fake.hugeBytesSent.length = 0;
    const site = await hostedSite({ readBounds: { timeoutMs: 30_000, maxBytes: 8 * MiB } });
    const page = await get(site, firstProject);
    expect(page.status).toBe(200);
    expect(page.head.title).toBe(GENERIC_TITLE);
    // The server stopped reading near its bound: far from the 400 MiB on offer (socket buffers
    // account for the rest).
    expect(fake.hugeBytesSent.length).toBeGreaterThan(0);
    for (const sent of fake.hugeBytesSent) expect(sent).toBeLessThan(64 * MiB);
    fake.mode = 'pass';
  }, 60_000);
});
