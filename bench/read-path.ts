// The read-path bench: the project list as visitors fetch it (anonymous, served from the
// REST read cache after the first request) beside the same server sending a static JSON file of
// the same bytes, at 16 and at 100 connections. Targets: p99 <= 20 ms at >= 500 req/s, within 3x
// of the static file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemoBackend } from './demo-backend';
import { latencies, runLoad, type LoadResult } from './load';

const LIST = '/rest/v1/Project?select=*';
const REQUESTS = 3000;
/** P99 <= 20 ms at 500 req/s. */
const RATE = 500;

export async function readPath(): Promise<[string, string][]> {
  const appDir = await mkdtemp(path.join(tmpdir(), 'estudio-bench-app-'));
  await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>bench</title>');
  const backend = await startDemoBackend({ appDir });
  try {
    const { port, anonHeaders: headers } = backend;
    const body = await (await fetch(backend.url + LIST, { headers })).text();
    await writeFile(path.join(appDir, 'project-list.json'), body);
    const run = (target: string, concurrency: number, ratePerSecond?: number) =>
      runLoad({
        ratePerSecond,
        port,
        path: target,
        headers,
        requests: REQUESTS,
        concurrency,
        warmup: 200,
        timeoutMs: 120_000,
      });
    const rows: [string, string][] = [['response', `${Buffer.byteLength(body)} bytes (${LIST})`]];
    // As fast as answers come: the most the server gives, and how it compares with a file.
    for (const concurrency of [16, 100]) {
      const a = summary(await run(LIST, concurrency));
      const f = summary(await run('/project-list.json', concurrency));
      rows.push(
        [`${concurrency} connections, flat out: project list`, figures(a)],
        [`${concurrency} connections, flat out: static file`, figures(f)],
        [
          `${concurrency} connections, flat out: ratio`,
          `p99 ${(a.p99 / f.p99).toFixed(2)}x, throughput ${(f.rps / a.rps).toFixed(2)}x of the static file  (target <= 3x: ${a.p99 <= 3 * f.p99 ? 'ok' : 'MISSED'})`,
        ],
      );
    }
    // The target is a latency at a rate: 500 requests a second, paced, over 100 connections.
    const a = summary(await run(LIST, 100, RATE));
    const f = summary(await run('/project-list.json', 100, RATE));
    rows.push(
      [
        `${RATE} req/s paced, 100 connections: project list`,
        `${figures(a)}  (target p99 <= 20 ms: ${a.p99 <= 20 && a.rps >= RATE * 0.95 ? 'ok' : 'MISSED'})`,
      ],
      [
        `${RATE} req/s paced, 100 connections: static file`,
        `${figures(f)}  (ratio p99 ${(a.p99 / f.p99).toFixed(2)}x, target <= 3x: ${a.p99 <= 3 * f.p99 ? 'ok' : 'MISSED'})`,
      ],
    );
    return rows;
  } finally {
    await backend.stop();
    await rm(appDir, { recursive: true, force: true });
  }
}

/** Throughput and latency as every row prints them. */
function figures(s: ReturnType<typeof summary>): string {
  return `${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;
}

function summary(load: LoadResult) {
  const { p50, p99, ok } = latencies(load);
  return { p50, p99, rps: (ok / load.wallMs) * 1000 };
}
