// The files a delete interrupted between the row and its files left publicly
// served are removed at the next start (and hourly), once a day old; nothing a row names, however
// it writes the name, and no recent upload (its row may be on its way) is touched.
import { randomUUID } from 'node:crypto';
import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphans } from '../../server/storage/orphan-sweep';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, pngImage, project, signInAdmin, startApi } from './helpers';

let b: TestBackend;
const log: string[] = [];
const DAY = 24 * 3600 * 1000;
const rowless = { old: randomUUID(), fresh: randomUUID() };
const fileOf = (id: string) => path.join(b.dataDir, 'storage', 'objects', id.slice(0, 2), id);

beforeAll(async () => {
  const first = await startApi();
  const { client: admin } = await signInAdmin(first);
  const png = await pngImage(8, 8);
  const url = (name: string) => first.client().storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
  for (const name of [
    'usada/portada.png',
    'usada/con espacio.png',
    'borrada/portada.png',
    'borrada/render.png',
    'suelta/recien.png',
    'papelera/portada.png',
    'papelera/suelta.png',
  ])
    must(await admin.storage.from(BUCKET).upload(name, png, { contentType: 'image/png' }));
  must(
    await admin
      .from('Project')
      .insert(project({ title: 'Sigue', render: url('usada/portada.png') }))
      .select(),
  );
  // getPublicUrl writes the space as %20: the row names the file only in its encoded form.
  must(
    await admin
      .from('Gallery')
      .insert({ url: url('usada/con espacio.png') })
      .select(),
  );
  const gone = must(
    await admin
      .from('Project')
      .insert(project({ title: 'Borrada', render: url('borrada/portada.png') }))
      .select('id')
      .single(),
  );
  must(
    await admin
      .from('Render')
      .insert({ id_project: gone.id, url: url('borrada/render.png') })
      .select(),
  );
  // The panel's delete, cut off after the row (the renders go with it) and before the files.
  must(await admin.from('Project').delete().eq('id', gone.id).select());
  // A trashed project's file waits in the private bucket, named by its row; another object there
  // is named by nothing (a purge cut off after the rows).
  const trashed = must(
    await admin
      .from('Project')
      .insert(project({ title: 'En papelera', render: url('papelera/portada.png') }))
      .select('id')
      .single(),
  );
  must(
    await admin
      .from('Project')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', trashed.id)
      .select(),
  );
  for (const name of ['papelera/portada.png', 'papelera/suelta.png'])
    must(await admin.storage.from(BUCKET).move(name, name, { destinationBucket: 'Papelera' }));
  // A day and more since every upload but the latest, whose row may still be on its way.
  await first.backend.db.pg.query(
    `update storage.objects set created_at = now() - interval '2 days', updated_at = now() - interval '2 days'
      where name <> 'suelta/recien.png'`,
  );
  b = first;
  for (const id of [rowless.old, rowless.fresh]) {
    await mkdir(path.dirname(fileOf(id)), { recursive: true });
    await writeFile(fileOf(id), 'sin fila');
  }
  const twoDaysAgo = new Date(Date.now() - 2 * DAY);
  await utimes(fileOf(rowless.old), twoDaysAgo, twoDaysAgo);
  await first.stop({ keepData: true });
  b = await startApi({ dataDir: first.dataDir, log: (line) => log.push(line) });
});

afterAll(async () => {
  await b?.stop();
});

const status = async (name: string) =>
  (await fetch(b.client().storage.from(BUCKET).getPublicUrl(name).data.publicUrl)).status;
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('files an interrupted delete left', () => {
  it('are no longer served after the next start, and the log says what went', async () => {
    expect(await status('borrada/portada.png')).toBe(404);
    expect(await status('borrada/render.png')).toBe(404);
    expect(log.join('\n')).toMatch(
      /Removed stored files no content uses any more: 3 objects \(borrada\/portada\.png, borrada\/render\.png, papelera\/suelta\.png\), 1 files without an object/,
    );
  });

  it('every file a row names, however written, and a recent upload stay', async () => {
    expect(await status('usada/portada.png')).toBe(200);
    expect(await status('usada/con espacio.png')).toBe(200);
    expect(await status('suelta/recien.png')).toBe(200);
  });

  it("a trashed item's file in the private bucket stays; one there no row names goes", async () => {
    const { rows } = await b.backend.db.pg.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'Papelera' order by name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['papelera/portada.png']);
  });

  it('a file without its object row goes once a day old; a recent one stays', async () => {
    expect(await exists(fileOf(rowless.old))).toBe(false);
    expect(await exists(fileOf(rowless.fresh))).toBe(true);
  });
});

describe('the demo site', () => {
  it('has nothing swept even when every file is old: each is named by a row', async () => {
    const demo = await startApi({ seed: true });
    try {
      const { rows } = await demo.backend.db.pg.query<{ n: number }>(
        `update storage.objects set created_at = now() - interval '2 days', updated_at = now() - interval '2 days'
          returning 1 as n`,
      );
      expect(rows.length).toBeGreaterThan(20);
      expect(await sweepOrphans(demo.backend.db, demo.backend.disk)).toEqual({ objects: [], files: 0 });
    } finally {
      await demo.stop();
    }
  }, 120_000);
});
