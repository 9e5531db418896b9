// Listing a bucket's folder (supabase-js `storage.from(b).list(folder, options)`) answers as a
// hosted project's Storage does, so the panel's code that lists (the tiles a purged plano left)
// meets here what it meets there: one folder level per call, each deeper folder as ONE entry
// whose id and metadata are null, at most `limit` entries (100 unless asked, 1,500 at most) from
// `offset`, in the order of the lower-cased names; the caller's policies decide what exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRASH_BUCKET } from '../../core/media/storage-object-key';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;

beforeAll(async () => {
  b = await startApi({ fresh: true });
  ({ client: admin } = await signInAdmin(b));
});
afterAll(() => b?.stop());

const webp = (text: string) => new Blob([text], { type: 'image/webp' });

/** Rows of many tiles at once (the listing reads rows; the bytes play no part in it). */
async function manyTiles(bucket: string, folder: string, columns: number, rows: number): Promise<void> {
  await b.backend.db.asOwner((tx) =>
    tx.query(
      `insert into storage.objects (bucket_id, name, metadata)
       select $1, $2 || c || '_' || r || '.webp', '{"mimetype":"image/webp","size":1}'
         from generate_series(0, $3 - 1) c, generate_series(0, $4 - 1) r`,
      [bucket, folder, columns, rows],
    ),
  );
}

describe('listing a folder', () => {
  it('answers one level: objects by their name in the folder, each deeper folder once with null id and metadata', async () => {
    for (const name of [
      'lista_files/12/0_0.webp',
      'lista_files/12/1_0.webp',
      'lista_files/11/0_0.webp',
      'lista_files/readme.webp',
      'lista.webp',
      'listado_files/12/0_0.webp',
    ])
      must(await admin.storage.from(BUCKET).upload(name, webp(name)));

    const top = must(await admin.storage.from(BUCKET).list('lista_files'));
    expect(top.map((e) => e.name)).toEqual(['11', '12', 'readme.webp']);
    for (const folder of top.slice(0, 2))
      expect(folder).toMatchObject({ id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    expect(top[2]).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), metadata: { mimetype: 'image/webp' } });

    // A trailing slash changes nothing; the next level lists its tiles by their own names.
    expect(must(await admin.storage.from(BUCKET).list('lista_files/')).map((e) => e.name)).toEqual(['11', '12', 'readme.webp']);
    const level = must(await admin.storage.from(BUCKET).list('lista_files/12'));
    expect(level.map((e) => [e.name, e.id === null])).toEqual([
      ['0_0.webp', false],
      ['1_0.webp', false],
    ]);
    // `search` narrows by the start of the name, whatever its case.
    const found = must(await admin.storage.from(BUCKET).list('', { search: 'LISTA' }));
    expect(found.map((e) => [e.name, e.id === null])).toEqual([
      ['lista.webp', false],
      ['lista_files', true],
      ['listado_files', true],
    ]);
    // A folder that holds nothing is an empty list, not an error.
    expect(must(await admin.storage.from(BUCKET).list('nada_files/12'))).toEqual([]);
  });

  it('gives at most `limit` entries from `offset` (100 unless asked, never over 1,500), folders counting like objects', async () => {
    await manyTiles(BUCKET, 'grande_files/14/', 40, 40);
    const folder = 'grande_files/14';
    const all = 40 * 40;
    expect(must(await admin.storage.from(BUCKET).list(folder))).toHaveLength(100);
    expect(must(await admin.storage.from(BUCKET).list(folder, { limit: 5000 }))).toHaveLength(1500);
    const names: string[] = [];
    for (let offset = 0; ; offset += 250) {
      const page = must(await admin.storage.from(BUCKET).list(folder, { limit: 250, offset }));
      names.push(...page.map((e) => e.name));
      if (page.length < 250) break;
    }
    expect(names).toHaveLength(all);
    expect(new Set(names).size).toBe(all);
    expect(names).toEqual([...names].sort());
    // Two folders and an object: the second page starts after the first folder.
    must(await admin.storage.from(BUCKET).upload('mezcla/a/x.webp', webp('a')));
    must(await admin.storage.from(BUCKET).upload('mezcla/b.webp', webp('b')));
    must(await admin.storage.from(BUCKET).upload('mezcla/c/y.webp', webp('c')));
    const second = must(await admin.storage.from(BUCKET).list('mezcla', { limit: 1, offset: 1 }));
    expect(second.map((e) => e.name)).toEqual(['b.webp']);
    // Sorted by another column, the folders come first (by name), then the objects by it.
    must(await admin.storage.from(BUCKET).upload('mezcla/a.webp', webp('a')));
    const newest = must(
      await admin.storage.from(BUCKET).list('mezcla', { sortBy: { column: 'created_at', order: 'desc' } }),
    );
    expect(newest.map((e) => e.name)).toEqual(['c', 'a', 'a.webp', 'b.webp']);
  });

  it("lists only what the caller's policies let it see, and refuses a malformed request", async () => {
    must(await admin.storage.from(BUCKET).upload('privado/a.webp', webp('a')));
    must(await admin.storage.from(TRASH_BUCKET).upload('privado/a.webp', webp('a')));
    // A visitor sees the public bucket's objects, never the trash's.
    expect(must(await b.client().storage.from(TRASH_BUCKET).list('privado'))).toEqual([]);
    expect(must(await admin.storage.from(TRASH_BUCKET).list('privado')).map((e) => e.name)).toEqual(['a.webp']);
    const post = (body: unknown) =>
      fetch(`${b.url}/storage/v1/object/list/${BUCKET}`, {
        method: 'POST',
        headers: { apikey: b.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const body of [{}, { prefix: 'x', limit: 0 }, { prefix: 'x', offset: -1 }, { prefix: 'x', sortBy: { column: 'id' } }])
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    // An unknown bucket holds nothing, as Storage lists it (no bucket is looked up).
    const unknown = await fetch(`${b.url}/storage/v1/object/list/Nada`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect([unknown.status, await unknown.json()]).toEqual([200, []]);
  });
});
