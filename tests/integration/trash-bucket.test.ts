// A trashed item's files wait in the private bucket 'Papelera' (the panel moves them with
// supabase-js `move(…, { destinationBucket })`, which the embedded storage speaks as Supabase
// Storage does): their public links answer 404 to visitors, who can neither read nor list them;
// administrators can; moved back, the same links serve the same bytes. Backups, restores and
// `push` carry the private bucket as it is.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { pushSite } from '../../server/ops/push';
import { restoreBackup } from '../../server/ops/restore';
import type { TestBackend } from '../../harness/backend';
import { must, project, signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let user: Client;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-trash-bucket-'));
  b = await startApi({ fresh: true });
  ({ client: admin } = await signInAdmin(b));
  ({ client: user } = await signInNonAdmin(b));
});
afterAll(async () => {
  await b?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const link = (name: string) => `/storage/v1/object/public/Gallery/${name}`;
const status = async (base: string, name: string) => (await fetch(`${base}${link(name)}`)).status;
const hide = (client: Client, name: string) =>
  client.storage.from('Gallery').move(name, name, { destinationBucket: 'Papelera' });
const show = (client: Client, name: string) =>
  client.storage.from('Papelera').move(name, name, { destinationBucket: 'Gallery' });

describe('the private trash bucket', () => {
  it("a trashed project's files answer 404 by their public link, visitors cannot read or list them, and they come back on restore", async () => {
    const name = 'portada-privada.webp';
    must(await admin.storage.from('Gallery').upload(name, new Blob(['cubierta'], { type: 'image/webp' })));
    const [p] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Oculta', subtitle: 'Uno', render: link(name) }))
        .select(),
    );
    expect(await status(b.url, name)).toBe(200);

    must(
      await admin.from('Project').update({ deleted_at: new Date().toISOString() }).eq('id', p!.id).select(),
    );
    expect(must(await hide(admin, name))).toEqual({ message: 'Successfully moved' });
    expect(await status(b.url, name)).toBe(404);
    expect((await fetch(`${b.url}/storage/v1/object/public/Papelera/${name}`)).status).toBe(404);
    // Visitors and signed-in non-administrators: nothing to read, list or move.
    const visitor = b.client();
    expect((await visitor.storage.from('Papelera').download(name)).data).toBeNull();
    expect((await user.storage.from('Papelera').download(name)).data).toBeNull();
    expect((await visitor.storage.from('Papelera').list()).data ?? []).toEqual([]);
    expect((await show(user, name)).error).not.toBeNull();
    expect(await status(b.url, name)).toBe(404);
    // Administrators read it.
    const copy = must(await admin.storage.from('Papelera').download(name));
    expect(await copy.text()).toBe('cubierta');

    must(await show(admin, name));
    must(await admin.from('Project').update({ deleted_at: null }).eq('id', p!.id).select());
    const back = await fetch(`${b.url}${link(name)}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toBe('cubierta');
    // A move of what is not there is "not found", and changes nothing.
    expect((await show(admin, name)).error?.message).toMatch(/not found/i);
    expect(await status(b.url, name)).toBe(200);
  });

  it('takes a 600 MB video: the trash holds whatever the public bucket took', async () => {
    const name = `${Date.now()}-recorrido-largo.mp4`;
    must(await admin.storage.from('Gallery').upload(name, Buffer.alloc(1024, 7), { contentType: 'video/mp4' }));
    // The size the row records is what a move checks: a 600 MB video's, as a resumable upload
    // of one would have stored it (sent for real, it would only make the test slow).
    await b.backend.db.asOwner((tx) =>
      tx.query(
        `update storage.objects set metadata = metadata || '{"size": 629145600}'::jsonb where bucket_id = 'Gallery' and name = $1`,
        [name],
      ),
    );
    expect((await hide(admin, name)).error).toBeNull();
    expect(await status(b.url, name)).toBe(404);
    expect((await show(admin, name)).error).toBeNull();
    expect(await status(b.url, name)).toBe(200);
  });

  it('backup and restore carry the private bucket: the file stays private and comes back when restored', async () => {
    const name = 'respaldo-privado.webp';
    must(await admin.storage.from('Gallery').upload(name, new Blob(['respaldo'], { type: 'image/webp' })));
    must(await hide(admin, name));
    await createBackup(b.backend.db, b.backend.disk, path.join(work, 'copia.tar.gz'));
    await restoreBackup(path.join(work, 'copia.tar.gz'), path.join(work, 'data'));
    const copy = await startApi({ dataDir: path.join(work, 'data') });
    try {
      const { client: copyAdmin } = await signInAdmin(copy);
      expect(await status(copy.url, name)).toBe(404);
      must(await show(copyAdmin, name));
      const back = await fetch(`${copy.url}${link(name)}`);
      expect([back.status, await back.text()]).toEqual([200, 'respaldo']);
    } finally {
      await copy.stop();
    }
  });

  it("push puts trashed files into the target's private bucket, and moves them across when they change bucket", async () => {
    const name = 'empujado.webp';
    must(await admin.storage.from('Gallery').upload(name, new Blob(['empujado'], { type: 'image/webp' })));
    const [p] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Empujada', subtitle: 'Dos', render: link(name) }))
        .select(),
    );
    const target = await startApi({ fresh: true });
    try {
      const options = {
        source: { url: b.url, key: b.secretKey },
        target: { url: target.url, secretKey: target.secretKey },
        statePath: path.join(work, 'push-state.json'),
      };
      // First pushed live, then trashed here and pushed again.
      expect((await pushSite(options)).files.failed).toEqual([]);
      expect(await status(target.url, name)).toBe(200);
      must(
        await admin.from('Project').update({ deleted_at: new Date().toISOString() }).eq('id', p!.id).select(),
      );
      must(await hide(admin, name));
      const report = await pushSite(options);
      expect(report.files.failed).toEqual([]);
      expect(await status(target.url, name)).toBe(404);
      const { client: targetAdmin } = await signInAdmin(target);
      expect(await must(await targetAdmin.storage.from('Papelera').download(name)).text()).toBe('empujado');
      // Restored here: the next push makes it public there again.
      must(await show(admin, name));
      must(await admin.from('Project').update({ deleted_at: null }).eq('id', p!.id).select());
      expect((await pushSite(options)).files.failed).toEqual([]);
      expect(await status(target.url, name)).toBe(200);
    } finally {
      await target.stop();
    }
  });
});
