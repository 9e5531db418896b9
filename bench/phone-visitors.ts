// Phones behind one address, each like a browser: its own keep-alive connections, at most 6 at
// once to the site, loading pages one after another (each page's HTML, then everything the HTML
// names on the site plus the project list call, at once), each asset only once per phone (the
// browser's cache). Runs on a worker thread (its own event loop, so it never queues behind the
// server it measures), from 127.0.0.1 only; every request timed from its send to its body's end.
import { Worker } from 'node:worker_threads';

export interface PhoneOptions {
  port: number;
  /** Phones in all. */
  phones: number;
  /** A new phone starts every this many ms (0: all at once). */
  everyMs: number;
  pages: string[];
  /** Each page's data call (as the app makes one), with the public key. */
  apiPath: string;
  apiHeaders: Record<string, string>;
  timeoutMs: number;
}

export interface PhoneResult {
  /** One entry per request: status 0 when the connection failed (reset, refused). */
  requests: { status: number; ms: number; path: string }[];
  wallMs: number;
}

const PHONE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const zlib = require('node:zlib');
const { port, phones, everyMs, pages, apiPath, apiHeaders, timeoutMs } = workerData;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const requests = [];
function get(agent, path, headers) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    let done = false;
    const finish = (status, body) => {
      if (done) return;
      done = true;
      requests.push({ status, ms: Number(process.hrtime.bigint() - t0) / 1e6, path });
      resolve(body);
    };
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        let text = '';
        try {
          text = (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('latin1');
        } catch {}
        finish(res.statusCode, text);
      });
      res.on('error', () => finish(0, ''));
    });
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('error', () => finish(0, ''));
    req.end();
  });
}
async function phone() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const cached = new Set();
  for (const page of pages) {
    const html = await get(agent, page, { accept: 'text/html' });
    const named = [...html.matchAll(/(?:src|href)="(\\/[^"/][^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const assets = [...new Set(named)].filter((u) => !cached.has(u));
    assets.forEach((u) => cached.add(u));
    await Promise.all([get(agent, apiPath, apiHeaders), ...assets.map((u) => get(agent, u, {}))]);
  }
  agent.destroy();
}
(async () => {
  const t0 = process.hrtime.bigint();
  const all = [];
  for (let i = 0; i < phones; i++) {
    all.push(phone());
    if (everyMs) await sleep(everyMs);
  }
  await Promise.all(all);
  parentPort.postMessage({ requests, wallMs: Number(process.hrtime.bigint() - t0) / 1e6 });
})();
`;

export async function phoneVisitors(options: PhoneOptions): Promise<PhoneResult> {
  const worker = new Worker(PHONE_WORKER, { eval: true, workerData: options });
  try {
    return await new Promise<PhoneResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}
