// The site counts visits and contact clicks through public.count_visit, which anyone may
// call and nobody but an administrator may read the results of. A visitor counts once per day and
// page (a hash of a daily secret, the address and the user agent); robots do not count; a flood
// stops at the day's cap; a new day forgets the old day's visitors but keeps its counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPC_RATE } from '../../server/rest/rpc-gate';
import type { TestBackend } from '../../harness/backend';
import { must, raw, signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const MAX_GROUPS = 1000; // the migration's per-day cap on aggregate rows

let b: TestBackend;
let admin: Client;

beforeAll(async () => {
  // Behind a proxy: X-Forwarded-For's last hop names the visitor, so a test can be many visitors.
  b = await startApi({ trustProxy: true, rpcRate: RPC_RATE });
  ({ client: admin } = await signInAdmin(b));
});

afterAll(async () => {
  await b?.stop();
});

/** One anonymous count, as the site's beacon sends it. */
async function count(
  args: { kind?: string; page: string; project?: number | null; referrer?: string },
  visitor = { address: '203.0.113.7', agent: BROWSER },
) {
  return raw(b, '/rest/v1/rpc/count_visit', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': visitor.address,
      'user-agent': visitor.agent,
    },
    body: JSON.stringify({ kind: 'view', ...args }),
  });
}

async function counts(page?: string) {
  const query = admin.from('DailyCount').select('*').order('kind');
  return must(await (page ? query.eq('page', page) : query));
}

describe('visit counts', () => {
  it('takes an anonymous count and refuses to show it to visitors and non-administrators', async () => {
    const answer = await count({ page: '/WhoWeAre', referrer: 'www.google.com' });
    expect(answer.status).toBe(200);
    expect(answer.json).toBe(true);
    expect(await counts('/WhoWeAre')).toMatchObject([
      { kind: 'view', page: '/WhoWeAre', project: null, referrer: 'www.google.com', count: 1 },
    ]);

    const anon = await b.client().from('DailyCount').select('*');
    expect(anon.error?.code).toBe('42501');
    const { client: member } = await signInNonAdmin(b);
    expect(must(await member.from('DailyCount').select('*'))).toEqual([]);
    const write = await b.client().from('DailyCount').insert({
      day: '2026-01-01',
      kind: 'view',
      page: '/',
      project: null,
      referrer: '',
      count: 99,
    });
    expect(write.error?.code).toBe('42501');
  });

  it('counts a visitor once per day and page, and each contact link once', async () => {
    const maria = { address: '198.51.100.1', agent: BROWSER };
    const juan = { address: '198.51.100.2', agent: BROWSER };
    for (let i = 0; i < 3; i++) await count({ page: '/ProjectsGallery' }, maria);
    await count({ page: '/ProjectsGallery' }, juan);
    await count({ kind: 'chat', page: '/ProjectsGallery' }, maria);
    await count({ kind: 'chat', page: '/ProjectsGallery' }, maria);
    await count({ kind: 'instagram', page: '/ProjectsGallery' }, maria);
    const rows = await counts('/ProjectsGallery');
    expect(rows.map((r) => [r.kind, r.count])).toEqual([
      ['chat', 1],
      ['instagram', 1],
      ['view', 2],
    ]);
  });

  it('does not count crawlers, headless browsers or a request without a user agent', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      '',
    ]) {
      const answer = await count({ page: '/robots-only' }, { address: '192.0.2.50', agent });
      expect(answer.status).toBe(200);
      expect(answer.json).toBe(false);
    }
    expect(await counts('/robots-only')).toEqual([]);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const before = await counts();
    for (const args of [
      { kind: 'VIEW; drop', page: '/' },
      { page: 'no-slash' },
      { page: `/${'x'.repeat(300)}` },
      { page: '/', referrer: 'evil.example/<script>' },
      { page: '/', project: 987654 },
    ]) {
      const answer = await count(args);
      expect(answer.status).toBe(400);
      expect((answer.json as { code: string }).code).toBe('22023');
    }
    const unknown = await raw(b, '/rest/v1/rpc/count_visit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: JSON.stringify({ page: '/', address: '1.2.3.4' }),
    });
    expect(unknown.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('slows one address that calls too often (429) before it reaches the database', async () => {
    const noisy = { address: '192.0.2.99', agent: BROWSER };
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await count({ page: `/ruido/${i}` }, noisy));
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers[10]!.status).toBe(429);
    expect(await counts('/ruido/10')).toEqual([]);
  });

  it('keeps yesterday’s counts and forgets yesterday’s visitors when the day changes', async () => {
    const visitor = { address: '198.51.100.77', agent: BROWSER };
    await count({ page: '/boundary' }, visitor);
    // The day passes: everything of today's becomes yesterday's (only the owner can do this).
    await b.backend.db.asOwner(async (tx) => {
      await tx.exec(`update public."DailyCount" set day = day - 1;
        update private.visit_secret set day = day - 1;
        update private.visit_seen set day = day - 1;
        update private.visit_day set day = day - 1;`);
    });
    expect((await count({ page: '/boundary' }, visitor)).json).toBe(true);
    const rows = await counts('/boundary');
    expect(rows.map((r) => r.count)).toEqual([1, 1]);
    expect(new Set(rows.map((r) => r.day)).size).toBe(2);
    const left = await b.backend.db.asOwner(async (tx) => ({
      secrets: (await tx.query('select day from private.visit_secret')).rows.length,
      oldSeen: (await tx.query('select 1 from private.visit_seen where day < current_date')).rows.length,
    }));
    expect(left).toEqual({ secrets: 1, oldSeen: 0 });
  });

  // 1,050 calls through the embedded backend's gate, which paces visitors' calls to a tenth of the
  // server's time (server/rest/rpc-gate.ts): longer than the default timeout on a busy machine.
  it('stops storing at the day’s cap when flooded with new pages', async () => {
    const floodPages = MAX_GROUPS + 50;
    const answers: unknown[] = [];
    // 25 at once: within what the embedded backend lets wait (server/rest/rpc-gate.ts).
    for (let i = 0; i < floodPages; i += 25) {
      const batch = Array.from({ length: Math.min(25, floodPages - i) }, (_, j) =>
        count({ page: `/flood/${i + j}` }, { address: `10.0.${(i + j) % 250}.1`, agent: BROWSER }),
      );
      const answered = await Promise.all(batch);
      expect(answered.map((a) => a.status)).toEqual(answered.map(() => 200));
      answers.push(...answered.map((a) => a.json));
    }
    const today = new Date().toISOString().slice(0, 10);
    const { count: stored } = await admin
      .from('DailyCount')
      .select('*', { count: 'exact', head: true })
      .eq('day', today);
    expect(stored).toBe(MAX_GROUPS);
    expect(answers.filter((a) => a === false).length).toBeGreaterThanOrEqual(50);
    // A page already counted today still counts its new visitors.
    const again = await count({ page: '/boundary' }, { address: '198.51.100.9', agent: BROWSER });
    expect(again.json).toBe(true);
    expect((await counts('/boundary')).find((r) => r.day === today)?.count).toBe(2);
  }, 120_000);
});
