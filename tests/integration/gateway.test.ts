// The hosted checks with today's keys, through a double of Supabase's API gateway
// (tests/support/gateway.ts) in front of the embedded backend: each key kind on REST, Auth and
// Storage, `doctor` with the publishable key, `push` with the secret key — and the secret key
// refused from a browser.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite } from '../../server/ops/push';
import { formatChecks, runChecks } from '../../scripts/doctor/checks';
import { startBackend, type TestBackend } from '../../harness/backend';
import { startGateway, type Gateway } from '../support/gateway';
import { BROWSER_UA, BUCKET, keyClient, must, pngImage, startApi } from './helpers';

const run = promisify(execFile);

let b: TestBackend;
let gw: Gateway;

beforeAll(async () => {
  b = await startBackend({ seed: true, serveApp: false });
  gw = await startGateway(b);
});
afterAll(async () => {
  await gw?.stop();
  await b?.stop();
});

const headers = (key: string, extra: Record<string, string> = {}) => ({ apikey: key, ...extra });

describe('through the gateway', () => {
  it('the publishable key reads as anon; signed in, the user token writes on REST and Storage; Auth answers', async () => {
    const visitor = keyClient(gw.url, gw.publishableKey);
    expect(must(await visitor.from('Project').select('id')).length).toBeGreaterThan(0);
    const refused = await visitor.from('Client').insert({ name: 'Intruso', testimonial: 'No' });
    expect(refused.status).toBe(401);
    const admin = keyClient(gw.url, gw.publishableKey);
    expect((await admin.auth.signInWithPassword(b.admin)).error).toBeNull();
    expect((await admin.auth.getClaims()).data?.claims.email).toBe(b.admin.email);
    const [row] = must(await admin.from('Client').insert({ name: 'Pasarela', testimonial: 'Sí' }).select());
    const name = `${Date.now()}-pasarela.png`;
    must(await admin.storage.from(BUCKET).upload(name, await pngImage(8, 8), { contentType: 'image/png' }));
    must(await admin.storage.from(BUCKET).remove([name]));
    must(await admin.from('Client').delete().eq('id', row!.id).select());
    // Behind the gateway the APIs never saw an sb_ key: a JWT of the role, or the user's token
    // (the JWKS, open to anyone, is passed through as it came).
    const behind = gw.forwarded.filter((f) => !f.path.endsWith('/jwks.json'));
    expect(behind.length).toBeGreaterThan(5);
    expect(behind.filter((f) => f.apikey?.startsWith('sb_') || f.authorization?.includes('sb_'))).toEqual([]);
  });

  it('the secret key acts as service_role from a server, and is refused with 401 from a browser', async () => {
    const server = keyClient(gw.url, gw.secretKey);
    const [row] = must(await server.from('Client').insert({ name: 'Servidor', testimonial: 'Sí' }).select());
    must(await server.from('Client').delete().eq('id', row!.id).select());
    for (const p of [
      '/rest/v1/Project?select=id',
      '/auth/v1/settings',
      `/storage/v1/object/${BUCKET}/x.png`,
    ]) {
      const res = await fetch(gw.url + p, { headers: headers(gw.secretKey, { 'User-Agent': BROWSER_UA }) });
      expect(res.status, p).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
    }
  });

  it('Bearer sb_… other than apikey, an unknown key, and no key at all are refused with 401', async () => {
    const cases: Record<string, string>[] = [
      headers(gw.publishableKey, { authorization: `Bearer ${gw.secretKey}` }),
      headers('sb_publishable_de-otro-proyecto'),
      {},
    ];
    for (const h of cases) {
      const res = await fetch(`${gw.url}/rest/v1/Project?select=id`, { headers: h });
      expect(res.status, JSON.stringify(Object.keys(h))).toBe(401);
    }
  });

  it('the legacy anon key still works, and public files and the JWKS need no key', async () => {
    must(await keyClient(gw.url, b.anonKey).from('Project').select('id'));
    expect((await fetch(`${gw.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
  });
});

describe('doctor with the publishable key', () => {
  it('passes every check through the gateway, from the code and from the command line', async () => {
    const checks = await runChecks(gw.url, gw.publishableKey);
    expect(
      checks.filter((c) => !c.ok),
      formatChecks(checks),
    ).toEqual([]);
    for (const flag of ['--publishable-key', '--anon-key']) {
      const key = flag === '--anon-key' ? b.anonKey : gw.publishableKey;
      const cli = await run('npx', ['tsx', 'scripts/doctor/main.ts', '--url', gw.url, flag, key]);
      expect(cli.stdout, flag).not.toMatch(/FALLA/);
    }
  }, 120_000);
});

describe('push with the secret key', () => {
  it('copies the site into a project behind the gateway; the target serves the same content', async () => {
    const to = await startApi();
    const toGateway = await startGateway(to);
    const stateDir = await mkdtemp(path.join(tmpdir(), 'estudio-push-gw-'));
    try {
      const report = await pushSite({
        source: { url: b.url, key: b.secretKey },
        target: { url: toGateway.url, secretKey: toGateway.secretKey },
        statePath: path.join(stateDir, 'state.json'),
      });
      expect(report.files.failed).toEqual([]);
      for (const table of Object.values(report.rows)) expect(table.failed).toEqual([]);
      const here = must(
        await keyClient(b.url, b.publishableKey).from('Project').select('title').order('position'),
      );
      const there = must(
        await keyClient(toGateway.url, toGateway.publishableKey)
          .from('Project')
          .select('title')
          .order('position'),
      );
      expect(there).toEqual(here);
    } finally {
      await toGateway.stop();
      await to.stop();
      await rm(stateDir, { recursive: true, force: true });
    }
  }, 180_000);
});
