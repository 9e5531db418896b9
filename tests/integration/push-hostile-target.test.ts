// `push` hands the service_role key to the target and nobody else, cannot be
// held forever or filled by it, prints its errors harmlessly, and takes the key without the
// command line. The "target" here is a plain HTTP server that records what it receives.
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite, type PushOptions } from '../../server/ops/push';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, insertContent, must, signInAdmin, startApi } from './helpers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const KEY = 'sb_secret_clave-de-prueba';

interface Seen {
  method: string;
  url: string;
  apikey: string | undefined;
}

/** A server answering with `answer`, recording each request. */
async function target(
  answer: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, apikey: req.headers.apikey as string | undefined });
    req.resume();
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const servers: Server[] = [];
let empty: TestBackend;
let full: TestBackend;
/** A site with FILES stored files, each named by a Gallery row. */
let withFiles: TestBackend;
const FILES = 12;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-push-hostile-'));
  [empty, full, withFiles] = await Promise.all([startApi(), startApi(), startApi()]);
  await insertContent((await signInAdmin(full)).client);
  const { client: admin } = await signInAdmin(withFiles);
  for (let i = 0; i < FILES; i++) {
    const name = `videos/clip-${i}.mp4`;
    must(await admin.storage.from(BUCKET).upload(name, Buffer.alloc(1024, i), { contentType: 'video/mp4' }));
    must(
      await admin
        .from('Gallery')
        .insert({ url: `/storage/v1/object/public/${BUCKET}/${name}` })
        .select(),
    );
  }
});

afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
  await Promise.all([empty?.stop(), full?.stop(), withFiles?.stop()]);
  await rm(work, { recursive: true, force: true });
});

const options = (source: TestBackend, url: string, extra: Partial<PushOptions> = {}): PushOptions => ({
  source: { url: source.url, key: source.secretKey },
  target: { url, secretKey: KEY },
  statePath: path.join(work, `${Math.random().toString(36).slice(2)}.json`),
  ...extra,
});

describe('push against a hostile target', () => {
  it('does not follow a redirect to another origin: the key and the rows stay home', async () => {
    const elsewhere = await target((_req, res) => json(res, 200, []));
    const redirecting = await target((req, res) => {
      res.writeHead(307, { location: `${elsewhere.url}${req.url}` });
      res.end();
    });
    await expect(pushSite(options(empty, redirecting.url))).rejects.toThrow(/redirect \(307\)/);
    expect(redirecting.seen.length).toBeGreaterThan(0);
    expect(elsewhere.seen).toEqual([]);
  });

  it('gives up on a target that never answers', async () => {
    const silent = await target(() => {
      // Never answers.
    });
    await expect(pushSite(options(empty, silent.url, { limits: { timeoutMs: 500 } }))).rejects.toThrow(
      /did not answer within 0.5 s/,
    );
  }, 20_000);

  it('stops reading a target that ignores the page range', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1, title: `Proyecto ${i}` }));
    const ignoring = await target((_req, res) => json(res, 200, rows));
    await expect(pushSite(options(empty, ignoring.url))).rejects.toThrow(/ignores ranges/);
    // One read of the first page, not an endless loop.
    expect(ignoring.seen.length).toBe(1);
  }, 20_000);

  // Exactly 1000 rows to every page passed the "more than asked" check and was
  // read again and again (RSS 0.45 → 2.19 GB in 50 s).
  it('stops on a target that answers the same full page again', async () => {
    const page = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, title: `Proyecto ${i}` }));
    const repeating = await target((_req, res) => json(res, 200, page));
    await expect(pushSite(options(empty, repeating.url))).rejects.toThrow(
      /rows 1001–2000 out of order or again.*push stopped/,
    );
    expect(repeating.seen.length).toBe(2);
  }, 20_000);

  it('uploads four files at once and reports each step', async () => {
    let inFlight = 0;
    let most = 0;
    let uploads = 0;
    let ids = 0;
    const held: ServerResponse[] = [];
    const t = await target((req, res) => {
      if (req.method === 'HEAD') return json(res, 404, {});
      if (req.method === 'POST' && req.url!.startsWith('/storage/')) {
        // Held until four are waiting (or the last ones arrived): a push that uploads fewer at
        // once never completes a batch and times out.
        uploads += 1;
        most = Math.max(most, ++inFlight);
        held.push(res);
        if (held.length === 4 || uploads === FILES)
          for (const r of held.splice(0)) {
            inFlight -= 1;
            json(r, 200, { Key: 'ok' });
          }
        return;
      }
      if (req.method === 'POST') {
        const row = { id: ++ids };
        return json(res, 201, String(req.headers.accept).includes('vnd.pgrst.object') ? row : [row]);
      }
      json(res, 200, []);
    });
    const steps: { done: number; total: number; what: string }[] = [];
    const report = await pushSite(
      options(withFiles, t.url, {
        limits: { timeoutMs: 5000 },
        progress: (done, total, what) => steps.push({ done, total, what }),
      }),
    );
    expect(report.files).toEqual({ copied: FILES, skipped: 0, failed: [] });
    expect(most).toBe(4);
    expect(steps.map((s) => s.done)).toEqual(steps.map((_, i) => i + 1));
    expect(steps.at(-1)!.done).toBe(steps[0]!.total);
    expect(steps.filter((s) => s.what.startsWith('file videos/clip-'))).toHaveLength(FILES);
  }, 60_000);

  it('stops when the target does not answer four files in a row, instead of waiting for each', async () => {
    const silentStorage = await target((req, res) => {
      if (req.url!.startsWith('/storage/')) return; // never answers
      json(res, 200, []);
    });
    await expect(
      pushSite(options(withFiles, silentStorage.url, { limits: { timeoutMs: 500 } })),
    ).rejects.toThrow(/4 files in a row were not copied in their time .*push stopped/);
    const tried = silentStorage.seen.filter((r) => r.url.startsWith('/storage/')).length;
    expect(tried).toBeGreaterThanOrEqual(4);
    expect(tried).toBeLessThan(FILES);
  }, 30_000);

  it('does not read more than its limit of one answer', async () => {
    const huge = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, title: 'x'.repeat(4096) }));
    const flooding = await target((_req, res) => json(res, 200, huge));
    await expect(
      pushSite(options(empty, flooding.url, { limits: { maxBytes: 1024 * 1024 } })),
    ).rejects.toThrow(/answered more than 1 MiB/);
  });

  it("prints the target's error text escaped and trimmed", async () => {
    const nasty = `\u001b[2J\u001b[31mFALLO\r\nlínea falsa ${'x'.repeat(10_000)}`;
    const hostile = await target((req, res) =>
      req.method === 'GET' ? json(res, 200, []) : json(res, 400, { message: nasty, code: 'XX000' }),
    );
    const report = await pushSite(options(full, hostile.url));
    const failures = Object.values(report.rows).flatMap((r) => r.failed);
    const fromTarget = failures.filter((f) => f.includes('FALLO'));
    expect(fromTarget.length).toBeGreaterThan(0);
    for (const line of failures) {
      // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
      expect(line).not.toMatch(/[\u0000-\u001f]/);
      expect(line.length).toBeLessThan(500);
    }
    expect(fromTarget[0]).toContain('\\x1b[2J');
  }, 30_000);
});

describe('push takes the key without the command line', () => {
  const dataDir = () => path.join(work, 'datos-cli');

  async function runPush(env: Record<string, string>, args: string[], stdin?: string) {
    return new Promise<{ code: number; out: string }>((resolve) => {
      const child = execFile(
        path.join(ROOT, 'node_modules/.bin/tsx'),
        ['server/main.ts', 'push', ...args],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir(), SEED: 'false', ...env }, timeout: 90_000 },
        (error, stdout, stderr) =>
          resolve({ code: (error as { code?: number } | null)?.code ?? 0, out: stdout + stderr }),
      );
      child.stdin!.end(stdin ?? '');
    });
  }

  it('from SUPABASE_SECRET_KEY (SUPABASE_SERVICE_ROLE_KEY still works: server/ops/secret-key.test.ts)', async () => {
    const t = await target((_req, res) => json(res, 200, []));
    const result = await runPush({ SUPABASE_SECRET_KEY: KEY }, ['--url', t.url]);
    expect(result.out).toContain('Files: 0 copied');
    expect(t.seen.length).toBeGreaterThan(0);
    for (const request of t.seen) expect(request.apikey).toBe(KEY);
  }, 120_000);

  it('from standard input with --secret-key-stdin', async () => {
    const t = await target((_req, res) => json(res, 200, []));
    const result = await runPush({}, ['--url', t.url, '--secret-key-stdin'], `${KEY}\n`);
    expect(result.out).toContain('Files: 0 copied');
    for (const request of t.seen) expect(request.apikey).toBe(KEY);
    expect(t.seen.length).toBeGreaterThan(0);
  }, 120_000);
});
