// core/database.types.ts is generated (`npm run gen:types`, scripts/database-types.ts): the
// checked-in file must be exactly what the generator makes from supabase/migrations, so a
// migration that lands without regenerating fails here. The generator runs on the embedded
// backend (PGlite); a hosted-shaped Debian PostgreSQL with the same migrations gives the same file.
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { DATABASE_TYPES_FILE, generateDatabaseTypes, typesOf } from '../../scripts/database-types';
import { pushedDatabase } from '../pg/bootstrap';
import { startPostgres, type PostgresCluster } from '../pg/postgres-cluster';

const GENERATION_TIMEOUT = 180_000;

describe('generated database types', () => {
  let generated: string;
  beforeAll(async () => {
    generated = await generateDatabaseTypes();
  }, GENERATION_TIMEOUT);

  it('the checked-in file is what `npm run gen:types` writes', async () => {
    const checkedIn = await readFile(DATABASE_TYPES_FILE, 'utf8');
    expect(checkedIn, 'core/database.types.ts is out of date: run `npm run gen:types`').toBe(generated);
  });

  it('a new migration changes the generated file', { timeout: GENERATION_TIMEOUT }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'estudio-typegen-'));
    try {
      for (const name of await readdir(MIGRATIONS_DIR)) {
        await copyFile(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
      }
      await writeFile(
        path.join(dir, '29991231000000_probe.sql'),
        'alter table public."Client" add column probe_note text;',
      );
      const withProbe = await generateDatabaseTypes(dir);
      expect(withProbe).not.toBe(generated);
      expect(withProbe).toContain('probe_note: string | null');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('on PostgreSQL', () => {
    let cluster: PostgresCluster;
    beforeAll(async () => {
      cluster = await startPostgres();
    }, GENERATION_TIMEOUT);
    afterAll(async () => {
      await cluster?.stop();
    });

    it('the same migrations give the same file', { timeout: GENERATION_TIMEOUT }, async () => {
      const client = await pushedDatabase(cluster, 'typegen', { defaultPrivileges: false });
      try {
        expect(await typesOf(client)).toBe(generated);
      } finally {
        await client.end();
      }
    });
  });
});
