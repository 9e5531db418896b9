import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { ownerOnlyTree } from './owner-only';

/** The claims of the request's verified JWT (anon key, user token or service key). */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  [claim: string]: unknown;
}

export type Tx = Transaction;

/**
 * The embedded Postgres. PGlite is a single connection, so transactions run one at a time;
 * each API request is one transaction (docs/ARCHITECTURE.md, "Two backends, one wire").
 */
export class Database {
  private constructor(readonly pg: PGlite) {}

  static async open(dataDir: string | undefined): Promise<Database> {
    if (dataDir) await ownerOnlyTree(dataDir);
    // pgcrypto, as every hosted project has it in schema `extensions` (platform-shim.sql): the
    // contact form's challenges are signed and checked with its hmac.
    const extensions = { pgcrypto };
    const pg = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
    await pg.waitReady;
    // Files the start itself wrote (a new cluster, the relation cache) come out 0644/0666.
    if (dataDir) await ownerOnlyTree(dataDir);
    return new Database(pg);
  }

  /** Runs `fn` in one transaction as the database owner: no row-level security. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.pg.transaction(fn);
  }

  /**
   * Runs `fn` in one transaction as the caller: `set local role` to the JWT's role and the
   * claims in `request.jwt.claims`, exactly as PostgREST does, so the migrations' policies decide.
   * `headers` (lower-case names) go to `request.headers` the same way, for functions that read them.
   */
  asCaller<T>(claims: Claims, fn: (tx: Tx) => Promise<T>, headers?: Record<string, string>): Promise<T> {
    return this.pg.transaction(async (tx) => {
      // One statement, as PostgREST sets them: each statement is a round trip into PGlite on this
      // thread, so three of them took a third of a visit count's time. `role` set this
      // way is `set local role`; its name comes from a verified JWT and is one of three fixed names.
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
                set_config('role', $3, true)`,
        [JSON.stringify(claims), headers ? JSON.stringify(headers) : '', claims.role],
      );
      return fn(tx);
    });
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
