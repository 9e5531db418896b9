// The load generator shared by the bench scenarios: a worker thread (its own event loop, so it
// never queues behind the server it measures) with keep-alive connections and `concurrency`
// requests in flight, timing each from write to the end of the body. 127.0.0.1 only.
import { Worker } from 'node:worker_threads';

export interface RequestSpec {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  port: number;
  /** One request, or several sent in turn (request i uses specs[i % length]). */
  path?: string;
  headers?: Record<string, string>;
  specs?: RequestSpec[];
  requests: number;
  concurrency: number;
  warmup?: number;
  timeoutMs: number;
  /**
   * Paced (open-loop) load: request i is due at i / ratePerSecond after the start, whatever the
   * answers before it, and its latency counts from when it was due (a slow server cannot slow
   * the load down and hide its own queue). Without it, each connection sends as fast as answers come.
   */
  ratePerSecond?: number;
}

export interface LoadResult {
  results: { ok: boolean; status: number; ms: number; bytes: number }[];
  wallMs: number;
}

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, specs, requests, concurrency, warmup, timeoutMs, ratePerSecond } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function one(spec, due) {
  return new Promise((resolve) => {
    // Late (the lanes were all busy): count from when it was due. Early (timers fire on the
    // loop's cached clock): from when it was sent.
    const now = process.hrtime.bigint();
    const t0 = due !== undefined && due < now ? due : now;
    const req = http.request({ host: '127.0.0.1', port, path: spec.path, method: spec.method || 'GET', headers: spec.headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve({ ok: res.statusCode >= 200 && res.statusCode < 300, status: res.statusCode, ms: Number(process.hrtime.bigint() - t0) / 1e6, bytes }));
    });
    req.on('error', () => resolve({ ok: false, status: 0, ms: Number(process.hrtime.bigint() - t0) / 1e6, bytes: 0 }));
    req.end(spec.body);
  });
}
async function run(n) {
  const results = [];
  let next = 0;
  const deadline = Date.now() + timeoutMs;
  const t0 = process.hrtime.bigint();
  async function lane() {
    while (next < n && Date.now() < deadline) {
      const i = next++;
      const spec = specs[i % specs.length];
      let due;
      if (ratePerSecond) {
        due = t0 + BigInt(Math.round((i / ratePerSecond) * 1e9));
        const wait = Number(due - process.hrtime.bigint()) / 1e6;
        if (wait > 0) await sleep(wait);
      }
      results.push(await one(spec, due));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { results, wallMs: Number(process.hrtime.bigint() - t0) / 1e6 };
}
(async () => {
  if (warmup) await run(warmup);
  const out = await run(requests);
  agent.destroy();
  parentPort.postMessage(out);
})();
`;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const specs = options.specs ?? [{ path: options.path!, headers: options.headers }];
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: { ...options, specs, warmup: options.warmup ?? 0 },
  });
  try {
    return await new Promise<LoadResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50 and p99 of the successful requests, in ms. */
export function latencies(load: LoadResult): { p50: number; p99: number; ok: number } {
  const sorted = load.results
    .filter((r) => r.ok)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), ok: sorted.length };
}

/** How a load's requests were answered: `1177x200 8823x429`. */
export function statuses(load: { results: { status: number }[] }): string {
  const counts = new Map<number, number>();
  for (const { status } of load.results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${n}x${s}`)
    .join(' ');
}

export function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n');
}
