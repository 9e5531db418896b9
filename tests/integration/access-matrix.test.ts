// The access rules are the same on the embedded backend (PGlite) and on a hosted-shaped
// Debian PostgreSQL, whether the project grants the API roles everything by default (projects
// made before 2026-05-30) or nothing (projects made since): every cell of tests/pg/access-matrix.ts.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { EXPECTED, runMatrix } from '../pg/access-matrix';
import { convergedOldPglite, freshPglite, pgliteTx, postgresTx, pushedDatabase } from '../pg/bootstrap';
import { startPostgres, type PostgresCluster } from '../pg/postgres-cluster';

describe('access matrix on PGlite (the embedded backend)', () => {
  it('a data dir made today', async () => {
    const db: Database = await freshPglite();
    try {
      expect(await runMatrix(pgliteTx(db))).toEqual(EXPECTED);
    } finally {
      await db.close();
    }
  });

  it("a data dir made by the earlier shim, after starting with today's", async () => {
    const db: Database = await convergedOldPglite();
    try {
      expect(await runMatrix(pgliteTx(db))).toEqual(EXPECTED);
    } finally {
      await db.close();
    }
  });
});

describe('access matrix on Debian PostgreSQL, pushed as `supabase db push` does', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  for (const defaultPrivileges of [false, true]) {
    it(`default privileges for new entities ${defaultPrivileges ? 'on (projects before 2026-05-30)' : 'off (projects created today)'}`, async () => {
      const name = `matrix_${defaultPrivileges ? 'on' : 'off'}`;
      const client: pg.Client = await pushedDatabase(cluster, name, { defaultPrivileges });
      try {
        expect(await runMatrix(postgresTx(client))).toEqual(EXPECTED);
      } finally {
        await client.end();
      }
    });
  }
});
