// `npm run prerender` (scripts/prerender.ts) pointed at an embedded backend, as it would be at a
// hosted project: the static files carry the same heads the server serves for the same data.
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prerender } from '../../scripts/prerender';
import type { TestBackend } from '../../harness/backend';
import { readHead } from '../support/html-head';
import { appFixture } from './app-fixture';
import { must, project, signInAdmin, startApi, type Client, type Row } from './helpers';

let b: TestBackend;
let admin: Client;
let appDir: string;
const PREVIEW_COPY = '/storage/v1/object/public/Gallery/1732300000003-a-vista-previa.jpg';
let outDir: string;
let projects: Row<'Project'>[];

/** The blocks page-head.ts owns, as they appear in a page. */
function ownedHead(html: string): string {
  return [...html.matchAll(/<!-- page-head -->[\s\S]*?<!-- \/page-head -->/g)].map((m) => m[0]).join('\n');
}

const run = () =>
  prerender({
    supabaseUrl: b.url,
    publicKey: b.publishableKey,
    siteUrl: b.url,
    distDir: outDir,
    transforms: true,
  });

beforeAll(async () => {
  appDir = await appFixture();
  outDir = await mkdtemp(path.join(tmpdir(), 'estudio-prerender-'));
  await cp(appDir, outDir, { recursive: true });
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
  projects = must(
    await admin
      .from('Project')
      .insert([
        project({
          title: 'Casa Río-Bravo',
          subtitle: 'Residencia',
          render: '/storage/v1/object/public/Gallery/1732300000000-a.webp',
          // A focal point, and the link-preview copy the panel cut around it.
          render_focus_x: 0.1,
          render_focus_y: 0.5,
          render_preview: PREVIEW_COPY,
        }),
        project({
          title: `Café "Ñ" <Sur> & Co`,
          subtitle: 'Local 2',
          type: 'Comercial',
          render: '/storage/v1/object/public/Gallery/1732300000001-b.webp',
          video: '/storage/v1/object/public/Gallery/1732300000002-v.mp4',
        }),
      ])
      .select(),
  );
  await run();
});

afterAll(async () => {
  await b?.stop();
  await Promise.all([appDir, outDir].map((d) => rm(d, { recursive: true, force: true })));
});

it('writes each project page, the gallery, WhoWeAre, login, admin and 404 with the heads the server serves', async () => {
  const pages: [string, string][] = [
    ['/ProjectsGallery', 'ProjectsGallery/index.html'],
    ['/WhoWeAre', 'WhoWeAre/index.html'],
    ['/login', 'login/index.html'],
    ['/admin', 'admin/index.html'],
    ['/no-existe', '404.html'],
    ...projects.map((p): [string, string] => [
      `/ProjectsGallery/${encodeURIComponent(`${p.title}-${p.subtitle}`)}`,
      `ProjectsGallery/${p.title}-${p.subtitle}/index.html`,
    ]),
  ];
  for (const [url, file] of pages) {
    const served = await (await fetch(b.url + url)).text();
    const written = await readFile(path.join(outDir, file), 'utf8');
    // The same studio settings, marked as the prerender's copy (the app re-reads them).
    expect(ownedHead(written)).toContain('id="studio-settings" data-source="prerender"');
    expect(ownedHead(written).replace('data-source="prerender"', 'data-source="server"'), file).toBe(
      ownedHead(served),
    );
    expect(ownedHead(written)).not.toBe('');
  }
  const cafe = readHead(
    await readFile(path.join(outDir, `ProjectsGallery/Café "Ñ" <Sur> & Co-Local 2/index.html`), 'utf8'),
  );
  expect(cafe.title).toBe(`Café "Ñ" <Sur> & Co – Comercial | Alba Nogal`);
  expect(readHead(await readFile(path.join(outDir, '404.html'), 'utf8')).meta('robots')).toBe(
    'noindex, nofollow',
  );
});

it("names a cover's link-preview copy (cut around its focal point) as the written pages' preview image, in both languages", async () => {
  for (const folder of ['', 'en/']) {
    const head = readHead(
      await readFile(
        path.join(outDir, `${folder}ProjectsGallery/Casa Río-Bravo-Residencia/index.html`),
        'utf8',
      ),
    );
    expect(head.meta('og:image'), folder).toBe(b.url + PREVIEW_COPY);
    expect(head.meta('twitter:image'), folder).toBe(b.url + PREVIEW_COPY);
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
  }
});

it("gives the home page the server's head without a draw (a static file cannot draw per visit)", async () => {
  const served = readHead(await (await fetch(`${b.url}/`)).text());
  const written = readHead(await readFile(path.join(outDir, 'index.html'), 'utf8'));
  expect(written.title).toBe(served.title);
  // The same tags, but for the anon key the embedded backend adds (a hosted build has it built in).
  expect(written.metas).toEqual(served.metas.filter((m) => m.name !== 'supabase-publishable-key'));
  expect(written.jsonLd).toEqual(served.jsonLd);
  expect(written.data['featured-projects']).toBeUndefined();
});

it('writes the sitemap and robots.txt the server answers, and drops a deleted project on the next run', async () => {
  expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toBe(
    await (await fetch(`${b.url}/sitemap.xml`)).text(),
  );
  expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toBe(
    await (await fetch(`${b.url}/robots.txt`)).text(),
  );

  const [gone] = projects;
  must(await admin.from('Project').delete().eq('id', gone!.id).select());
  await run();
  await expect(
    stat(path.join(outDir, 'ProjectsGallery', `${gone!.title}-${gone!.subtitle}`)),
  ).rejects.toThrow();
  expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).not.toContain(
    encodeURIComponent(gone!.title),
  );
  // Filling an already filled index.html again leaves one head, not two.
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  expect(home.match(/<title>/g)).toHaveLength(1);
  expect(home.match(/<!-- page-head -->/g)).toHaveLength(2);
});

it("writes what static hosts need for a renamed project's former addresses, and drops them once gone", async () => {
  // The first project was deleted above; the second's name needs escaping everywhere.
  const cafe = projects[1]!;
  const oldName = `${cafe.title}-${cafe.subtitle}`;
  must(await admin.from('Project').update({ title: 'Café Norte' }).eq('id', cafe.id).select());
  await run();
  const newPath = `/ProjectsGallery/${encodeURIComponent('Café Norte-Local 2')}`;
  const oldPath = `/ProjectsGallery/${encodeURIComponent(oldName)}`;
  const redirects = await readFile(path.join(outDir, '_redirects'), 'utf8');
  expect(redirects).toContain(`${oldPath} ${newPath} 301\n`);
  expect(redirects).toContain(`/en${oldPath} /en${newPath} 301\n`);
  // A host without redirects serves the old folder: a page that moves the visitor on and tells
  // search engines where the project lives now.
  const page = await readFile(path.join(outDir, 'ProjectsGallery', oldName, 'index.html'), 'utf8');
  expect(page).toContain('<meta name="robots" content="noindex">');
  expect(page).toContain(`<link rel="canonical" href="${b.url}${newPath}">`);
  expect(page).toContain(`location.replace("${newPath}" + location.search + location.hash)`);
  expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${newPath}">`);
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  expect(sitemap).not.toContain(oldPath);

  // Dropped in the panel: the next run removes the page and the line.
  must(await admin.from('ProjectAddress').delete().eq('id_project', cafe.id).select());
  await run();
  expect(await readFile(path.join(outDir, '_redirects'), 'utf8')).not.toContain(oldPath);
  await expect(stat(path.join(outDir, 'ProjectsGallery', oldName))).rejects.toThrow();
});
