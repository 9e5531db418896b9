// A project's widths map (render_widths) that is not the map the panel writes — a hosted project's
// row from before the rule (its constraint then unvalidated), or one a studio edited by hand — is
// ignored by every served page: the page answers 200 with the cover as a project without copies
// has it (the transformation endpoint's widths), never a 500; the sitemap still lists the project.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { readHead } from '../support/html-head';
import { projectPath } from '../../core/addresses/project-path';
import { appFixture } from './app-fixture';
import { must, project, signInAdmin, startApi, type Client, type Row } from './helpers';

const COVER = '/storage/v1/object/public/Gallery/1732300000000-faro.webp';
const GOOD_COPY = '/storage/v1/object/public/Gallery/1732300000001-faro-480w.webp';

let b: TestBackend;
let admin: Client;
let appDir: string;
let casa: Row<'Project'>;

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
  casa = must(
    await admin
      .from('Project')
      .insert(project({ title: 'Casa Faro', subtitle: 'Costa', type: 'Comercial', render: COVER }))
      .select()
      .single(),
  );
  // Move it first, so that the home page's first slide and the gallery's backdrop are its cover.
  await b.backend.db.pg.query(`update public."Project" set position = 0 where id = $1`, [casa.id]);
  await b.backend.db.pg.exec(`alter table public."Project" drop constraint "Project_render_widths_map"`);
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

const MALFORMED: [string, string][] = [
  ['a string', '"texto"'],
  ['a number', '42'],
  ['JSON null', 'null'],
  ['an array', '["/a.webp", "/b.webp"]'],
  ['an array of pairs', '[["480", "/a.webp"]]'],
  ['a width without a URL', '{"480": null}'],
  ['a width whose URL is a number', '{"480": 5}'],
  ['a width whose URL is an object', '{"480": {"url": "/a.webp"}}'],
  ['a key that is not a width', `{"ancho": "${GOOD_COPY}"}`],
  ['a script URL', '{"480": "javascript:alert(1)"}'],
  ['a URL with a space and a quote', `{"480": "/storage/v1/object/public/Gallery/a b\\" onerror=\\"x.webp"}`],
];

/** A write through the API: the served pages read the rows again. */
const touch = async () =>
  must(await admin.from('Project').update({ year: casa.year }).eq('id', casa.id).select());

const pages = () => ['/', '/ProjectsGallery', projectPath(casa), `/en${projectPath(casa)}`];

/** Each page's status and the image its head preloads. */
async function served(): Promise<{ page: string; status: number; preload?: Record<string, string> }[]> {
  return Promise.all(
    pages().map(async (page) => {
      const res = await fetch(b.url + page);
      const html = await res.text();
      expect(html).not.toContain('javascript:');
      expect(html).not.toContain('onerror');
      const preload = readHead(html).links.find((l) => l.rel === 'preload' && l.as === 'image');
      return { page, status: res.status, preload };
    }),
  );
}

let withoutCopies: Awaited<ReturnType<typeof served>>;

beforeAll(async () => {
  withoutCopies = await served();
  expect(withoutCopies.map((p) => p.status)).toEqual([200, 200, 200, 200]);
  for (const { preload } of withoutCopies) expect(preload?.href).toContain('faro.webp');
});

describe('a malformed render_widths', () => {
  it.each(MALFORMED)('%s: every page answers 200, its cover as without copies', async (_name, json) => {
    await b.backend.db.pg.query(`update public."Project" set render_widths = $1::jsonb where id = $2`, [
      json,
      casa.id,
    ]);
    await touch();
    expect(await served()).toEqual(withoutCopies);
    const sitemap = await fetch(`${b.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(encodeURIComponent('Faro'));
  });

  it('a good map next to malformed entries keeps its good widths', async () => {
    await b.backend.db.pg.query(`update public."Project" set render_widths = $1::jsonb where id = $2`, [
      JSON.stringify({ '480': GOOD_COPY, '960': 7, ancho: GOOD_COPY, '1920': COVER }),
      casa.id,
    ]);
    await touch();
    const html = await (await fetch(b.url + projectPath(casa))).text();
    const preload = readHead(html).links.find((l) => l.rel === 'preload' && l.as === 'image');
    expect(preload?.imagesrcset).toBe(`${GOOD_COPY} 480w, ${COVER} 1920w`);
  });
});
