// Backups hold every bucket, not only the one the migrations make: a private bucket made since
// (its objects stored beside the public ones) comes back with its files and settings, from an
// archive and from a kept snapshot alike.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { takeSnapshot } from '../../server/ops/backup-store';
import { restoreBackup } from '../../server/ops/restore';
import { restoreFromFile } from '../../server/ops/restore-any';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, pngImage, startApi } from './helpers';
import { dataDirState, siteState, type SiteState } from './restore-cli';

/** What a bucket's restore must bring back: the buckets, the objects' rows and every file's bytes. */
const storage = (s: SiteState) => ({
  buckets: s.rows['storage.buckets'],
  objects: s.rows['storage.objects'],
  files: s.files,
});

let b: TestBackend;
let work: string;

beforeAll(async () => {
  b = await startApi();
  work = await mkdtemp(path.join(tmpdir(), 'estudio-buckets-'));
  await b.backend.db.asOwner((tx) =>
    tx.query(
      `insert into storage.buckets (id, name, public, file_size_limit) values ('Reservado', 'Reservado', false, 1048576)`,
    ),
  );
  const service = b.client(b.secretKey);
  const image = await pngImage(40, 30);
  must(
    await service.storage.from('Reservado').upload('papelera/plano.png', image, { contentType: 'image/png' }),
  );
  must(await service.storage.from(BUCKET).upload('obra/plano.png', image, { contentType: 'image/png' }));
});
afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

it('an archive and a kept snapshot restore every bucket, with its files', async () => {
  const live = await siteState(b.backend);
  expect(Object.keys(live.files).sort()).toEqual(['Gallery/obra/plano.png', 'Reservado/papelera/plano.png']);
  expect(live.rows['storage.buckets']).toContainEqual('["Reservado", false, 1048576, null]');

  const archive = path.join(work, 'sitio.tar.gz');
  await createBackup(b.backend.db, b.backend.disk, archive);
  await restoreBackup(archive, path.join(work, 'desde-archivo'));
  expect(storage(await dataDirState(path.join(work, 'desde-archivo')))).toEqual(storage(live));

  const { file } = await takeSnapshot(b.backend.db, b.backend.disk, path.join(work, 'copias'));
  await restoreFromFile(file, path.join(work, 'desde-copia'), false);
  expect(storage(await dataDirState(path.join(work, 'desde-copia')))).toEqual(storage(live));
}, 120_000);
