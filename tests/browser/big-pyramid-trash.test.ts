// A big plano's pyramid in the trash, on hosted Storage's terms (the embedded backend lists a
// folder as a hosted project does: one level per call, deeper folders as entries with a null id,
// at most 1,500 entries a call). Trashing a 9000×6000 plano takes all its tiles out of public
// reach and 'Restaurar' brings every one back; a move that keeps failing midway leaves the plano
// restorable with all its tiles (the studio is told the tile is still public; a failed restore
// says so and keeps it in the trash). A pyramid whose row was deleted outside the panel (a
// database-side purge) is queued by its folder; the purge at the panel's sign-in finds every tile
// under it in both buckets (over 3,000 in one level) and removes them, and no other plano's.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLevelOf, minLevelOf, tilePaths, type DetailPyramid } from '../../core/media/detail-pyramid.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { countMoves } from '../../harness/storage-moves.ts';
import {
  type Backend,
  type Db,
  expectAlert,
  jpeg,
  openProject,
  putFile,
  signIn,
  statusOf,
  storedObjects,
  trashedObjects,
  webp,
  writeDone,
} from './admin-helpers.ts';

const PROJECT = {
  title: 'Casa Pirámide',
  subtitle: 'Planos grandes',
  description: 'Una casa con un plano enorme.',
  year: '2026',
  location: 'Puebla',
  type: 'Residencial',
} as const;

const STILL_PUBLIC =
  'Se movió a la papelera, pero 1 archivo sigue público: cualquiera con su enlace puede verlo. Vuelve a intentarlo.';

const link = (name: string) => `/storage/v1/object/public/Gallery/${name}`;

let backend: Backend;
let db: Db;
let browser: Browser;
let page: Page;
let projectId: number;

/** A pyramid of `width`×`height` in `tileSize` tiles under `<stem>_files/`. */
function pyramid(stem: string, width: number, height: number, tileSize: number): DetailPyramid {
  return {
    width,
    height,
    tileSize,
    overlap: 1,
    format: 'webp',
    minLevel: minLevelOf(width, height, tileSize),
    maxLevel: maxLevelOf(width, height),
    url: link(`${stem}_files/`),
  };
}

const tileKeys = (stem: string, detail: DetailPyramid) => tilePaths(detail).map((p) => `${stem}_files/${p}`);

/** Stores each tile (a small real WebP), a few at a time, as the panel's upload would have. */
async function storeTiles(keys: readonly string[]): Promise<void> {
  const body = await webp(8, 8);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const { error } = await db.storage.from('Gallery').upload(key, body, { contentType: 'image/webp' });
      if (error) throw new Error(`upload ${key}: ${error.message}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

async function insertPlano(stem: string, detail: DetailPyramid): Promise<number> {
  const url = await putFile(db, `${stem}.jpg`, await jpeg(64, 48), 'image/jpeg');
  const { data, error } = await db.from('Blueprint').insert({ id_project: projectId, url, detail: { ...detail } }).select();
  if (error) throw new Error(error.message);
  return data[0]!.id;
}

async function deletedAt(id: number): Promise<string | null> {
  const { data, error } = await db.from('Blueprint').select('deleted_at').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.deleted_at;
}

// The 9000×6000 plano the panel would make: 512 px tiles, 216 of them in its top level.
const BIG = '1732-planta-enorme';
const big = pyramid(BIG, 9000, 6000, 512);
const bigTiles = tileKeys(BIG, big);
let bigId: number;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  db = backend.client(backend.serviceKey);
  const render = await putFile(db, '1700000000000-piramide-portada.jpg', await jpeg(640, 480), 'image/jpeg');
  const { data, error } = await db.from('Project').insert({ ...PROJECT, render }).select();
  if (error) throw new Error(error.message);
  projectId = data[0]!.id;
  await storeTiles(bigTiles);
  bigId = await insertPlano(BIG, big);
  browser = await launchBrowser();
  page = await signIn(browser, backend);
  await openProject(page, PROJECT.title);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const moves = (during: () => Promise<void>) => countMoves(page, during);

const trashItem = () => page.getByRole('list', { name: 'Elementos en la papelera' }).getByRole('listitem').first();

describe('a big pyramid in the trash', () => {
  it("trash and 'Restaurar' move every tile; a move failing midway leaves the plano restorable with all its tiles", async () => {
    expect(bigTiles.length).toBeGreaterThan(290);
    // One tile's move to the trash is cut off every time it is tried: the plano is in the trash
    // all the same, that tile is where it was (nothing is missing), and the studio is told.
    const stuck = bigTiles[40]!;
    const victim = bigTiles[150]!;
    let cutting: string | null = `Gallery:${stuck}`;
    const cuts: string[] = [];
    await page.route('**/storage/v1/object/move', async (route) => {
      const body = route.request().postDataJSON() as { sourceKey?: string; bucketId?: string };
      const key = `${body.bucketId}:${body.sourceKey}`;
      if (key === cutting) {
        cuts.push(key);
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    const trashing = await moves(async () => {
      await page.getByRole('button', { name: 'Eliminar plano 1' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await writeDone(page);
    });
    await expectAlert(page, STILL_PUBLIC);
    expect(cuts.length).toBeGreaterThan(1);
    expect(await deletedAt(bigId)).not.toBeNull();
    const hidden = new Set(await trashedObjects(backend));
    expect(bigTiles.filter((t) => !hidden.has(t))).toEqual([stuck]);
    const stillPublic = new Set(await storedObjects(backend));
    expect(bigTiles.filter((t) => stillPublic.has(t))).toEqual([stuck]);
    expect(await statusOf(backend, `${big.url}${tilePaths(big)[0]}`)).toBe(404);

    // Another tile's move back is cut off every time: nothing is restored, the studio is told,
    // and every tile (the one left behind above too, so the warning goes) waits in the trash.
    cutting = `Papelera:${victim}`;
    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    await trashItem().getByRole('button', { name: /^Restaurar/ }).click();
    await expectAlert(page, 'No se pudo restaurar, inténtalo nuevamente');
    await page.unroute('**/storage/v1/object/move');
    expect(new Set(cuts)).toEqual(new Set([`Gallery:${stuck}`, `Papelera:${victim}`]));
    expect(await page.getByRole('alert').filter({ hasText: STILL_PUBLIC }).count()).toBe(0);
    expect(await deletedAt(bigId)).not.toBeNull();
    const waiting = new Set(await trashedObjects(backend));
    expect(bigTiles.filter((t) => !waiting.has(t))).toEqual([]);
    const leaked = new Set(await storedObjects(backend));
    expect(bigTiles.filter((t) => leaked.has(t))).toEqual([]);

    // Tried again: the plano and every tile are back.
    const restoring = await moves(async () => {
      await trashItem().getByRole('button', { name: /^Restaurar/ }).click();
      await writeDone(page);
      await page.getByText('La papelera está vacía.').waitFor();
    });
    expect(await deletedAt(bigId)).toBeNull();
    const back = new Set(await storedObjects(backend));
    expect(bigTiles.filter((t) => !back.has(t))).toEqual([]);
    const left = new Set(await trashedObjects(backend));
    expect(bigTiles.filter((t) => left.has(t))).toEqual([]);
    for (const tile of [tilePaths(big)[0]!, tilePaths(big).at(-1)!])
      expect(await statusOf(backend, `${big.url}${tile}`)).toBe(200);
    // One request per tile, a bounded few at a time (what the studio's browser asks of Storage).
    expect(trashing.moves).toBeGreaterThanOrEqual(bigTiles.length);
    expect(restoring.moves).toBeGreaterThanOrEqual(bigTiles.length);
    expect(Math.max(trashing.most, restoring.most)).toBeLessThanOrEqual(6);
    console.log(
      `Papelera de ${bigTiles.length} teselas: a la papelera ${trashing.moves} movimientos (hasta ${trashing.most} a la vez) en ${trashing.seconds.toFixed(1)} s; ` +
        `restaurar ${restoring.moves} (hasta ${restoring.most} a la vez) en ${restoring.seconds.toFixed(1)} s`,
    );
  }, 300_000);

  it("the purge at sign-in removes every tile of a pyramid whose row is gone, in both buckets, and keeps another plano's", async () => {
    // 16384×12288 in 256 px tiles: 3,072 tiles in the top level alone, more than Storage lists
    // in one call; its rows are written directly (the listing reads rows, not bytes).
    const HUGE = '1733-planta-inmensa';
    const huge = pyramid(HUGE, 16384, 12288, 256);
    const hugeTiles = tileKeys(HUGE, huge);
    const inTrash = hugeTiles.filter((t) => !t.startsWith(`${HUGE}_files/${huge.maxLevel}/`));
    await backend.backend.db.asOwner((tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, metadata)
         select case when name = any($2::text[]) then 'Papelera' else 'Gallery' end, name,
                '{"mimetype":"image/webp","size":1}'
           from unnest($1::text[]) name`,
        [hugeTiles, inTrash],
      ),
    );
    const hugeId = await insertPlano(HUGE, huge);
    // Deleted outside the panel, as the database's own purge does: its folder is queued.
    const { error } = await db.from('Blueprint').delete().eq('id', hugeId);
    if (error) throw new Error(error.message);
    const queued = await db.from('PurgedFile').select('url');
    expect(queued.data?.map((q) => q.url)).toContain(huge.url);

    const panel = await signIn(browser, backend);
    try {
      await expect
        .poll(async () => (await db.from('PurgedFile').select('url')).data?.length, { timeout: 120_000 })
        .toBe(0);
      const left = [...(await storedObjects(backend)), ...(await trashedObjects(backend))];
      expect(left.filter((name) => name.startsWith(`${HUGE}_files/`))).toEqual([]);
      const kept = new Set(await storedObjects(backend));
      expect(bigTiles.filter((t) => !kept.has(t))).toEqual([]);
    } finally {
      await panel.context().close();
    }
  }, 300_000);
});
