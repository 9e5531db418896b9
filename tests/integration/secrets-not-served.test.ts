// Nothing under DATA_DIR — the JWT secret and service key (keys.json), the generated
// admin password, the database — and no dot-file is reachable over HTTP, in `npm start` and in
// `npm run dev` (Vite in middleware mode, whose root contains the default ./.data), whatever
// the path form. Production source maps are not served either. Nor the secret key
// (sb_secret_…) or a private signing key; the JWKS and the pages carry public keys only.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend as start, type Backend } from '../../server/app';
import type { Keys } from '../../server/auth/keys';
import { createDevApp, devRequestAllowed } from '../../server/site/dev-app';
import { startHostedSite, type HostedSite } from '../../server/hosted/hosted-site';
import { startBackend, type TestBackend } from '../../harness/backend';
import { appFixture } from './app-fixture';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every way of naming a file of the data dir that a dev server or a static server might honour. */
function probes(dataDirName: string, absolute: string): string[] {
  const keys = `${dataDirName}/keys.json`;
  return [
    `/${keys}`,
    `/${keys}?raw`,
    `/${keys}?import`,
    `/${keys}?import&raw`,
    `/${keys}?url`,
    `/${dataDirName}/admin-credentials.txt?raw`,
    `/%2e${dataDirName.slice(1)}/keys.json`,
    `/%252e${dataDirName.slice(1)}/keys.json`,
    `/src/../${keys}`,
    `/src/%2e%2e/${keys}`,
    `/@fs${absolute}/keys.json`,
    `/@fs${absolute}/keys.json?raw`,
    `/@fs${absolute}/keys.json?import&raw`,
    '/.git/config',
    '/.env',
    '/@fs/etc/passwd',
  ];
}

async function get(base: string, probe: string): Promise<{ status: number; body: string }> {
  const res = await fetch(base + probe);
  return { status: res.status, body: await res.text() };
}

/** What must never leave DATA_DIR: the legacy secret and service_role key, the secret key, private signing keys. */
function secretsOf(keys: Keys): string[] {
  return [
    keys.jwtSecret,
    keys.serviceKey,
    keys.secretKey,
    ...keys.signingKeys.map((key) => String(key.privateJwk.d)),
  ];
}

describe('npm run dev', () => {
  const name = `.data-secrets-test-${process.pid}`;
  const dataDir = path.join(ROOT, name);
  let backend: Backend;
  let dev: Awaited<ReturnType<typeof createDevApp>>;
  let secret: string;
  let secrets: string[];

  beforeAll(async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(
      path.join(dataDir, 'admin-credentials.txt'),
      'admin@estudio.local contraseña-secreta-123\n',
    );
    dev = await createDevApp(dataDir, 'anon');
    backend = await start({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      appDir: false,
      appMiddleware: dev.middleware,
      log: () => {},
    });
    secret = backend.keys.jwtSecret;
    secrets = secretsOf(backend.keys);
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
    await dev?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the app’s sources', async () => {
    const { status, body } = await get(backend.url, '/src/main.tsx');
    expect(status).toBe(200);
    expect(body).toContain('createRoot');
  });

  it('answers no path form of the data dir, dot-files or files outside the project', async () => {
    for (const probe of probes(name, dataDir)) {
      const { status, body } = await get(backend.url, probe);
      expect({
        probe,
        leaked:
          body.includes(secret) ||
          secrets.some((s) => body.includes(s)) ||
          body.includes('contraseña-secreta') ||
          body.includes('root:x:0'),
      }).toEqual({ probe, leaked: false });
      expect({ probe, status }).toEqual({ probe, status: 404 });
    }
  });

  it('decides by the resolved path, not by how it is spelled', () => {
    expect(devRequestAllowed('/src/main.tsx', dataDir)).toBe(true);
    expect(devRequestAllowed('/node_modules/.vite/deps/react.js?v=1', dataDir)).toBe(true);
    expect(devRequestAllowed(`/@fs${ROOT}/node_modules/react/index.js`, dataDir)).toBe(true);
    expect(devRequestAllowed(`/${name}/pgdata/PG_VERSION`, dataDir)).toBe(false);
    expect(devRequestAllowed('/src/%00.tsx', dataDir)).toBe(false);
    expect(devRequestAllowed('/%E0%A4%A', dataDir)).toBe(false);
  });
});

describe('npm start', () => {
  let b: TestBackend;
  beforeAll(async () => {
    const appDir = await appFixture();
    await writeFile(
      path.join(appDir, 'assets', 'index-abc123.js.map'),
      '{"sources":["src/features/admin/AdminShell.tsx"]}',
    );
    b = await startBackend({ appDir });
  });
  afterAll(async () => {
    await b?.stop();
  });

  it('answers no path form of the data dir', async () => {
    const secrets = secretsOf(b.backend.keys);
    for (const probe of probes(path.basename(b.dataDir), b.dataDir)) {
      const { body } = await get(b.url, probe);
      expect({ probe, leaked: secrets.some((s) => body.includes(s)) }).toEqual({ probe, leaked: false });
    }
  });

  it('pages, the JWKS, robots.txt and sitemap.xml carry the publishable key at most, never a secret one', async () => {
    const secrets = secretsOf(b.backend.keys);
    for (const page of [
      '/',
      '/admin',
      '/login',
      '/auth/v1/.well-known/jwks.json',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      const { body } = await get(b.url, page);
      expect({ page, leaked: secrets.some((s) => body.includes(s)) }).toEqual({ page, leaked: false });
    }
    expect((await get(b.url, '/')).body).toContain(b.publishableKey);
  });

  it('does not serve source maps', async () => {
    const { status, body } = await get(b.url, '/assets/index-abc123.js.map');
    expect(status).toBe(404);
    expect(body).not.toContain('AdminShell');
  });
});

describe('npm start, hosted mode', () => {
  let b: TestBackend;
  let site: HostedSite;
  beforeAll(async () => {
    b = await startBackend({ serveApp: false });
    site = await startHostedSite({
      supabaseUrl: b.url,
      publicKey: b.publishableKey,
      port: 0,
      host: '127.0.0.1',
      appDir: await appFixture(),
      log: () => {},
    });
  });
  afterAll(async () => {
    await site?.close();
    await b?.stop();
  });

  it('serves the publishable key at most: no secret of the project in any page or file', async () => {
    const secrets = secretsOf(b.backend.keys);
    const paths = [
      ...probes(path.basename(b.dataDir), b.dataDir),
      '/',
      '/admin',
      '/robots.txt',
      '/sitemap.xml',
      '/auth/v1/.well-known/jwks.json',
    ];
    for (const probe of paths) {
      const { body } = await get(site.url, probe);
      expect({ probe, leaked: secrets.some((s) => body.includes(s)) }).toEqual({ probe, leaked: false });
    }
    expect((await get(site.url, '/')).body).toContain(b.publishableKey);
  });
});
