import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port';

/** A throwaway Debian PostgreSQL cluster on 127.0.0.1, its superuser named as on hosted Supabase. */
export interface PostgresCluster {
  port: number;
  /** A client connected as `user`, by default the bootstrap superuser `supabase_admin`. */
  connect(database?: string, user?: string): Promise<pg.Client>;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "The real-PostgreSQL checks need Debian's PostgreSQL server: `sudo apt-get update && sudo apt-get install -y postgresql` " +
  '(.ci/run installs it on a fresh machine), or set PG_BIN to a folder with initdb and pg_ctl.';

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL server found under ${root}. ${INSTALL_HINT}`);
  return path.join(root, newest, 'bin');
}

/**
 * initdb + pg_ctl start in a temporary folder. PostgreSQL refuses to run as root, so when the
 * tests run as root (CI) the server runs as the `postgres` system user the Debian package creates.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'estudio-pg-'));
  if (asRoot) {
    const ids = (name: string) => Number(execFileSync('id', [name, '-u']).toString().trim());
    let uid: number;
    let gid: number;
    try {
      uid = ids('postgres');
      gid = Number(execFileSync('id', ['postgres', '-g']).toString().trim());
    } catch {
      throw new Error(
        `Running as root, but there is no \`postgres\` system user to run the server as. ${INSTALL_HINT}`,
      );
    }
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: 'pipe' });
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'supabase_admin', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    port,
    connect: async (database = 'postgres', user = 'supabase_admin') => {
      const client = new pg.Client({ host: '127.0.0.1', port, user, database });
      await client.connect();
      return client;
    },
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
