// A render's trip to the trash when Storage drops a move: a move cut off once is tried again and
// the file leaves the public bucket all the same, with no warning; a move that keeps failing
// leaves that one file public, and the studio is told how many files anyone can still open, with
// 'Intentar de nuevo', which moves exactly those once Storage answers again; after a reload the
// Papelera finds that file in the public bucket, warns again and marks its item.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../harness/browser.ts';
import { startBackend } from '../../harness/backend.ts';
import {
  expectAlert,
  jpeg,
  objectName,
  openProject,
  putFile,
  signIn,
  statusOf,
  storedObjects,
  trashedObjects,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

const TITLE = 'Casa Enlace';
const MOVES = '**/storage/v1/object/move';
const WARNING =
  'Se movió a la papelera, pero 1 archivo sigue público: cualquiera con su enlace puede verlo. Vuelve a intentarlo.';

const MARK = 'Aún tiene 1 archivo público: usa «Intentar de nuevo» en el aviso de arriba.';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;
let renders: { id: number; url: string; copy: string }[];

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  browser = await launchBrowser();
  db = backend.client(backend.serviceKey);
  const { data: project, error } = await db
    .from('Project')
    .insert({ title: TITLE, subtitle: 'Obra', description: 'Una obra.', year: '2026', location: 'Mérida', type: 'Residencial' })
    .select()
    .single();
  if (error) throw new Error(error.message);
  renders = [];
  for (const n of [1, 2]) {
    // Each render with a smaller copy, as the panel stores them.
    const url = await putFile(db, `1700000000${n}00-enlace-${n}.jpg`, await jpeg(640, 480), 'image/jpeg');
    const copy = await putFile(db, `1700000000${n}00-enlace-${n}-320.jpg`, await jpeg(320, 240), 'image/jpeg');
    const { data, error: failed } = await db
      .from('Render')
      .insert({ id_project: project.id, url, widths: { '320': copy }, description: `Render ${n}` })
      .select()
      .single();
    if (failed) throw new Error(failed.message);
    renders.push({ id: data.id, url, copy });
  }
  page = await signIn(browser, backend);
  await openProject(page, TITLE);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

/** Cuts off the move of `key` out of the public bucket on its first `times` attempts; counts them. */
async function cutMoves(key: string, times: number): Promise<{ attempts: number }> {
  const seen = { attempts: 0 };
  await page.route(MOVES, async (route: Route) => {
    const body = route.request().postDataJSON() as { sourceKey?: string; bucketId?: string };
    if (body.bucketId !== 'Gallery' || body.sourceKey !== key) return route.continue();
    seen.attempts += 1;
    return seen.attempts <= times ? route.abort('connectionreset') : route.continue();
  });
  return seen;
}

async function trashFirstRender(): Promise<void> {
  await page.getByRole('button', { name: 'Eliminar render 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await writeDone(page);
}

async function deletedAt(id: number): Promise<string | null> {
  const { data, error } = await db.from('Render').select('deleted_at').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.deleted_at;
}

const warning = () => page.getByRole('alert').filter({ hasText: 'Se movió a la papelera' });

describe('a move to the trash that Storage drops', () => {
  it('is tried again: cut off once, the file still leaves the public bucket and no warning shows', async () => {
    const render = renders[0]!;
    const cut = await cutMoves(objectName(render.copy), 1);
    try {
      await trashFirstRender();
    } finally {
      await page.unroute(MOVES);
    }
    expect(await deletedAt(render.id)).not.toBeNull();
    for (const url of [render.url, render.copy]) expect([url, await statusOf(backend, url)]).toEqual([url, 404]);
    expect(cut.attempts).toBe(2);
    const hidden = new Set(await trashedObjects(backend));
    expect([render.url, render.copy].map(objectName).filter((name) => !hidden.has(name))).toEqual([]);
    expect(await warning().count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 60_000);

  it("when it keeps failing, the studio is told what is still public, and 'Intentar de nuevo' moves it", async () => {
    const render = renders[1]!;
    const stuck = objectName(render.copy);
    const cut = await cutMoves(stuck, Number.POSITIVE_INFINITY);
    try {
      await trashFirstRender();
      // In the trash, yet one file answers at its public link: the studio is told so.
      await expectAlert(page, WARNING);
      expect(cut.attempts).toBeGreaterThan(1);
      expect(await deletedAt(render.id)).not.toBeNull();
      expect(await statusOf(backend, render.copy)).toBe(200);
      expect(await statusOf(backend, render.url)).toBe(404);
      expect((await storedObjects(backend)).filter((name) => name.includes('enlace-2'))).toEqual([stuck]);
      // Still told after going elsewhere in the panel: the warning is not one write's alert.
      await page.getByRole('button', { name: 'Papelera', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Papelera' }).waitFor();
      expect(await warning().textContent()).toBe(WARNING);
      // After a reload the panel no longer remembers the failed move: the Papelera reads what is
      // still public from Storage, warns again and marks the item.
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Papelera' }).waitFor();
      await expectAlert(page, WARNING);
      // Newest first: the render just trashed is marked, the one trashed whole before is not.
      const items = page.getByRole('list', { name: 'Elementos en la papelera' }).getByRole('listitem');
      expect(await items.count()).toBe(2);
      expect(await items.first().textContent()).toContain(MARK);
      expect(await items.filter({ hasText: MARK }).count()).toBe(1);
      // On a phone the warning keeps its width for the words: 'Intentar de nuevo' goes under them.
      const wide = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      const box = async (l: ReturnType<typeof warning>) => (await l.boundingBox())!;
      const text = await box(warning());
      const button = await box(page.getByRole('button', { name: 'Intentar de nuevo' }));
      // About 218 px beside the icon and the 44 px close button; with 'Intentar de nuevo' beside
      // them too, the words would be squeezed to about 100 px.
      expect(text.width).toBeGreaterThan(200);
      expect(button.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
      await page.setViewportSize(wide);
    } finally {
      await page.unroute(MOVES);
    }

    // Storage answers again: trying again moves exactly the file left, and the warning goes.
    const tried: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/storage/v1/object/move'))
        tried.push((request.postDataJSON() as { sourceKey: string }).sourceKey);
    });
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await writeDone(page);
    await warning().waitFor({ state: 'detached' });
    expect(tried).toEqual([stuck]);
    expect(await statusOf(backend, render.copy)).toBe(404);
    expect((await storedObjects(backend)).filter((name) => name.includes('enlace'))).toEqual([]);
    const hidden = new Set(await trashedObjects(backend));
    expect([render.url, render.copy].map(objectName).filter((name) => !hidden.has(name))).toEqual([]);
    expect(await page.getByText(MARK).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 60_000);
});
