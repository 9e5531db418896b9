// Input a hostile or clumsy client sends gets a 4xx in the API's own error shape and
// changes nothing — never a 500 (and, with it, the raw values in the server log).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  BUCKET,
  bytes,
  pngImage,
  expectPostgrestShape,
  insertContent,
  raw,
  signInAdmin,
  snapshot,
  startApi,
  storageState,
  type Client,
} from './helpers';

let b: TestBackend;
let admin: Client;
let token: string;
let before: Awaited<ReturnType<typeof snapshot>>;
const logged: string[] = [];

beforeAll(async () => {
  b = await startApi({ maxRows: 25, log: (line) => logged.push(line) });
  const signedIn = await signInAdmin(b);
  admin = signedIn.client;
  token = signedIn.session.access_token;
  await insertContent(admin);
});

beforeEach(async () => {
  before = await snapshot(b);
});

afterAll(() => b?.stop());

const unchanged = async () => expect(await snapshot(b)).toEqual(before);
const json = { 'Content-Type': 'application/json' };

/** `[[[…1…]]]` nested `depth` levels. */
const nested = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

describe('REST writes', () => {
  it('JSON nested thousands of levels deep → 400 PGRST102, nothing inserted', async () => {
    const body = `{"title":"Profundo","subtitle":"x","description":"x","type":"Residencial","tags":${nested(20_000)}}`;
    const answer = await raw(b, '/rest/v1/Project', { method: 'POST', token, headers: json, body });
    expect(answer.status).toBe(400);
    expectPostgrestShape(answer.json, 'PGRST102');
    expect((answer.json as { details: string }).details).toMatch(/nest/i);
    await unchanged();
  });

  it('an insert of more rows than one statement can bind → 400 with the limit, nothing inserted', async () => {
    // 66,000 one-column rows (under the 1 MiB body limit): past Postgres's 65,535 bind parameters (was a 500).
    const rows = Array.from({ length: 66_000 }, () => ({ name: 'x' }));
    const answer = await raw(b, '/rest/v1/Client', {
      method: 'POST',
      token,
      headers: json,
      body: JSON.stringify(rows),
    });
    expect(answer.status).toBe(400);
    expectPostgrestShape(answer.json, '54000');
    expect((answer.json as { message: string }).message).toContain('1000');
    await unchanged();
  });

  it('a NUL character in a value → 400, nothing inserted', async () => {
    const answer = await admin.from('Client').insert({ name: 'Nul\u0000Cliente', testimonial: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('22P05');
    await unchanged();
  });

  it('a NUL character in a filter → 400, not a server error', async () => {
    const answer = await raw(b, `/rest/v1/Project?title=eq.${encodeURIComponent('a\u0000b')}&select=id`);
    expect(answer.status).toBe(400);
    expect(answer.json).toHaveProperty('code');
  });
});

describe('REST reads are capped like PostgREST db-max-rows', () => {
  beforeAll(async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ name: `Cliente ${i}`, testimonial: 't' }));
    expect((await admin.from('Client').insert(rows)).error).toBeNull();
  });

  it('a read without a limit returns at most max-rows rows with a matching Content-Range', async () => {
    const answer = await raw(b, '/rest/v1/Client?select=id', { headers: { Prefer: 'count=exact' } });
    expect(answer.status).toBe(200);
    expect((answer.json as unknown[]).length).toBe(25);
    const total = Number(answer.headers.get('content-range')?.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(answer.headers.get('content-range')).toBe(`0-24/${total}`);
  });

  it('a larger limit is capped too; a smaller one and offsets are kept', async () => {
    const capped = await admin.from('Client').select('id').limit(500);
    expect(capped.data).toHaveLength(25);
    const page = await raw(b, '/rest/v1/Client?select=id&offset=10&limit=5');
    expect((page.json as unknown[]).length).toBe(5);
    expect(page.headers.get('content-range')).toBe('10-14/*');
  });
});

describe('Auth', () => {
  it('a refresh token with a NUL byte → 400, not a server error', async () => {
    const answer = await raw(b, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refresh_token: 'abc\u0000def' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 400 });
  });

  it('deeply nested JSON at sign-in → 400 bad_json', async () => {
    const answer = await raw(b, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: json,
      body: `{"email":"a@b.c","password":"x","extra":${nested(20_000)}}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error_code: 'bad_json' });
  });
});

describe('Storage', () => {
  it('a NUL in a prefix to remove → 400 and every file stays', async () => {
    const name = `hostil/${Date.now()}.png`;
    expect(
      (await admin.storage.from(BUCKET).upload(name, await pngImage(8, 8), { contentType: 'image/png' }))
        .error,
    ).toBeNull();
    const files = await storageState(b);
    const answer = await raw(b, `/storage/v1/object/${BUCKET}`, {
      method: 'DELETE',
      token,
      headers: json,
      body: JSON.stringify({ prefixes: [name, 'a\u0000b'] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ statusCode: '400' });
    expect(await storageState(b)).toEqual(files);
  });

  it("a NUL in a bucket name → a 4xx in Storage's shape, not a server error", async () => {
    const answer = await raw(b, `/storage/v1/object/${encodeURIComponent('Gal\u0000lery')}/x.bin`, {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(bytes(8)),
    });
    // Storage's shape: HTTP 400, the status it names in the body (here "Bucket not found").
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ statusCode: expect.stringMatching(/^4\d\d$/), message: expect.any(String) });
  });

  it('a cacheControl with CR/LF is refused with 400 and stores nothing; plain seconds still work', async () => {
    const files = await storageState(b);
    const name = `cache/${Date.now()}.png`;
    const form = new FormData();
    form.append('cacheControl', '3600\r\nSet-Cookie: robado=1');
    form.append('', new Blob([new Uint8Array(await pngImage(8, 8))], { type: 'image/png' }), name);
    const answer = await raw(b, `/storage/v1/object/${BUCKET}/${name}`, {
      method: 'POST',
      token,
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
    expect(await storageState(b)).toEqual(files);

    const ok = await admin.storage
      .from(BUCKET)
      .upload(name, await pngImage(8, 8), { cacheControl: '600', contentType: 'image/png' });
    expect(ok.error).toBeNull();
    const served = await fetch(`${b.url}/storage/v1/object/public/${BUCKET}/${name}`);
    expect(served.headers.get('cache-control')).toBe('max-age=600');
  });
});

describe('the log', () => {
  it('never holds a value a client sent in a failed request', async () => {
    const secret = 'valor-secreto-del-cliente';
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await raw(b, `/rest/v1/Project?title=eq.${secret}%00&select=id`);
    await raw(b, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refresh_token: `${secret}\u0000` }),
    });
    const consoleLines = printed.mock.calls.map((args) =>
      args.map((a) => (a instanceof Error ? `${a.message} ${JSON.stringify(a)}` : String(a))).join(' '),
    );
    printed.mockRestore();
    expect([...logged, ...consoleLines].join('\n')).not.toContain(secret);
  });
});
