// Full detail: a plano's full resolution kept as a tiled pyramid beside its 1920 px image,
// recorded in Blueprint.detail / Render.detail (supabase/migrations/20261128000100_full_detail.sql).
// The database takes only a whole, bounded pyramid; every part of the whole follows a row's
// pyramid to its tiles although the row names only their folder: the orphan sweep keeps them, the
// trash's purge removes them with their row, a backup restores them and `push` copies them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite } from '../../server/ops/push';
import { sweepOrphans } from '../../server/storage/orphan-sweep';
import { purgeTrash } from '../../server/storage/trash-purge';
import { DETAIL_TILE, maxLevelOf, minLevelOf, tilePaths, type DetailPyramid } from '../../core/media/detail-pyramid';
import type { TestBackend } from '../../harness/backend';
import { must, project, restoredCopy, signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let user: Client;
let work: string;
let projectId: number;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-full-detail-'));
  b = await startApi({ fresh: true });
  ({ client: admin } = await signInAdmin(b));
  ({ client: user } = await signInNonAdmin(b));
  projectId = must(await admin.from('Project').insert(project({ title: 'Planos', subtitle: 'Grandes' })).select())[0]!.id;
});
afterAll(async () => {
  await b?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const link = (name: string) => `/storage/v1/object/public/Gallery/${name}`;
const status = async (base: string, name: string) => (await fetch(`${base}${link(name)}`)).status;

/** A 600×400 pyramid of 256 px tiles (6 + 2 + 1 tiles) under `<stem>_files/`. */
function pyramid(stem: string): DetailPyramid {
  const [width, height, tileSize] = [600, 400, 256];
  return {
    width,
    height,
    tileSize,
    overlap: DETAIL_TILE.overlap,
    format: 'webp',
    minLevel: minLevelOf(width, height, tileSize),
    maxLevel: maxLevelOf(width, height),
    url: link(`${stem}_files/`),
  };
}

/** Stores a plano's image and its tiles as the panel does, then its row; returns the tile names. */
async function plano(stem: string): Promise<{ id: number; tiles: string[]; image: string }> {
  const detail = pyramid(stem);
  const image = `${stem}.png`;
  must(await admin.storage.from('Gallery').upload(image, new Blob(['plano'], { type: 'image/png' })));
  const tiles = tilePaths(detail).map((p) => `${stem}_files/${p}`);
  for (const tile of tiles)
    must(await admin.storage.from('Gallery').upload(tile, new Blob([tile], { type: 'image/webp' })));
  const [row] = must(
    await admin.from('Blueprint').insert({ id_project: projectId, url: link(image), detail: { ...detail } }).select(),
  );
  return { id: row!.id, tiles, image };
}

describe('full detail of planos', () => {
  it('records a whole pyramid that visitors read with the row; refuses a broken one and non-administrators', async () => {
    const { id } = await plano('1732-registro');
    const read = must(await b.client().from('Blueprint').select('detail').eq('id', id).single());
    expect(read.detail).toMatchObject({ width: 600, height: 400, tileSize: 256, minLevel: 8, maxLevel: 10 });
    expect(tilePaths(pyramid('x'))).toHaveLength(9);
    const good = pyramid('1732-otro');
    for (const bad of [
      { ...good, width: '600' },
      { ...good, width: 40000 },
      { ...good, tileSize: 16 },
      { ...good, format: 'png' },
      { ...good, url: link('1732-otro_files') },
      { ...good, url: 'javascript:alert(1)/' },
      { ...good, extra: 1 },
      { width: 600 },
      [good],
    ]) {
      const answer = await admin.from('Blueprint').update({ detail: bad as never }).eq('id', id).select();
      expect(answer.error?.code, JSON.stringify(bad)).toBe('23514');
    }
    expect(must(await b.client().from('Blueprint').select('detail').eq('id', id).single()).detail).toMatchObject({
      url: link('1732-registro_files/'),
    });
    const refused = await user.from('Blueprint').update({ detail: null }).eq('id', id).select();
    expect(refused.error?.code).toBe('42501');
    const render = must(await admin.from('Render').insert({ id_project: projectId, url: link('r.png') }).select());
    expect(render[0]!.panorama).toBe(false);
    must(await admin.from('Render').update({ panorama: true, detail: { ...good } }).eq('id', render[0]!.id).select());
    // Names files never stored: gone again, so the copies below have nothing missing.
    must(await admin.from('Render').delete().eq('id', render[0]!.id).select());
  });

  it("the orphan sweep keeps a pyramid's tiles, named only by their folder, and removes tiles nobody names", async () => {
    const { tiles } = await plano('1732-barrido');
    must(await admin.storage.from('Gallery').upload('1732-suelto_files/9/0_0.webp', new Blob(['x'], { type: 'image/webp' })));
    await b.backend.db.pg.query(`update storage.objects set created_at = now() - interval '2 days', updated_at = now() - interval '2 days'`);
    const swept = await sweepOrphans(b.backend.db, b.backend.disk);
    expect(swept.objects).toContain('1732-suelto_files/9/0_0.webp');
    for (const tile of tiles) expect(swept.objects).not.toContain(tile);
    expect(await status(b.url, tiles[0]!)).toBe(200);
  });

  it("a backup restores every tile and push copies them to the target, where the row's folder points at them", async () => {
    const { id, tiles } = await plano('1732-copia');
    const copy = await restoredCopy(b, work);
    try {
      for (const tile of tiles) expect(await status(copy.url, tile)).toBe(200);
    } finally {
      await copy.stop();
    }
    const target = await startApi({ fresh: true });
    try {
      const report = await pushSite({
        source: { url: b.url, key: b.secretKey },
        target: { url: target.url, secretKey: target.secretKey },
        statePath: path.join(work, 'push-state.json'),
      });
      expect(report.files.failed).toEqual([]);
      for (const tile of tiles) expect(await status(target.url, tile)).toBe(200);
      const pushed = must(await target.client().from('Blueprint').select('detail').like('url', '%1732-copia.png').single());
      expect((pushed.detail as { url: string }).url).toBe(`${target.url}${link('1732-copia_files/')}`);
    } finally {
      await target.stop();
    }
    expect(id).toBeGreaterThan(0);
  }, 120_000);

  it("the trash's purge removes a purged plano's tiles with its image, and keeps another plano's", async () => {
    const gone = await plano('1732-purgado');
    const kept = await plano('1732-vivo');
    must(await admin.from('Blueprint').update({ deleted_at: new Date().toISOString() }).eq('id', gone.id).select());
    await b.backend.db.asOwner((tx) =>
      tx.query(`update public."Blueprint" set deleted_at = now() - interval '31 days' where id = $1`, [gone.id]),
    );
    await purgeTrash(b.backend.db, b.backend.disk);
    expect(await status(b.url, gone.image)).toBe(404);
    for (const tile of gone.tiles) expect(await status(b.url, tile)).toBe(404);
    for (const tile of kept.tiles) expect(await status(b.url, tile)).toBe(200);
    // The queue is emptied: nothing waits for the panel.
    expect(must(await admin.from('PurgedFile').select('url'))).toEqual([]);
  });
});
