// Deleting moves to the trash. A trashed row is hidden from visitors and signed-in
// non-administrators by the database (the policies of 20261125000400), also from the served
// pages and the sitemap; restoring puts it back exactly where it was; a clash of addresses
// restores nothing; the purge deletes the rows and then their files; the settings keep versions.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { restoreBackup } from '../../server/ops/restore';
import { purgeTrash } from '../../server/storage/trash-purge';
import type { TestBackend } from '../../harness/backend';
import { appFixture } from './app-fixture';
import { must, project, signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let visitor: Client;
let user: Client;
let appDir: string;

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ fresh: true, serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
  ({ client: user } = await signInNonAdmin(b));
  visitor = b.client();
});
afterAll(async () => {
  await b?.stop();
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

const trash = async (table: 'Project' | 'Render' | 'Blueprint' | 'Gallery' | 'Client', id: number) =>
  must(await admin.from(table).update({ deleted_at: new Date().toISOString() }).eq('id', id).select());
const restore = (table: 'Project' | 'Render' | 'Blueprint' | 'Gallery' | 'Client', id: number) =>
  admin.from(table).update({ deleted_at: null }).eq('id', id).select();

async function titles(client: Client): Promise<string[]> {
  const rows = must(await client.from('Project').select('title, position').order('position'));
  return rows.map((r) => `${r.position}:${r.title}`);
}

async function renderUrls(client: Client, projectId: number): Promise<string[]> {
  const rows = must(
    await client.from('Render').select('url, position').eq('id_project', projectId).order('position'),
  );
  return rows.map((r) => `${r.position}:${r.url}`);
}

describe('the trash', () => {
  it('hides a trashed project and its renders from visitors, non-administrators, pages and sitemap; restoring brings back order and media', async () => {
    const [a, p, c] = must(
      await admin
        .from('Project')
        .insert([
          project({ title: 'Alfa', subtitle: 'Uno' }),
          project({ title: 'Beta', subtitle: 'Dos' }),
          project({ title: 'Gama', subtitle: 'Tres' }),
        ])
        .select(),
    );
    must(
      await admin
        .from('Render')
        .insert(
          [1, 2, 3].map((n) => ({
            id_project: p!.id,
            url: `/storage/v1/object/public/Gallery/r${n}.webp`,
            description: `R${n}`,
          })),
        )
        .select(),
    );
    const before = await titles(visitor);
    const rendersBefore = await renderUrls(visitor, p!.id);
    expect(before).toEqual(['1:Alfa', '2:Beta', '3:Gama']);

    const [trashed] = await trash('Project', p!.id);
    // The database's time, not the caller's: set, and the renders went with it.
    expect(trashed!.deleted_at).not.toBeNull();
    for (const reader of [visitor, user]) {
      expect(await titles(reader)).toEqual(['1:Alfa', '2:Gama']);
      expect(await renderUrls(reader, p!.id)).toEqual([]);
    }
    const sitemap = await (await fetch(`${b.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('Beta');
    expect((await fetch(`${b.url}/ProjectsGallery/Alfa-Uno`)).status).toBe(200);
    expect((await fetch(`${b.url}/ProjectsGallery/Beta-Dos`)).status).toBe(404);
    // The administrator still sees it (the Papelera), with its renders trashed at the same time.
    const inTrash = must(await admin.from('Project').select('id, deleted_at').not('deleted_at', 'is', null));
    expect(inTrash.map((r) => r.id)).toEqual([p!.id]);
    const trashedRenders = must(await admin.from('Render').select('deleted_at').eq('id_project', p!.id));
    expect(new Set(trashedRenders.map((r) => r.deleted_at))).toEqual(new Set([trashed!.deleted_at]));

    // Meanwhile the studio moves Gama first and adds a project (it goes last).
    must(await admin.from('Project').update({ position: 1 }).eq('id', c!.id).select());
    must(
      await admin
        .from('Project')
        .insert(project({ title: 'Delta', subtitle: 'Cuatro' }))
        .select(),
    );
    expect(await titles(visitor)).toEqual(['1:Gama', '2:Alfa', '3:Delta']);

    must(await restore('Project', p!.id));
    expect(await titles(visitor)).toEqual(['1:Gama', '2:Beta', '3:Alfa', '4:Delta']);
    expect(await renderUrls(visitor, p!.id)).toEqual(rendersBefore);
    expect((await fetch(`${b.url}/ProjectsGallery/Beta-Dos`)).status).toBe(200);
    void a;
  });

  it('a render trashed on its own stays trashed when its project comes back, and returns to its place', async () => {
    const [p] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Epsilon', subtitle: 'Cinco' }))
        .select(),
    );
    const renders = must(
      await admin
        .from('Render')
        .insert(
          [1, 2, 3].map((n) => ({ id_project: p!.id, url: `/storage/v1/object/public/Gallery/e${n}.webp` })),
        )
        .select(),
    );
    await trash('Render', renders[1]!.id);
    expect(await renderUrls(visitor, p!.id)).toEqual([
      '1:/storage/v1/object/public/Gallery/e1.webp',
      '2:/storage/v1/object/public/Gallery/e3.webp',
    ]);
    await trash('Project', p!.id);
    must(await restore('Project', p!.id));
    expect(await renderUrls(visitor, p!.id)).toHaveLength(2);
    must(await restore('Render', renders[1]!.id));
    expect(await renderUrls(visitor, p!.id)).toEqual(
      [1, 2, 3].map((n) => `${n}:/storage/v1/object/public/Gallery/e${n}.webp`),
    );
  });

  it('a trashed project frees its address; restoring it while another project has it restores nothing', async () => {
    const [p] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Zeta', subtitle: 'Seis' }))
        .select(),
    );
    await trash('Project', p!.id);
    must(
      await admin
        .from('Project')
        .insert(project({ title: 'Zeta', subtitle: 'Seis', description: 'Otra' }))
        .select(),
    );
    const { error } = await restore('Project', p!.id);
    expect(error?.code).toBe('23505');
    const still = must(await admin.from('Project').select('deleted_at').eq('id', p!.id));
    expect(still[0]!.deleted_at).not.toBeNull();
  });

  it('gallery photos and testimonials: hidden when trashed, back when restored; visitors cannot trash or read the trash', async () => {
    const [photo] = must(
      await admin.from('Gallery').insert({ url: '/storage/v1/object/public/Gallery/g.webp' }).select(),
    );
    const [client] = must(
      await admin.from('Client').insert({ name: 'Eva', testimonial: 'Muy bien' }).select(),
    );
    await trash('Gallery', photo!.id);
    await trash('Client', client!.id);
    expect(must(await visitor.from('Gallery').select('id'))).toEqual([]);
    expect(must(await visitor.from('Client').select('id'))).toEqual([]);
    expect(must(await visitor.from('Client').select('id').not('deleted_at', 'is', null))).toEqual([]);
    const refused = await user.from('Client').update({ deleted_at: null }).eq('id', client!.id).select();
    expect(refused.error?.code).toBe('42501');
    must(await restore('Gallery', photo!.id));
    must(await restore('Client', client!.id));
    expect(must(await visitor.from('Gallery').select('id'))).toEqual([{ id: photo!.id }]);
    expect(must(await visitor.from('Client').select('id'))).toEqual([{ id: client!.id }]);
  });

  it('the purge deletes what has been trashed for 30 days, then the files no row names any more', async () => {
    const upload = async (name: string) => {
      must(await admin.storage.from('Gallery').upload(name, new Blob([name], { type: 'image/webp' })));
      return `/storage/v1/object/public/Gallery/${name}`;
    };
    const old = await upload('viejo.webp');
    const shared = await upload('compartido.webp');
    const recent = await upload('reciente.webp');
    const [oldPhoto, sharedPhoto, recentPhoto] = must(
      await admin
        .from('Gallery')
        .insert([{ url: old }, { url: shared }, { url: recent }])
        .select(),
    );
    must(await admin.from('Gallery').insert({ url: shared }).select()); // a live row still uses it
    for (const photo of [oldPhoto, sharedPhoto, recentPhoto]) await trash('Gallery', photo!.id);
    // 31 days ago (a trashed row's time can be changed; only the move to the trash is stamped).
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    for (const photo of [oldPhoto, sharedPhoto])
      must(await admin.from('Gallery').update({ deleted_at: longAgo }).eq('id', photo!.id).select());
    const objects = async () =>
      (
        await b.backend.db.asOwner((tx) =>
          tx.query<{ id: string; name: string }>(`select id, name from storage.objects`),
        )
      ).rows;
    const oldId = (await objects()).find((o) => o.name === 'viejo.webp')!.id;

    const result = await purgeTrash(b.backend.db, b.backend.disk);
    expect(result).toEqual({ rows: 2, files: 1 });
    const left = must(await admin.from('Gallery').select('id'));
    expect(left.map((r) => r.id)).not.toContain(oldPhoto!.id);
    expect(left.map((r) => r.id)).toContain(recentPhoto!.id);
    expect((await objects()).map((o) => o.name).sort()).toEqual(['compartido.webp', 'reciente.webp']);
    expect(existsSync(b.backend.disk.objectPath(oldId))).toBe(false);
    expect((await fetch(`${b.url}${old}`)).status).toBe(404);
    expect((await fetch(`${b.url}${shared}`)).status).toBe(200);
    expect(must(await admin.from('PurgedFile').select('url'))).toEqual([]);
  });
});

describe('the studio settings history', () => {
  it('each save keeps the previous document with its author; only administrators read the versions', async () => {
    must(
      await admin
        .from('Studio')
        .insert({ id: 1, settings: { city: 'Lima' } })
        .select(),
    );
    must(
      await admin
        .from('Studio')
        .update({ settings: { city: 'Quito' } })
        .eq('id', 1)
        .select(),
    );
    must(
      await admin
        .from('Studio')
        .update({ settings: { city: 'Cusco' } })
        .eq('id', 1)
        .select(),
    );
    const versions = must(await admin.from('StudioVersion').select('settings, author_email').order('id'));
    expect(versions).toEqual([
      { settings: { city: 'Lima' }, author_email: b.admin.email },
      { settings: { city: 'Quito' }, author_email: b.admin.email },
    ]);
    expect((await visitor.from('StudioVersion').select('id')).error?.code).toBe('42501');
    expect(must(await user.from('StudioVersion').select('id'))).toEqual([]);
  });
});

describe('backup and restore', () => {
  it('carry the trash (still hidden, still restorable to its place) and the settings history', async () => {
    const [p] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Eta', subtitle: 'Siete' }))
        .select(),
    );
    const before = must(await admin.from('Project').select('id, position').eq('id', p!.id))[0]!.position;
    await trash('Project', p!.id);
    const work = await mkdtemp(path.join(tmpdir(), 'estudio-trash-backup-'));
    try {
      await createBackup(b.backend.db, b.backend.disk, path.join(work, 'copia.tar.gz'));
      await restoreBackup(path.join(work, 'copia.tar.gz'), path.join(work, 'data'));
      const copy = await startApi({ dataDir: path.join(work, 'data') });
      try {
        const { client: copyAdmin } = await signInAdmin(copy);
        expect(must(await copy.client().from('Project').select('id').eq('id', p!.id))).toEqual([]);
        expect(must(await copyAdmin.from('StudioVersion').select('id')).length).toBeGreaterThan(0);
        must(await copyAdmin.from('Project').update({ deleted_at: null }).eq('id', p!.id).select());
        const back = must(await copy.client().from('Project').select('position').eq('id', p!.id));
        expect(back[0]!.position).toBe(before);
      } finally {
        await copy.stop();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
