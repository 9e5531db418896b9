// A focal point per image (Project's cover, each render, plano and gallery photo): two numbers
// from 0 to 1 that the site crops around. Written by administrators only (the access matrix),
// refused when half a point or outside the image, and carried as they are by backup → restore
// and by `push` into an empty project.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { pushSite } from '../../server/ops/push';
import { restoreBackup } from '../../server/ops/restore';
import type { TestBackend } from '../../harness/backend';
import { insertContent, must, signInAdmin, startApi, type Client, type Content } from './helpers';

let site: TestBackend;
let admin: Client;
let content: Content;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-focus-'));
  site = await startApi();
  admin = (await signInAdmin(site)).client;
  content = await insertContent(admin);
  const [p] = content.projects;
  must(
    await admin
      .from('Project')
      .update({ render_focus_x: 0.05, render_focus_y: 0.75 })
      .eq('id', p!.id)
      .select(),
  );
  must(
    await admin.from('Render').update({ focus_x: 0, focus_y: 0.5 }).eq('id', content.renders[0]!.id).select(),
  );
  must(
    await admin
      .from('Blueprint')
      .update({ focus_x: 1, focus_y: 0 })
      .eq('id', content.blueprints[0]!.id)
      .select(),
  );
  must(
    await admin
      .from('Gallery')
      .update({ focus_x: 0.3, focus_y: 0.6 })
      .eq('id', content.gallery[0]!.id)
      .select(),
  );
});

afterAll(async () => {
  await site?.stop();
  await rm(work, { recursive: true, force: true });
});

/** Every stored point, read as a visitor reads them. */
async function points(b: TestBackend) {
  const c = b.client();
  return {
    Project: must(await c.from('Project').select('title, render_focus_x, render_focus_y').order('title')),
    Render: must(await c.from('Render').select('url, focus_x, focus_y').order('url')),
    Blueprint: must(await c.from('Blueprint').select('url, focus_x, focus_y').order('url')),
    Gallery: must(await c.from('Gallery').select('url, focus_x, focus_y').order('url')),
  };
}

describe('focal points', () => {
  it('a visitor reads the points the studio set; an image without one reads null (the centre)', async () => {
    const p = await points(site);
    expect(p.Project.find((r) => r.title === 'Casa Río')).toMatchObject({
      render_focus_x: 0.05,
      render_focus_y: 0.75,
    });
    expect(p.Project.find((r) => r.title === 'Oficinas Lumen')).toMatchObject({
      render_focus_x: null,
      render_focus_y: null,
    });
    expect(p.Render.map((r) => [r.focus_x, r.focus_y])).toEqual([
      [0, 0.5],
      [null, null],
    ]);
    expect(p.Blueprint.map((r) => [r.focus_x, r.focus_y])).toEqual([[1, 0]]);
    expect(p.Gallery.map((r) => [r.focus_x, r.focus_y])).toEqual([[0.3, 0.6]]);
  });

  it('refuses half a point or one outside the image, and changes nothing', async () => {
    const id = content.renders[0]!.id;
    for (const change of [
      { focus_x: 0.2, focus_y: null },
      { focus_x: -0.1, focus_y: 0.5 },
      { focus_x: 0.5, focus_y: 1.5 },
    ]) {
      const { error } = await admin.from('Render').update(change).eq('id', id).select();
      expect(error?.code, JSON.stringify(change)).toBe('23514');
    }
    const { error } = await admin
      .from('Project')
      .update({ render_focus_x: 2, render_focus_y: 0 })
      .eq('id', content.projects[0]!.id);
    expect(error?.code).toBe('23514');
    expect((await points(site)).Render[0]).toMatchObject({ focus_x: 0, focus_y: 0.5 });
  });

  it('comes back exactly from backup → restore', async () => {
    const file = path.join(work, 'puntos.tar.gz');
    await createBackup(site.backend.db, site.backend.disk, file);
    const dataDir = path.join(work, 'restaurado');
    await restoreBackup(file, dataDir);
    const copy = await startApi({ dataDir });
    try {
      expect(await points(copy)).toEqual(await points(site));
    } finally {
      await copy.stop();
    }
  });

  it('arrives exactly with push into an empty project', async () => {
    const to = await startApi();
    try {
      const report = await pushSite({
        source: { url: site.url, key: site.secretKey },
        target: { url: to.url, secretKey: to.secretKey },
        statePath: path.join(work, 'push-state.json'),
      });
      for (const r of Object.values(report.rows)) expect(r.failed).toEqual([]);
      const [got, want] = [await points(to), await points(site)];
      // Push moves the URLs to the target's storage: compare the points in the same order.
      const strip = (p: Awaited<ReturnType<typeof points>>) =>
        Object.fromEntries(
          Object.entries(p).map(([t, rows]) => [
            t,
            rows.map(({ url: _u, ...r }: Record<string, unknown>) => r),
          ]),
        );
      expect(strip(got)).toEqual(strip(want));
    } finally {
      await to.stop();
    }
  });
});
