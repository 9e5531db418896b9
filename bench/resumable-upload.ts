// A 200 MB video through the resumable (TUS) endpoint with tus-js-client, as
// the panel sends it (6 MiB chunks), against the real CLI server in its own process, so that its
// memory is measured alone: throughput, and the server's peak RSS growth while the bytes stream
// to disk (target < 64 MB: memory must stay flat whatever the file's size).
// Also runnable alone: `npx tsx bench/resumable-upload.ts`.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Upload } from 'tus-js-client';
import { freePort } from '../scripts/free-port';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 200) * 1024 * 1024;
const CHUNK = 6 * 1024 * 1024;
const ADMIN = { email: 'bench@estudio.local', password: 'bench-clave-123456' };
const TARGET_MB = 64;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of one process, from /proc (Linux), in bytes. */
async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
}

/** A file of pseudo-random bytes (incompressible, like video), written 1 MiB at a time. */
async function videoFile(file: string): Promise<void> {
  const out = createWriteStream(file);
  const block = Buffer.alloc(1024 * 1024);
  let x = 7;
  for (let written = 0; written < SIZE; written += block.length) {
    for (let i = 0; i < block.length; i += 4) {
      x = (x * 1103515245 + 12345) >>> 0;
      block.writeUInt32LE(x, i);
    }
    if (!out.write(block)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

export async function resumableUpload(): Promise<[string, string][]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'estudio-bench-upload-'));
  const port = await freePort();
  // node --import tsx (not the tsx CLI, which runs the server in a child): one process to measure.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: path.join(dir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    const source = path.join(dir, 'recorrido.mp4');
    await videoFile(source);
    let anonKey = '';
    for (let waited = 0; !anonKey; waited += 100) {
      if (child.exitCode !== null || waited > 120_000)
        throw new Error(`the server did not start:\n${stderr}`);
      const keys = await readFile(path.join(dir, 'data', 'keys.json'), 'utf8').catch(() => null);
      const up =
        keys &&
        (await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        ));
      if (up) anonKey = (JSON.parse(keys) as { anonKey: string }).anonKey;
      else await sleep(100);
    }
    const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    await sleep(1000); // let start-up garbage settle before the baseline
    const baseline = await rss(child.pid!);
    let peak = baseline;
    const sampler = setInterval(() => {
      void rss(child.pid!).then(
        (value) => (peak = Math.max(peak, value)),
        () => {},
      );
    }, 20);
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      new Upload(createReadStream(source), {
        endpoint: `${base}/storage/v1/upload/resumable`,
        headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'x-upsert': 'false' },
        metadata: {
          bucketName: 'Gallery',
          objectName: `${Date.now()}-recorrido.mp4`,
          contentType: 'video/mp4',
          cacheControl: '3600',
        },
        chunkSize: CHUNK,
        uploadSize: SIZE,
        uploadDataDuringCreation: true,
        retryDelays: [],
        onSuccess: () => resolve(),
        onError: reject,
      }).start();
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await rss(child.pid!));
    const stored = (await stat(path.join(dir, 'data', 'storage', 'objects'))).isDirectory();
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const growth = peak - baseline;
    if (growth > TARGET_MB * 1024 * 1024) process.exitCode = 1;
    return [
      [
        'upload',
        `${mb(SIZE)} video, tus-js-client (Node), 6 MiB chunks, 127.0.0.1${stored ? '' : ' (NOT STORED)'}`,
      ],
      ['time', `${seconds.toFixed(1)} s`],
      ['throughput', `${(SIZE / 1024 / 1024 / seconds).toFixed(1)} MB/s`],
      ['server RSS before', mb(baseline)],
      ['server RSS peak during upload', mb(peak)],
      [
        'server RSS growth (target < 64 MB)',
        `${mb(growth)} ${growth < TARGET_MB * 1024 * 1024 ? 'ok' : 'OVER TARGET'}`,
      ],
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { table } = await import('./load');
  console.log(table(await resumableUpload()));
}
