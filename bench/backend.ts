// `npm run bench`: the embedded backend's cold start, and the throughput and latency of the
// project list call (GET /rest/v1/Project?select=*), for the figures of the embedded backend.
//
// 1. Cold start: a child `tsx scripts/start.ts` (what `npm start` runs) on a fresh DATA_DIR with
//    SEED=false, timed from spawn until its first successful project list; then a restart on the
//    same data dir. dist/ is brought up to date first (untimed), so both are `npm start` with
//    nothing changed: the build is skipped (target ≤ 8 s).
// 2. Load: a backend in this process (demo content via seedOnce when supabase/seed/load.ts exists,
//    else 12 projects), and a load generator on a worker thread — its own event loop, so it does
//    not queue behind the server — sending a fixed number of requests to 127.0.0.1 only.
// 3. Attacks (under-attack.ts, paced-visitors.ts, owner-sign-in.ts, connection-cap.ts,
//    shared-address.ts, contact-flood.ts, stalled-readers.ts, signed-in-rpc-flood.ts; each also runs alone with
//    `npx tsx bench/<file>.ts` when it has a main): the same
//    backend in this process, the attackers playing several addresses (X-Forwarded-For, or
//    127.0.x.y as the source address).
//    The connection storm at start (start-storm.ts) spawns `npm start` again: a process that has
//    answered nothing yet.
// 4. The contact form (contact-form.ts): its bytes, its solving time in Chromium, its cost in the database.
// 5. Scale: the site grown to 300 projects beside the demo, on a phone (gallery-scale.ts; alone:
//    `npx tsx bench/gallery-scale.ts`).
// Bounded in count and time; everything it starts is stopped and its temporary dirs removed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../server/app';
import { LIMIT_DEFAULTS } from '../server/config/limits';
import { seedOnce } from '../server/seed';
import { buildIsCurrent } from '../scripts/build-inputs';
import { backupDedup } from './backup-dedup';
import { percentile, runLoad, table, type LoadResult } from './load';
import { connectionCap } from './connection-cap';
import { contactFlood } from './contact-flood';
import { contactForm } from './contact-form';
import { ownerSignIn } from './owner-sign-in';
import { pacedVisitors } from './paced-visitors';
import { readPath } from './read-path';
import { resumableUpload } from './resumable-upload';
import { sharedAddress } from './shared-address';
import { signedInRpcFlood } from './signed-in-rpc-flood';
import { stalledReaders } from './stalled-readers';
import { startStorm } from './start-storm';
import { underAttack } from './under-attack';
import { visitFlood } from './visit-flood';
import { freePort } from '../scripts/free-port';
import { galleryScale } from './gallery-scale';
import { spawnServer, type SpawnedServer } from './spawn-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIST = '/rest/v1/Project?select=*';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARMUP = 100;
const START_TIMEOUT_MS = 120_000;
const LOAD_TIMEOUT_MS = 120_000;

const temps: string[] = [];
const children = new Set<SpawnedServer>();

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'estudio-bench-'));
  temps.push(dir);
  return dir;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Spawns the real CLI and measures spawn → first 200 of the project list. */
async function timedStart(dataDir: string): Promise<{ ms: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const started = performance.now();
  const server = spawnServer(dataDir, port, { SEED: 'false' });
  children.add(server);
  const { child } = server;
  const stop = async () => {
    await server.stop();
    children.delete(server);
  };
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${server.stderr()}`);
    const keys = await readFile(path.join(dataDir, 'keys.json'), 'utf8').catch(() => null);
    if (keys) {
      const { anonKey } = JSON.parse(keys) as { anonKey: string };
      const ok = await fetch(`http://127.0.0.1:${port}${LIST}`, {
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
      })
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return { ms: performance.now() - started, stop };
    }
    await sleep(25);
  }
  await stop();
  throw new Error(`no answer within ${START_TIMEOUT_MS / 1000} s:\n${server.stderr()}`);
}

async function loadTest(): Promise<{ projects: number; content: string; load: LoadResult }> {
  const dataDir = await tempDir();
  const seeded = existsSync(path.join(ROOT, 'supabase/seed/load.ts'));
  const backend = await startBackend({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    appDir: false,
    // The load comes from 127.0.0.1 alone: that one address may hold every connection.
    maxConnectionsPerAddress: LIMIT_DEFAULTS.maxConnections,
    log: () => {},
    prepare: async (parts) => {
      if (seeded) {
        await seedOnce(parts);
        return;
      }
      const types = ['Residencial', 'Comercial', 'Equipamiento'];
      for (let i = 1; i <= 12; i++) {
        await parts.db.pg.query(
          `insert into public."Project" (title, subtitle, description, year, location, type, render, video)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            `Proyecto ${i}`,
            `Etapa ${i}`,
            'Vivienda y espacios de trabajo alrededor de un patio arbolado, con fachadas de ladrillo y celosías de madera.',
            String(2012 + i),
            'Quito, Ecuador',
            types[i % 3],
            `/storage/v1/object/public/Gallery/${1700000000000 + i}-portada.webp`,
            `/storage/v1/object/public/Gallery/${1700000000000 + i}-recorrido.mp4`,
          ],
        );
      }
    },
  });
  try {
    const { rows } = await backend.db.pg.query<{ n: number }>(
      'select count(*)::int as n from public."Project"',
    );
    const port = Number(new URL(backend.url).port);
    const key = backend.keys.anonKey;
    const load = await runLoad({
      port,
      path: LIST,
      headers: { apikey: key, authorization: `Bearer ${key}`, 'accept-profile': 'public' },
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      warmup: WARMUP,
      timeoutMs: LOAD_TIMEOUT_MS,
    });
    return {
      projects: rows[0]!.n,
      content: seeded ? 'demo content (supabase/seed)' : '12 inserted projects',
      load,
    };
  } finally {
    await backend.close();
  }
}

async function main(): Promise<void> {
  console.log('Embedded backend benchmark (127.0.0.1 only)\n');

  const built = buildIsCurrent(ROOT);
  if (!built) {
    console.log('dist/ is not current: building it first (not timed)…');
    const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }

  const coldDir = await tempDir();
  const cold = await timedStart(coldDir);
  await cold.stop();
  const warm = await timedStart(coldDir);
  await warm.stop();

  const { projects, content, load } = await loadTest();
  const ok = load.results.filter((r) => r.ok);
  const latencies = ok.map((r) => r.ms).sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;

  console.log(
    table([
      ['npm start, cold (fresh DATA_DIR, dist/ current → first project list)', ms(cold.ms)],
      ['npm start, warm restart (same DATA_DIR, nothing changed; target ≤ 8 s)', ms(warm.ms)],
      ['project list call', `GET ${LIST}  (${projects} projects, ${content})`],
      [
        'requests',
        `${load.results.length} (${ok.length} ok, ${load.results.length - ok.length} failed), concurrency ${CONCURRENCY}, after ${WARMUP} warm-up`,
      ],
      ['response size', `${ok[0]?.bytes ?? 0} bytes`],
      ['throughput', `${((ok.length / load.wallMs) * 1000).toFixed(0)} req/s`],
      ['latency p50', ms(percentile(latencies, 50))],
      ['latency p90', ms(percentile(latencies, 90))],
      ['latency p99', ms(percentile(latencies, 99))],
      ['latency max', ms(latencies.at(-1) ?? NaN)],
    ]),
  );
  if (ok.length < load.results.length || load.results.length < REQUESTS) process.exitCode = 1;

  console.log('\nRead path beside a static file of the same bytes\n');
  console.log(table(await readPath()));

  console.log('\nProject list while the server is under attack (target: p99 within 2x of idle)\n');
  console.log(table(await underAttack()));

  console.log('\nProject list at 100 paced visitors under attack (target: p99 within 2x of idle)\n');
  console.log(table(await pacedVisitors()));

  console.log('\nProject list during a flood of visit counts (target: p99 within 2x of idle)\n');
  console.log(table(await visitFlood()));

  console.log(
    "\nThe owner's sign-in while four addresses guess passwords (target: all succeed, each within 2 s)\n",
  );
  console.log(table(await ownerSignIn()));

  console.log('\nA newcomer while partial request heads hold every connection (target: all served)\n');
  console.log(table(await connectionCap()));

  console.log('\nPhones behind one address (bench/shared-address.ts; targets beside each figure)\n');
  console.log(table(await sharedAddress()));

  console.log(
    '\nA connection storm at start, beside the same storm a minute later (bench/start-storm.ts; target: p99 within 1.5x of warm)\n',
  );
  console.log(table(await startStorm()));

  console.log(
    "\nThe contact form: its bytes, solving time on a slowed CPU, the database's cost (bench/contact-form.ts)\n",
  );
  console.log(table(await contactForm()));

  console.log(
    '\nThe contact form under a flood from one address (bench/contact-flood.ts; targets beside each figure)\n',
  );
  console.log(table(await contactFlood()));

  console.log(
    '\nA newcomer while clients that stopped reading a download hold every connection (bench/stalled-readers.ts; target: all served)\n',
  );
  console.log(table(await stalledReaders()));

  console.log(
    '\nProject list during 10,000 function calls from a signed-in non-administrator (bench/signed-in-rpc-flood.ts; target: p99 within 2x of idle)\n',
  );
  console.log(table(await signedInRpcFlood()));

  console.log('\nA 200 MB video through the resumable (TUS) endpoint (target: server RSS growth < 64 MB)\n');
  console.log(table(await resumableUpload()));

  console.log(
    '\nThe site at 300 projects × 10 renders × 4 planos beside the demo (bench/gallery-scale.ts; targets beside each figure)\n',
  );
  console.log(table(await galleryScale()));

  console.log('\nScheduled backups, deduplicated (targets beside each figure)\n');
  console.log(table(await backupDedup()));
}

async function cleanUp(): Promise<void> {
  for (const server of children) server.child.kill('SIGKILL');
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
