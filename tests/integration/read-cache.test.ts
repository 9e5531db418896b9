// Visitors' REST reads come from an in-memory cache until the next write — with an
// ETag and 304s — and a write is visible to the very next read; signed-in callers always run as
// themselves; variants (count, range, single object) never mix.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { readHead } from '../support/html-head';
import { appFixture } from './app-fixture';
import { insertContent, must, project, raw, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let token: string;

beforeAll(async () => {
  b = await startApi();
  const signedIn = await signInAdmin(b);
  admin = signedIn.client;
  token = signedIn.session.access_token;
  await insertContent(admin);
});

afterAll(() => b?.stop());

const LIST = '/rest/v1/Client?select=id,name,testimonial&order=id';
const names = async () =>
  (must(await b.client().from('Client').select('name').order('id')) as { name: string }[]).map((c) => c.name);

describe('anonymous reads', () => {
  it('the same read twice gives the same answer and ETag; If-None-Match gets a bodiless 304', async () => {
    const first = await raw(b, LIST);
    const second = await raw(b, LIST);
    expect(second.text).toBe(first.text);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    const again = await raw(b, LIST, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('an insert, an update and a delete are each visible to the very next read', async () => {
    await names(); // warm
    const added = must(
      await admin.from('Client').insert({ name: 'Nueva clienta', testimonial: 't' }).select(),
    ) as { id: number }[];
    expect(await names()).toContain('Nueva clienta');
    must(await admin.from('Client').update({ name: 'Clienta renombrada' }).eq('id', added[0]!.id).select());
    expect(await names()).toContain('Clienta renombrada');
    expect(await names()).not.toContain('Nueva clienta');
    must(await admin.from('Client').delete().eq('id', added[0]!.id).select());
    expect(await names()).not.toContain('Clienta renombrada');
  });

  it('reads racing a write never leave a stale answer behind it', async () => {
    const [row] = must(await admin.from('Client').insert({ name: 'Antes', testimonial: 't' }).select()) as {
      id: number;
    }[];
    const readers = Array.from({ length: 20 }, () => names());
    const write = admin.from('Client').update({ name: 'Después' }).eq('id', row!.id).select();
    await Promise.all([...readers, write]);
    const after = await names();
    expect(after).toContain('Después');
    expect(after).not.toContain('Antes');
  });

  it('a 304 is no longer given for an ETag from before a write', async () => {
    const before = await raw(b, LIST);
    must(await admin.from('Client').insert({ name: 'Otra más', testimonial: 't' }).select());
    const after = await raw(b, LIST, { headers: { 'If-None-Match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.text).toContain('Otra más');
  });
});

describe('variants and callers', () => {
  it('count, range and single-object answers never mix', async () => {
    const plain = await raw(b, LIST);
    const counted = await raw(b, LIST, { headers: { Prefer: 'count=exact' } });
    expect(plain.headers.get('content-range')).toMatch(/\/\*$/);
    expect(counted.headers.get('content-range')).toMatch(/\/\d+$/);
    const ranged = await raw(b, LIST, { headers: { Range: '0-1', 'Range-Unit': 'items' } });
    expect((ranged.json as unknown[]).length).toBeLessThanOrEqual((plain.json as unknown[]).length);
    const single = await raw(b, `${LIST}&limit=1`, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    const list = await raw(b, `${LIST}&limit=1`);
    expect(Array.isArray(single.json)).toBe(false);
    expect(Array.isArray(list.json)).toBe(true);
  });

  it('a signed-in caller is never answered from the cache', async () => {
    await raw(b, LIST);
    const signed = await raw(b, LIST, { token });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('etag')).toBeNull();
  });
});

describe('what empties the caches', () => {
  it('a refused anonymous write keeps the cached reads and pages; a committed one empties them', async () => {
    const first = await raw(b, LIST);
    // Changed behind the API's back: only an answer computed again would show it.
    const { rows } = await b.backend.db.pg.query<{ id: number }>(
      `update public."Client" set name = 'Cambiada a mano' where id = (select min(id) from public."Client") returning id`,
    );
    const refused = await raw(b, '/rest/v1/Client', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Intrusa', testimonial: 't' }),
    });
    expect(refused.status).toBe(401);
    expect((await raw(b, LIST)).text).toBe(first.text);
    must(await admin.from('Client').update({ testimonial: 'nuevo' }).eq('id', rows[0]!.id).select());
    expect((await raw(b, LIST)).text).toContain('Cambiada a mano');
  });

  it('a refused anonymous write keeps the served pages; a committed one updates them', async () => {
    const appDir = await appFixture();
    const site = await startApi({ serveApp: true, appDir });
    try {
      const siteAdmin = (await signInAdmin(site)).client;
      const row = must(
        await siteAdmin
          .from('Project')
          .insert(project({ title: 'Casa Alta', subtitle: 'Lomas' }))
          .select()
          .single(),
      );
      const page = `/ProjectsGallery/${encodeURIComponent('Casa Alta-Lomas')}`;
      const title = async () => readHead(await (await fetch(site.url + page)).text()).title;
      expect(await title()).toContain('Casa Alta');
      await site.backend.db.pg.query(`update public."Project" set title = 'Casa Baja' where id = $1`, [
        row.id,
      ]);
      const refused = await raw(site, '/rest/v1/Project', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(project({ title: 'Intrusa' })),
      });
      expect(refused.status).toBe(401);
      // Still the kept project list: the page under the old name answers, as before the refusal.
      expect(await title()).toContain('Casa Alta');
      must(await siteAdmin.from('Project').update({ year: '2025' }).eq('id', row.id).select());
      expect(await title()).not.toContain('Casa Alta');
    } finally {
      await site.stop();
      await rm(appDir, { recursive: true, force: true });
    }
  });

  it('a repeated parameter in another order is another query, never the cached answer of the first', async () => {
    const five = await raw(b, '/rest/v1/Client?select=id&order=id&limit=1&limit=3');
    const one = await raw(b, '/rest/v1/Client?select=id&order=id&limit=3&limit=1');
    expect((five.json as unknown[]).length).toBe(3);
    expect((one.json as unknown[]).length).toBe(1);
  });
});
