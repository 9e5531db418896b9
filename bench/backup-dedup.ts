// 14 scheduled (deduplicated) backups of a fixture site with 1 % of its files
// changed between backups — disk used (target ≤ 1.2 × the site's files plus the rows of each
// snapshot), the time of a backup with nothing changed (target ≤ 10 s) and of a restore of the
// newest one. The fixture is BENCH_BACKUP_MB (default 200 MB, 1 MB files of random bytes) rather
// than the 2 GB, to keep `npm run bench` short; the ratio is what scales. One file in 20
// repeats another's bytes, as on a real site.
// Also runnable alone: `npx tsx bench/backup-dedup.ts`.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../server/app';
import { listSnapshots, pruneSnapshots, storeSize, takeSnapshot } from '../server/ops/backup-store';
import { restoreFromFile } from '../server/ops/restore-any';

const FILES = Number(process.env.BENCH_BACKUP_MB ?? 200);
const FILE_BYTES = 1024 * 1024;
const BACKUPS = 14;
const CHANGED = Math.max(1, Math.round(FILES / 100));

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function backupDedup(): Promise<[string, string][]> {
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-bench-backup-'));
  const backend = await startBackend({
    dataDir: path.join(work, 'data'),
    port: 0,
    host: '127.0.0.1',
    appDir: false,
    log: () => {},
  });
  try {
    const { db, disk } = backend;
    // Files as uploads leave them: a storage.objects row and its bytes under the object's id.
    // Every 20th repeats the one before it byte for byte (a site has such copies: one blob in
    // the store for both, and the restore must bring back each under its own name).
    let last: Buffer | null = null;
    let added = 0;
    const addFile = async (name: string) => {
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name) values ('Gallery', $1) returning id`,
          [name],
        ),
      );
      const file = disk.objectPath(rows[0]!.id);
      await mkdir(path.dirname(file), { recursive: true });
      const bytes: Buffer = last && ++added % 20 === 0 ? last : randomBytes(FILE_BYTES);
      await writeFile(file, bytes);
      last = bytes;
    };
    for (let i = 0; i < FILES; i++) await addFile(`foto-${i}.webp`);
    const dir = path.join(work, 'copias');
    const rowsBytes: number[] = [];
    let next = FILES;
    for (let n = 0; n < BACKUPS; n++) {
      if (n > 0) {
        // 1 % of the files replaced by new uploads.
        await db.asOwner((tx) =>
          tx.query(
            `delete from storage.objects where name in (select name from storage.objects order by random() limit $1)`,
            [CHANGED],
          ),
        );
        for (let i = 0; i < CHANGED; i++) await addFile(`foto-${next++}.webp`);
      }
      const { file } = await takeSnapshot(db, disk, dir, new Date(Date.UTC(2026, 10, 1 + n)));
      rowsBytes.push((await stat(file)).size);
      await pruneSnapshots(dir, BACKUPS);
    }
    const site = FILES * FILE_BYTES;
    const used = await storeSize(dir);
    const target = 1.2 * site + rowsBytes.reduce((a, b) => a + b, 0);
    let started = Date.now();
    const unchanged = await takeSnapshot(db, disk, dir, new Date(Date.UTC(2026, 10, 30)));
    const noChange = Date.now() - started;
    await pruneSnapshots(dir, BACKUPS);
    await backend.close();
    const newest = (await listSnapshots(dir)).at(-1)!;
    started = Date.now();
    const { manifest } = await restoreFromFile(
      path.join(dir, 'snapshots', newest),
      path.join(work, 'restaurado'),
      false,
    );
    const restore = Date.now() - started;
    const restoredFiles = (
      await readdir(path.join(work, 'restaurado', 'storage', 'objects'), {
        recursive: true,
        withFileTypes: true,
      })
    ).filter((e) => e.isFile()).length;
    return [
      [`site (${FILES} files of 1 MiB)`, mib(site)],
      [
        `${BACKUPS} backups, ${CHANGED} file(s) changed between each: disk used`,
        `${mib(used)} (${(used / site).toFixed(2)}× the site; target ≤ ${mib(target)} = 1.2× + rows)`,
      ],
      [
        'backup with nothing changed',
        `${seconds(noChange)} (${unchanged.copied} files copied; target ≤ 10 s)`,
      ],
      [
        'restore of the newest backup',
        `${seconds(restore)} (${restoredFiles} of ${manifest.rows['storage.objects']} files, 1 in 20 sharing its bytes with another; every checksum verified)`,
      ],
    ];
  } finally {
    await backend.close().catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { table } = await import('./load');
  console.log(table(await backupDedup()));
}
