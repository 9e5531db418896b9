// GET /health, as an uptime monitor or a reverse proxy sees it: 200 with the version while the
// database answers and storage takes writes, 503 naming the failing part otherwise (the failure
// cases; admin-cli.test.ts checks the healthy answer of a real `npm start`).
import { watch } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_VERSION } from '../../server/config/version';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { startApi } from './helpers';

let b: TestBackend;
beforeAll(async () => {
  b = await startApi();
});
afterAll(async () => {
  // The last test closed the database; close the rest by hand (stop() would close it twice).
  b.backend.server.closeAllConnections();
  await new Promise((resolve) => b.backend.server.close(resolve));
  await rm(b.dataDir, { recursive: true, force: true });
});

it('answers 200 with the version when the database and storage work, never cached', async () => {
  const res = await fetch(`${b.url}/health`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({
    status: 'ok',
    database: 'ok',
    storage: 'ok',
    resumableUploads: { pending: 0, bytes: 0 },
    version: APP_VERSION,
  });
  expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  const head = await fetch(`${b.url}/health`, { method: 'HEAD' });
  expect(head.status).toBe(200);
});

it('writes to disk at most once every few seconds, however often anyone asks', async () => {
  const written = new Set<string>();
  const watcher = watch(path.join(b.dataDir, 'storage', 'tmp'), (_event, name) => {
    if (name?.startsWith('health-')) written.add(name);
  });
  try {
    for (let i = 0; i < 20; i++) expect((await fetch(`${b.url}/health`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200)); // let the last events arrive
  } finally {
    watcher.close();
  }
  // One probe per 5 s: the 20 calls take well under that on any machine, two at the very most.
  expect(written.size).toBeLessThanOrEqual(2);
});

it('answers 503 naming storage when the storage folder takes no writes', async () => {
  // A file where the upload folder should be: every write into it fails (even as root).
  const tmp = path.join(b.dataDir, 'storage', 'tmp');
  await rm(tmp, { recursive: true, force: true });
  await writeFile(tmp, 'not a folder');
  try {
    // The storage probe is written at most every STORAGE_PROBE_EVERY_MS (5 s): seen within that.
    const res = await eventually(
      async () => {
        const answer = await fetch(`${b.url}/health`);
        expect(answer.status).toBe(503);
        return answer;
      },
      { interval: 500 },
    );
    expect(await res.json()).toMatchObject({
      status: 'error',
      database: 'ok',
      storage: expect.stringMatching(/^error/),
    });
  } finally {
    await rm(tmp, { force: true });
    await mkdir(tmp);
  }
  await eventually(async () => expect((await fetch(`${b.url}/health`)).status).toBe(200), { interval: 500 });
});

it('answers 503 naming the database when it does not answer', async () => {
  await b.backend.db.close();
  const res = await fetch(`${b.url}/health`);
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({
    status: 'error',
    database: expect.stringMatching(/^error/),
    storage: 'ok',
  });
});
