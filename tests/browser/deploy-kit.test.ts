// deploy/: the systemd unit's two steps (the build as root, the server as the service user) and the
// Caddyfile, run for real as deploy/README.md lays them out: code owned by root, DATA_DIR and its
// backups owned by an unprivileged service user under a root-owned /srv/estudio, Debian's Caddy in
// front with an internal certificate on loopback. Through HTTPS and HTTP/2: the smoke pages, a
// resumable upload (the forwarded origin counts: TRUST_PROXY), a scheduled backup written, and a
// restart. In the browser project because it serves the production build that project makes.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { freePort } from '../../scripts/free-port';
import { ROOT, startCli, type CliServer } from '../support/cli-server';
import { eventually } from '../support/eventually';
import { unitCommand } from '../support/unit-commands';

const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const SERVICE_USER = 'estudio-prueba';
const ADMIN = { email: 'estudio@estudio.test', password: 'clave-del-estudio-2026' };

let work: string;
let dataDir: string;
let backupDir: string;
let caddy: ChildProcess | undefined;
let server: CliServer | undefined;
let serverPort: number;
let origin: string;
let owner: { uid: number; gid: number } | null = null;
/** The Node binary the service runs (this one, copied where the service user may run it, as /usr/bin/node is). */
let nodeBinary = process.execPath;

/** The unprivileged account the unit runs as: made here when the test runs as root. */
function serviceUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null; // Already unprivileged: the server runs as this user.
  try {
    execFileSync('id', ['-u', SERVICE_USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER]);
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, SERVICE_USER]).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The unit's ExecStart, as the service user (setpriv, as systemd's User= would). */
function startServer(): CliServer {
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // No SITE_URL: the pages' origin must then come from Caddy's X-Forwarded-* (TRUST_PROXY).
    TRUST_PROXY: 'true',
    SEED: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BACKUP_EVERY: '1m',
  };
  const node = [nodeBinary, ...unitCommand('ExecStart').args];
  if (!owner) return startCli(serverPort, env, node[0], node.slice(1));
  return startCli(serverPort, env, 'setpriv', [
    `--reuid=${owner.uid}`,
    `--regid=${owner.gid}`,
    '--clear-groups',
    ...node,
  ]);
}

interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over HTTP/2 (Node's client speaks nothing else), trusting Caddy's internal CA. */
function h2(
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return new Promise<H2Answer>((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.once('error', reject);
    const req = session.request({
      ':method': options.method ?? 'GET',
      ':path': pathname,
      ...options.headers,
    });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    req.once('response', (h) => (headers = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.once('error', reject);
    req.once('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) });
    });
    req.end(options.body);
  });
}

beforeAll(async () => {
  if (!existsSync(CADDY))
    throw new Error(
      `No Caddy at ${CADDY}: install Debian's package (sudo apt-get install -y caddy) or set CADDY_PATH.`,
    );
  owner = serviceUser();
  // deploy/README.md's layout: /srv/estudio is root's, data and data-backups the service user's.
  work = await mkdtemp(path.join(tmpdir(), 'estudio-deploy-'));
  await chmod(work, 0o755);
  const srv = path.join(work, 'srv/estudio');
  dataDir = path.join(srv, 'data');
  backupDir = path.join(srv, 'data-backups');
  for (const dir of [dataDir, backupDir]) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (owner) await chown(dir, owner.uid, owner.gid);
  }
  await chmod(path.join(work, 'srv'), 0o755);
  if (owner) {
    nodeBinary = path.join(work, 'bin/node');
    await mkdir(path.dirname(nodeBinary), { mode: 0o755 });
    await copyFile(process.execPath, nodeBinary);
    await chmod(nodeBinary, 0o755);
  }
  await chmod(srv, 0o755);

  // The unit's ExecStartPre, as root: builds only when the sources changed (here: never).
  execFileSync(process.execPath, unitCommand('ExecStartPre').args, { cwd: ROOT, stdio: 'ignore' });
  serverPort = await freePort();
  server = startServer();

  // deploy/Caddyfile with the test's address, an internal certificate and loopback ports.
  const httpsPort = await freePort();
  origin = `https://localhost:${httpsPort}`;
  const site = (await readFile(path.join(ROOT, 'deploy/Caddyfile'), 'utf8'))
    .replace(/^albanogal\.mx, www\.albanogal\.mx \{$/m, `localhost:${httpsPort} {\n\ttls internal`)
    .replace('reverse_proxy 127.0.0.1:3000', `reverse_proxy 127.0.0.1:${serverPort}`);
  expect(site).toContain('tls internal');
  const caddyDir = path.join(work, 'caddy');
  await mkdir(caddyDir);
  const global = `{\n\tadmin off\n\thttp_port ${await freePort()}\n\thttps_port ${httpsPort}\n\tskip_install_trust\n\tstorage file_system ${caddyDir}/data\n}\n`;
  await writeFile(path.join(caddyDir, 'Caddyfile'), global + site);
  caddy = spawn(CADDY, ['run', '--config', path.join(caddyDir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: caddyDir, XDG_DATA_HOME: caddyDir, XDG_CONFIG_HOME: caddyDir },
    stdio: 'ignore',
  });
  await server.ready();
});

afterAll(async () => {
  await server?.stop();
  caddy?.kill('SIGTERM');
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the deploy kit, behind Caddy', () => {
  it('serves the smoke pages over HTTPS and HTTP/2, with the forwarded origin', async () => {
    const home = await eventually(() => h2('/'), { timeout: 30_000, interval: 300 });
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000');
    // TRUST_PROXY: the page's own address is the one the visitor used, from X-Forwarded-Proto/Host.
    expect(home.body.toString()).toContain(`${origin}/`);
    for (const page of ['/ProjectsGallery', '/WhoWeAre', '/login', '/robots.txt', '/sitemap.xml', '/health'])
      expect((await h2(page)).status, page).toBe(200);
    expect((await h2('/no-existe')).status).toBe(404);
    if (owner)
      expect(JSON.parse(execFileSync('stat', ['-c', '"%U"', dataDir]).toString())).toBe(SERVICE_USER);
  });

  it('takes a resumable upload through the proxy, resumed after a first part', async () => {
    const keys = await loadOrCreateKeys(dataDir);
    const signIn = await h2('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: keys.publishableKey, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(ADMIN)),
    });
    expect(signIn.status).toBe(200);
    const token = (JSON.parse(signIn.body.toString()) as { access_token: string }).access_token;
    const auth = { apikey: keys.publishableKey, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    const file = Buffer.alloc(3 * 1024 * 1024 + 123, 7);
    const meta = (value: string) => Buffer.from(value).toString('base64');
    const created = await h2('/storage/v1/upload/resumable', {
      method: 'POST',
      headers: {
        ...auth,
        'upload-length': String(file.length),
        'upload-metadata': `bucketName ${meta('Gallery')},objectName ${meta('despliegue/plano.png')},contentType ${meta('image/png')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    const at = location.startsWith('http') ? new URL(location).pathname : location;
    const patch = (offset: number, part: Buffer) =>
      h2(at, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: part,
      });
    expect((await patch(0, file.subarray(0, 1024 * 1024))).status).toBe(204);
    // Resumed as a client does after a cut: it asks where the upload stands, then sends the rest.
    const head = await h2(at, { method: 'HEAD', headers: auth });
    expect(head.headers['upload-offset']).toBe(String(1024 * 1024));
    expect((await patch(1024 * 1024, file.subarray(1024 * 1024))).status).toBe(204);
    const stored = await h2('/storage/v1/object/public/Gallery/despliegue/plano.png');
    expect(stored.status).toBe(200);
    expect(stored.body.equals(file)).toBe(true);
  }, 60_000);

  it('writes a scheduled backup into the default folder, and comes back after a restart', async () => {
    // BACKUP_EVERY=1m: the first one within a minute or so of the start.
    await eventually(
      async () => {
        const snapshots = await readdir(path.join(backupDir, 'snapshots')).catch(() => []);
        expect(
          snapshots.filter((name) => name.endsWith('.snapshot.json.gz')),
          server!.output(),
        ).not.toEqual([]);
      },
      { timeout: 100_000, interval: 1000 },
    );
    expect(server!.output()).not.toMatch(/FAILED|EACCES/);
    await server!.stop();
    // Stopped as systemd stops it (SIGTERM), it shut down itself rather than being killed after
    // the grace time (137). Here the signal goes to the whole process group, the tsx wrapper
    // included, which on a loaded machine has been seen to answer its own copy with 143 while
    // the server was shutting down: that is the wrapper's exit, not a server that failed to stop.
    expect([0, 143]).toContain(server!.child.exitCode ?? 0);
    server = startServer();
    await server.ready();
    const after = await eventually(() => h2('/storage/v1/object/public/Gallery/despliegue/plano.png'), {
      timeout: 30_000,
    });
    expect(after.status).toBe(200);
    expect(after.body.length).toBe(3 * 1024 * 1024 + 123);
  }, 150_000);
});
