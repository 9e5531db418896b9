// 'Eliminar proyecto' moves the project (cover, video, renders) to the 'Papelera'; the
// site drops it at once; 'Restaurar' puts it back where it was in the list with its renders and
// files; 'Eliminar definitivamente' removes the rows and then the files. At desktop and phone width.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { startBackend } from '../../harness/backend.ts';
import {
  jpeg,
  openProject,
  putFile,
  signIn,
  statusOf,
  storedObjects,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;

const base = { description: 'Una obra.', year: '2024', location: 'Mérida', type: 'Residencial' as const };

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  browser = await launchBrowser();
  db = backend.client(backend.serviceKey);
  await db.from('Project').insert([
    { title: 'Primera', subtitle: 'Obra', ...base },
    { title: 'Tercera', subtitle: 'Obra', ...base },
  ]);
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

async function order(): Promise<string[]> {
  const { data } = await db.from('Project').select('title').is('deleted_at', null).order('position');
  return (data ?? []).map((p) => p.title);
}

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  describe(`the Papelera at ${label}`, () => {
    const title = `Casa ${viewport.width}`;
    let files: string[];
    let path: string;

    beforeAll(async () => {
      const cover = await putFile(
        db,
        `1700000000001-${viewport.width}-portada.jpg`,
        await jpeg(640, 480),
        'image/jpeg',
      );
      const r1 = await putFile(
        db,
        `1700000000002-${viewport.width}-r1.jpg`,
        await jpeg(320, 240),
        'image/jpeg',
      );
      const r2 = await putFile(
        db,
        `1700000000003-${viewport.width}-r2.jpg`,
        await jpeg(320, 240),
        'image/jpeg',
      );
      files = [cover, r1, r2];
      const { data } = await db
        .from('Project')
        .insert({ title, subtitle: 'Patio', ...base, render: cover, position: 2 })
        .select()
        .single();
      await db.from('Render').insert([
        { id_project: data!.id, url: r1, description: 'Sala' },
        { id_project: data!.id, url: r2, description: 'Cocina' },
      ]);
      path = projectPath(data!);
    });

    it('delete → trash → restore puts the project back where it was, with its renders and files', async () => {
      const before = await order();
      expect(before[1]).toBe(title);
      const page = await signIn(browser, backend, backend.admin, viewport);
      await openProject(page, title);
      await page.getByRole('button', { name: 'Eliminar proyecto' }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.textContent()).toContain('Podrás restaurarlo desde la Papelera durante 30 días.');
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await writeDone(page);
      expect((await fetch(backend.url + path)).status).toBe(404);
      expect(await order()).not.toContain(title);
      // Deleted is not public: the cover's and renders' links answer 404 while in the trash.
      for (const url of files) expect([url, await statusOf(backend, url)]).toEqual([url, 404]);

      await page.getByRole('button', { name: 'Papelera', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Papelera' }).waitFor();
      const item = page
        .getByRole('list', { name: 'Elementos en la papelera' })
        .getByRole('listitem')
        .filter({ hasText: `Proyecto «${title} — Patio» (con 2 renders y 0 planos)` });
      await item.waitFor();
      // The cover is private now, yet the administrator still sees it in the list.
      await expect
        .poll(
          () => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          {
            timeout: 10_000,
          },
        )
        .toBeGreaterThan(0);
      expect(await item.textContent()).toMatch(/Se eliminará definitivamente el \d+ de \w+ de \d{4}/);
      // The time ends in "p.m." or "a.m.": one period closes the sentence, not two.
      expect(await item.textContent()).toMatch(/Eliminado el [^.]+ [ap]\.\s?m\. Se eliminará/);
      await item.getByRole('button', { name: /^Restaurar/ }).click();
      await writeDone(page);
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.getByText('La papelera está vacía.').waitFor();

      expect(await order()).toEqual(before);
      const { data: renders } = await db.from('Render').select('description, deleted_at').order('position');
      expect(renders?.filter((r) => r.description && !r.deleted_at).length).toBeGreaterThanOrEqual(2);
      expect((await fetch(backend.url + path)).status).toBe(200);
      for (const url of files) expect(await statusOf(backend, url)).toBe(200);
      await page.context().close();
    });

    it("'Eliminar definitivamente' removes the rows, then the files", async () => {
      const page = await signIn(browser, backend, backend.admin, viewport);
      await openProject(page, title);
      await page.getByRole('button', { name: 'Eliminar proyecto' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await writeDone(page);
      await page.getByRole('button', { name: 'Papelera', exact: true }).click();
      const item = page.getByRole('listitem').filter({ hasText: `Proyecto «${title} — Patio»` });
      await item.getByRole('button', { name: /^Eliminar definitivamente/ }).click();
      const dialog = page.getByRole('dialog', { name: /¿Eliminar definitivamente\?/ });
      expect(await dialog.textContent()).toContain('No se puede deshacer.');
      await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
      await writeDone(page);
      await page.getByText('La papelera está vacía.').waitFor();
      expect((await db.from('Project').select('id').eq('title', title)).data).toEqual([]);
      for (const url of files) expect(await statusOf(backend, url)).toBe(404);
      expect((await storedObjects(backend)).filter((n) => n.includes(`-${viewport.width}-`))).toEqual([]);
      await page.context().close();
    });

    it("'Eliminar definitivamente' leaves another project's cover visible, however the deleted one spelled it", async () => {
      const name = `1700000000004-${viewport.width}-vecina.jpg`;
      const cover = await putFile(db, name, await jpeg(640, 480), 'image/jpeg');
      await db
        .from('Project')
        .insert({ title: `Vecina ${viewport.width}`, subtitle: 'Obra', ...base, render: cover });
      // The same file as the site's own absolute URL, through a detour, with escapes.
      const { data: copy } = await db
        .from('Project')
        .insert({ title: `Copia ${viewport.width}`, subtitle: 'Obra', ...base, render: backend.url + cover })
        .select()
        .single();
      await db.from('Render').insert([
        {
          id_project: copy!.id,
          url: `/storage/v1/object/public/Gallery/x/../${name}`,
          description: 'Desvío',
        },
        { id_project: copy!.id, url: cover.replace('vecina', '%76ecina'), description: 'Escapes' },
      ]);
      const page = await signIn(browser, backend, backend.admin, viewport);
      await openProject(page, `Copia ${viewport.width}`);
      await page.getByRole('button', { name: 'Eliminar proyecto' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await writeDone(page);
      // Still named by a live project: it stays public while the copy is in the trash.
      expect(await statusOf(backend, cover)).toBe(200);
      await page.getByRole('button', { name: 'Papelera', exact: true }).click();
      const item = page
        .getByRole('listitem')
        .filter({ hasText: `Proyecto «Copia ${viewport.width} — Obra»` });
      await item.getByRole('button', { name: /^Eliminar definitivamente/ }).click();
      await page
        .getByRole('dialog', { name: /¿Eliminar definitivamente\?/ })
        .getByRole('button', { name: 'Eliminar definitivamente' })
        .click();
      await writeDone(page);
      await page.getByText('La papelera está vacía.').waitFor();
      expect(await statusOf(backend, cover)).toBe(200);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect((await db.from('Project').select('id').eq('title', `Copia ${viewport.width}`)).data).toEqual([]);
      await page.context().close();
    });
  });
}
