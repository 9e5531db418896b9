// A replaced cover or video waits in the trash like a deleted item: only administrators read
// what was replaced, and the purge deletes it after 30 days, then the files no row names any more.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeTrash } from '../../server/storage/trash-purge';
import type { TestBackend } from '../../harness/backend';
import { must, project, signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let user: Client;
let visitor: Client;

beforeAll(async () => {
  b = await startApi({ fresh: true });
  ({ client: admin } = await signInAdmin(b));
  ({ client: user } = await signInNonAdmin(b));
  visitor = b.client();
});
afterAll(async () => {
  await b?.stop();
});

const upload = async (name: string) => {
  must(await admin.storage.from('Gallery').upload(name, new Blob([name], { type: 'image/webp' })));
  return `/storage/v1/object/public/Gallery/${name}`;
};
const objects = async () =>
  (
    await b.backend.db.asOwner((tx) =>
      tx.query<{ id: string; name: string }>(`select id, name from storage.objects order by name`),
    )
  ).rows;

describe('replaced covers and videos', () => {
  it('are read only by administrators, and the purge deletes them after 30 days with the files nothing else names, and keeps a file a kept one names', async () => {
    const [p] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Casa', subtitle: 'Sur' }))
        .select(),
    );
    const old = await upload('portada-vieja.webp');
    const copy = await upload('portada-vieja-480.webp');
    const shared = await upload('compartida.webp');
    const recent = await upload('reciente.webp');
    must(await admin.from('Render').insert({ id_project: p!.id, url: shared }).select());
    const [gone, kept] = must(
      await admin
        .from('ReplacedMedia')
        .insert([
          { id_project: p!.id, field: 'render', columns: { render: old, render_widths: { 480: copy } } },
          { id_project: p!.id, field: 'render', columns: { render: recent, render_widths: null } },
        ])
        .select(),
    );
    const [sharedRow] = must(
      await admin
        .from('ReplacedMedia')
        .insert({ id_project: p!.id, field: 'video', columns: { video: shared, video_phone: null } })
        .select(),
    );
    // A purged photo shares the kept replaced cover's file: the file stays while that row names it.
    const [photo] = must(await admin.from('Gallery').insert({ url: recent }).select());
    must(
      await admin
        .from('Gallery')
        .update({ deleted_at: new Date().toISOString() })
        .eq('id', photo!.id)
        .select(),
    );
    must(
      await admin
        .from('Gallery')
        .update({ deleted_at: new Date(Date.now() - 31 * 86400_000).toISOString() })
        .eq('id', photo!.id)
        .select(),
    );
    expect((await visitor.from('ReplacedMedia').select('id')).error?.code).toBe('42501');
    expect(must(await user.from('ReplacedMedia').select('id'))).toEqual([]);
    expect(
      (await user.from('ReplacedMedia').insert({ id_project: p!.id, field: 'render', columns: {} })).error,
    ).not.toBeNull();
    await b.backend.db.asOwner((tx) =>
      tx.query(
        `update public."ReplacedMedia" set deleted_at = now() - interval '31 days' where id = any($1)`,
        [[gone!.id, sharedRow!.id]],
      ),
    );
    const oldId = (await objects()).find((o) => o.name === 'portada-vieja.webp')!.id;

    const result = await purgeTrash(b.backend.db, b.backend.disk);
    expect(result).toEqual({ rows: 3, files: 2 });
    expect(must(await admin.from('ReplacedMedia').select('id')).map((r) => r.id)).toEqual([kept!.id]);
    expect((await objects()).map((o) => o.name)).toEqual(['compartida.webp', 'reciente.webp']);
    expect(existsSync(b.backend.disk.objectPath(oldId))).toBe(false);
    expect(must(await admin.from('PurgedFile').select('url'))).toEqual([]);
  });
});
