// A project's 3D model travels with the site as its other media do: the GLB, its poster and the
// poster's copies come back from backup → restore and arrive with `push` (files copied, URLs the
// target's, the GLB still served as model/gltf-binary); a model replaced and waiting in the trash
// arrives in the target's private trash bucket; and the purge takes a trashed project's model and
// a replaced model from the disk, leaving the live one's files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { pushSite } from '../../server/ops/push';
import { restoreBackup } from '../../server/ops/restore';
import { purgeTrash } from '../../server/storage/trash-purge';
import type { TestBackend } from '../../harness/backend';
import { must, project, signInAdmin, startApi, type Client, type Row } from './helpers';

const GLB = 'model/gltf-binary';
const PUBLIC = '/storage/v1/object/public/Gallery/';

let b: TestBackend;
let admin: Client;
let work: string;
let casa: Row<'Project'>;

/** Stores a file in a bucket; its public URL when it is the public one. */
async function store(name: string, body: string, type: string, bucket = 'Gallery') {
  must(await admin.storage.from(bucket).upload(name, new Blob([body], { type })));
  return `${PUBLIC}${name}`;
}

const objects = async (backend: TestBackend) =>
  (
    await backend.backend.db.asOwner((tx) =>
      tx.query<{ bucket_id: string; name: string }>(
        `select bucket_id, name from storage.objects order by name`,
      ),
    )
  ).rows;

/** A model's columns as the panel records them, its files stored under `stem`. */
async function modelOf(stem: string) {
  return {
    model: await store(`${stem}.glb`, `glb ${stem}`, GLB),
    model_poster: await store(`${stem}-poster.webp`, `poster ${stem}`, 'image/webp'),
    model_poster_widths: { '480': await store(`${stem}-poster-480w.webp`, `480 ${stem}`, 'image/webp') },
    model_size: 1234,
    model_source: 'ifc' as const,
  };
}

/** A stored file as a visitor fetches it: status, type and body. */
async function fetched(base: string, url: string) {
  const res = await fetch(url.startsWith('http') ? url : base + url);
  return [res.status, res.headers.get('content-type'), await res.text()];
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-model-'));
  b = await startApi();
  ({ client: admin } = await signInAdmin(b));
  [casa] = must(
    await admin
      .from('Project')
      .insert(project({ title: 'Casa Modelo', subtitle: 'Tres Plantas', ...(await modelOf('1-casa')) }))
      .select(),
  ) as [Row<'Project'>];
  // The model it replaced, waiting in the trash (its files moved to the private bucket).
  await store('0-casa-anterior.glb', 'glb anterior', GLB, 'Papelera');
  must(
    await admin
      .from('ReplacedMedia')
      .insert({
        id_project: casa.id,
        field: 'model',
        columns: { model: `${PUBLIC}0-casa-anterior.glb`, model_size: 12, model_source: 'glb' },
      })
      .select(),
  );
});

afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

describe("a project's 3D model", () => {
  it('comes back from backup → restore with its GLB, poster and copies', async () => {
    const file = path.join(work, 'copia.tar.gz');
    await createBackup(b.backend.db, b.backend.disk, file);
    const dataDir = path.join(work, 'restaurado');
    await restoreBackup(file, dataDir);
    const restored = await startApi({ dataDir });
    try {
      const row = must(await restored.client().from('Project').select('*').eq('id', casa.id).single());
      expect(row).toMatchObject({
        model: casa.model,
        model_poster: casa.model_poster,
        model_poster_widths: casa.model_poster_widths,
        model_size: 1234,
        model_source: 'ifc',
      });
      expect(await fetched(restored.url, casa.model!)).toEqual([200, GLB, 'glb 1-casa']);
      expect(await fetched(restored.url, casa.model_poster!)).toEqual([200, 'image/webp', 'poster 1-casa']);
      expect(await fetched(restored.url, `${PUBLIC}1-casa-poster-480w.webp`)).toEqual([
        200,
        'image/webp',
        '480 1-casa',
      ]);
      const replaced = must(await restored.client(restored.serviceKey).from('ReplacedMedia').select('*'));
      expect(replaced.map((r) => [r.field, r.columns.model])).toEqual([
        ['model', `${PUBLIC}0-casa-anterior.glb`],
      ]);
    } finally {
      await restored.stop();
    }
  });

  it('arrives with push: files copied, URLs the target’s, the replaced model in its trash bucket', async () => {
    const to = await startApi();
    try {
      const report = await pushSite({
        source: { url: b.url, key: b.secretKey },
        target: { url: to.url, secretKey: to.secretKey },
        statePath: path.join(work, 'push-state.json'),
      });
      for (const r of Object.values(report.rows)) expect(r.failed).toEqual([]);
      const row = must(await to.client().from('Project').select('*').eq('title', 'Casa Modelo').single());
      expect(row.model).toBe(`${to.url}${PUBLIC}1-casa.glb`);
      expect(row.model_poster).toBe(`${to.url}${PUBLIC}1-casa-poster.webp`);
      expect(row.model_poster_widths).toEqual({ '480': `${to.url}${PUBLIC}1-casa-poster-480w.webp` });
      expect([row.model_size, row.model_source]).toEqual([1234, 'ifc']);
      expect(await fetched(to.url, row.model!)).toEqual([200, GLB, 'glb 1-casa']);
      expect(await fetched(to.url, row.model_poster!)).toEqual([200, 'image/webp', 'poster 1-casa']);
      expect(await fetched(to.url, (row.model_poster_widths as Record<string, string>)['480']!)).toEqual([
        200,
        'image/webp',
        '480 1-casa',
      ]);
      expect(await objects(to)).toContainEqual({ bucket_id: 'Papelera', name: '0-casa-anterior.glb' });
      const replaced = must(await to.client(to.serviceKey).from('ReplacedMedia').select('*'));
      expect(replaced.map((r) => [r.field, r.id_project, r.columns.model])).toEqual([
        ['model', row.id, `${to.url}${PUBLIC}0-casa-anterior.glb`],
      ]);
    } finally {
      await to.stop();
    }
  });

  it("the purge removes a trashed project's model and a replaced model, files and all; the live one stays", async () => {
    const [old] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Casa Vieja', subtitle: 'Norte', ...(await modelOf('2-vieja')) }))
        .select(),
    ) as [Row<'Project'>];
    await b.backend.db.asOwner(async (tx) => {
      // Trashed, then 31 days old (the database stamps the trash time itself).
      await tx.query(`update public."Project" set deleted_at = now() where id = $1`, [old.id]);
      await tx.query(`update public."Project" set deleted_at = now() - interval '31 days' where id = $1`, [
        old.id,
      ]);
      await tx.query(`update public."ReplacedMedia" set deleted_at = now() - interval '31 days'`);
    });
    await purgeTrash(b.backend.db, b.backend.disk);
    const left = (await objects(b)).map((o) => o.name);
    for (const gone of [
      '2-vieja.glb',
      '2-vieja-poster.webp',
      '2-vieja-poster-480w.webp',
      '0-casa-anterior.glb',
    ])
      expect(left, gone).not.toContain(gone);
    expect(left).toEqual(
      expect.arrayContaining(['1-casa.glb', '1-casa-poster.webp', '1-casa-poster-480w.webp']),
    );
    expect((await fetched(b.url, `${PUBLIC}2-vieja.glb`))[0]).toBe(404);
    expect(must(await admin.from('ReplacedMedia').select('id'))).toEqual([]);
  });
});
