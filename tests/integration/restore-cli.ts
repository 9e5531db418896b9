// What the backup tests compare and how they restore: the site's rows and the SHA-256 of every
// stored file (by bucket and name), and `npm run admin -- restore` run as the real CLI.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Database } from '../../server/db/database';
import { Disk } from '../../server/storage/disk';
import { BACKUP_TABLES } from '../../server/ops/backup-format';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SiteState {
  /** Each backed-up table's rows as JSON text, sorted. */
  rows: Record<string, string[]>;
  /** `<bucket>/<name>` → SHA-256 of the stored bytes. */
  files: Record<string, string>;
}

/**
 * Everything a backup must bring back. Buckets are compared by their settings: a restore keeps
 * the rows the migrations wrote (their timestamps are the restore's).
 */
export async function siteState(backend: { db: Database; disk: Disk }): Promise<SiteState> {
  const rows: SiteState['rows'] = {};
  let objects: { id: string; bucket_id: string; name: string }[] = [];
  await backend.db.asOwner(async (tx) => {
    // storage.buckets named even where a backup did not hold it (to show what such a restore lost).
    for (const table of new Set<string>([...BACKUP_TABLES, 'storage.buckets'])) {
      const columns =
        table === 'storage.buckets'
          ? 'json_build_array(id, public, file_size_limit, allowed_mime_types)'
          : 't';
      const { rows: out } = await tx.query<{ row: string }>(`select ${columns}::text as row from ${table} t`);
      rows[table] = out.map((r) => r.row).sort();
    }
    ({ rows: objects } = await tx.query<{ id: string; bucket_id: string; name: string }>(
      'select id, bucket_id, name from storage.objects',
    ));
  });
  const files: SiteState['files'] = {};
  for (const o of objects)
    files[`${o.bucket_id}/${o.name}`] = createHash('sha256')
      .update(await readFile(backend.disk.objectPath(o.id)))
      .digest('hex');
  return { rows, files };
}

/** The state of a stopped site's data dir (no server started: a start would change its rows). */
export async function dataDirState(dataDir: string): Promise<SiteState> {
  const db = await Database.open(path.join(dataDir, 'pgdata'));
  try {
    return await siteState({ db, disk: new Disk(path.join(dataDir, 'storage')) });
  } finally {
    await db.close();
  }
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- restore <file>` into `dataDir`, as an operator runs it. */
export function restoreCli(file: string, dataDir: string): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['server/main.ts', 'restore', file],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
