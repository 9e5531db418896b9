// A crowd at the first second after a start is served by a warm server: `npm start` visits the
// site through its own handler (the pages, what they name, the app's public reads) before the
// port opens, so no visitor's connection is accepted by a server that has answered nothing yet.
// Timing lives in the bench (bench/start-storm.ts); here, order and coverage.
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { freePort } from '../../scripts/free-port';
import { namedPaths, WARM_PAGES } from '../../server/warm-up';
import { appFixture } from './app-fixture';
import { startApi } from './helpers';

/** Where the studio's stored images are served from (one route, whichever the image). */
const STORED = '/storage/v1/object/public/';

let b: TestBackend;
let appDir: string;
const events: string[] = [];

/** Tries to connect every 10 ms until one is accepted; resolves then (within `timeoutMs`). */
async function firstAccepted(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) {
      events.push('accepted');
      return;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the port never accepted a connection');
}

beforeAll(async () => {
  appDir = await appFixture();
  const port = await freePort();
  const accepted = firstAccepted(port, 170_000);
  b = await startApi({
    serveApp: true,
    appDir,
    seed: true,
    warmUp: true,
    port,
    log: (line) => events.push(line.startsWith('Warmed up') ? 'warmed' : line),
  });
  // The probe's first accepted connection may land just after the start returns.
  await accepted;
}, 180_000);

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

it('accepts no connection before the warm-up is done, and logs none of its visits', () => {
  expect(events.filter((e) => e === 'warmed' || e === 'accepted')).toEqual(['warmed', 'accepted']);
  // With request logging on, the warm-up's own requests are not in the log.
  expect(events.filter((e) => /^GET /.test(e))).toEqual([]);
});

it("visits every page a first visitor opens, what each names, and the app's public reads", async () => {
  const warmed = b.backend.warmedUp!;
  const seen = new Map(warmed.map((v) => [v.path, v.status]));
  for (const page of WARM_PAGES) expect([page, seen.get(page)]).toEqual([page, 200]);
  // What a phone fetches after the home's HTML: its script, icon, preloaded hero image… The home
  // draws its projects at random for each visit, so its hero may be another stored image than
  // the warm-up's: what must be warm is the route that serves it.
  const route = (p: string) => (p.startsWith(STORED) ? STORED : p);
  const warmRoutes = new Set(warmed.map((v) => route(v.path)));
  const home = await (await fetch(`${b.url}/`, { headers: { accept: 'text/html' } })).text();
  const named = namedPaths(home);
  expect(named.some((p) => p.startsWith(STORED))).toBe(true);
  for (const p of named) expect([p, warmRoutes.has(route(p))]).toEqual([p, true]);
  // The home's and the gallery's project list, built as the app builds it
  // (src/features/projects/api/projects.ts): the very URL the first visitors' phones ask for.
  let asked = '';
  const client = createClient(b.url, b.backend.keys.publishableKey, {
    global: {
      fetch: (input, init) => {
        asked = String(input instanceof Request ? input.url : input);
        return fetch(input, init);
      },
    },
  });
  await client.from('Project').select('*').is('deleted_at', null).order('position');
  const list = new URL(asked);
  expect(seen.get(list.pathname + list.search)).toBe(200);
  // Nothing failed (the fixture app has no icon: its 404 is the answer a visitor gets too).
  expect(warmed.filter((v) => v.status === 0 || v.status >= 500)).toEqual([]);
  expect(warmed.filter((v) => v.path.startsWith(STORED)).every((v) => v.status === 200)).toBe(true);
});
