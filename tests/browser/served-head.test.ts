// The served head seen from a real browser: the home page shows the
// projects the server drew, its first slide is the image the head preloaded (fetched once, no
// "preloaded but not used" warning), the project page's poster likewise, and titles follow
// client-side navigation from a page served with another route's head.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { projectPathIn } from '../../core/i18n/localized-text.ts';
import type { Project } from '../../core/database-shapes.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import type { ViteManifest } from '../../server/site/route-assets.ts';
import { readHead } from '../support/html-head.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let browser: Browser;
let projects: Project[];

/**
 * The chunks LazyImageNote fetches after the page's own code (src/components/LazyImageNote.tsx), with
 * what they import, read from the build's manifest: their names are Rollup's to choose.
 */
let lateNotes: Set<string>;

function noteChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as ViteManifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (/^(SettingsImageNote|ImageNoteOf)-/.test(path.basename(chunk.file)) && chunk.file.endsWith('.js')) visit(key);
  return files;
}

beforeAll(async () => {
  lateNotes = noteChunks();
  [backend, browser] = await Promise.all([startBackend({ seed: true, serveApp: true }), launchBrowser()]);
  const { data, error } = await backend.client().from('Project').select('*').order('id');
  if (error || !data) throw new Error(`projects: ${error?.message}`);
  projects = data;
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

interface Visit {
  page: Page;
  html: string;
  /** Image URLs requested, in order (absolute). */
  images: string[];
  warnings: string[];
}

async function visit(path: string, viewport = { width: 390, height: 844 }): Promise<Visit> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const images: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const response = await page.goto(backend.url + path);
  const html = (await response?.text()) ?? '';
  await waitForLoadingScreen(page);
  return { page, html, images, warnings };
}

/** Every URL a preload link in the served head offers (href and each imagesrcset candidate). */
function preloaded(html: string): string[] {
  const link = readHead(html).links.find((l) => l.rel === 'preload' && l.as === 'image');
  if (!link) return [];
  const candidates = (link.imagesrcset ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean);
  return [link.href!, ...candidates].map((u) => new URL(u, backend.url).href);
}

describe('LCP image preloaded in the served head', () => {
  it("home: the slider opens on the server's draw, with the preloaded image, fetched once", async () => {
    const { page, html, images, warnings } = await visit('/');
    const drawn = readHead(html).data['featured-projects'] as number[];
    expect(drawn).toHaveLength(5);
    const first = projects.find((p) => p.id === drawn[0])!;
    await expect
      .poll(() => page.locator('[aria-live="polite"] a').first().textContent())
      .toContain(first.title);
    const shown = await page
      .locator('[aria-roledescription="carrusel"] img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    // The head's preload is the page's first image request; the slide shows what it fetched
    // (with other sizes than the slide's the browser would pick another candidate).
    const offered = preloaded(html);
    expect(images.find((u) => offered.includes(u))).toBe(shown);
    expect(images.filter((u) => u === shown)).toHaveLength(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    await page.context().close();
  });

  for (const [form, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)
    it(`project page (${form}): the video's poster is the preloaded image at the screen's width, fetched once`, async () => {
      const project = projects.find((p) => p.video && p.render)!;
      const { page, html, images, warnings } = await visit(projectPath(project), viewport);
      const poster = page.locator('[data-nav-hero] img').first();
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
      const shown = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
      // A phone fetches a phone-sized frame: the 1920 px one only on a wide screen.
      if (form === 'phone') expect(shown).not.toMatch(/width=1920/);
      expect(await page.locator('video').first().getAttribute('poster')).toBeNull();
      expect(images.find((u) => preloaded(html).includes(u))).toBe(shown);
      expect(images.filter((u) => u === shown)).toHaveLength(1);
      expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
      await page.context().close();
    });
});

describe("the route's code announced in the head", () => {
  it('every script a public page runs was offered by the served HTML, none found one round trip later', async () => {
    const project = projects.find((p) => p.video && p.render)!;
    // In English too: the English catalogue's chunk is announced with the route's.
    for (const path of [
      '/',
      '/ProjectsGallery',
      projectPath(project),
      '/WhoWeAre',
      '/en',
      '/en/ProjectsGallery',
      projectPathIn('en', project),
      '/en/WhoWeAre',
    ]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts: string[] = [];
      const warnings: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      const html = (await (await page.goto(backend.url + path))?.text()) ?? '';
      await waitForLoadingScreen(page);
      const head = readHead(html);
      const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
      expect(entry, path).toMatch(/^\/assets\/index-/);
      const offered = head.links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
      expect(offered.length, path).toBeGreaterThan(0);
      // The route's chunk and its imports, all of them, and nothing the page did not run.
      // The visit counter is meant to come late: it loads once the page is shown and idle; so are
      // the image notes' readers below the fold (/WhoWeAre's credited portraits and photos).
      const ran = scripts.filter(
        (s) => s !== entry && !s.startsWith('/assets/visit-count-') && !(lateNotes.has(s) && !offered.includes(s)),
      );
      expect([...new Set(ran)].sort(), path).toEqual([...offered].sort());
      const styles = head.links.filter((l) => l.rel === 'preload' && l.as === 'style').map((l) => l.href);
      const applied = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (l) => new URL(l.href).pathname,
        ),
      );
      for (const style of styles) expect(applied, path).toContain(style);
      expect(
        warnings.filter((w) => /preload/i.test(w)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });
});

describe('titles on client-side navigation', () => {
  it("follow the app's routes from a page served with a project's head", async () => {
    const project = projects[0]!;
    const { page } = await visit(projectPath(project), { width: 1280, height: 800 });
    expect(await page.title()).toBe(`${project.title} – ${project.type} | Alba Nogal`);
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await expect.poll(() => page.title()).toBe('Alba Nogal · Arquitectura e Interiorismo');
    await page.getByRole('link', { name: 'Acerca de nosotros' }).first().click();
    await expect.poll(() => page.title()).toBe('Acerca de nosotros | Alba Nogal');
    await page.getByRole('link', { name: 'Galería' }).first().click();
    await expect.poll(() => page.title()).toBe('Proyectos comerciales | Alba Nogal');
    await page.context().close();
  });
});
