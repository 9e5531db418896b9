// An object's type and metadata are checked where they enter (a resumable
// upload's creation, a plain upload, a restored backup's rows), and no stored value can make a
// file answer 500: a type that is not a printable media type was accepted by a resumable upload
// (only its `image/` prefix was checked) and the finished object then failed every GET and HEAD.
import { request } from 'node:http';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { tableEntry, type Manifest } from '../../server/ops/backup-format';
import { restoreBackup } from '../../server/ops/restore';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, pngImage, raw, signInAdmin, startApi } from './helpers';

let b: TestBackend;
let token: string;
let work: string;

beforeAll(async () => {
  b = await startApi();
  token = (await signInAdmin(b)).session.access_token;
  work = await mkdtemp(path.join(tmpdir(), 'estudio-metadata-'));
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

const BAD_TYPES = ['image/png\r\nX-Evil: 1', 'image/☃', 'image', 'image/png; x', 'image/png\u0000'];
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

async function objectCount(name: string): Promise<number> {
  const { rows } = await b.backend.db.pg.query<{ n: number }>(
    'select count(*)::int as n from storage.objects where name = $1',
    [name],
  );
  return rows[0]!.n;
}

/** A request with exactly these header bytes (fetch would refuse some of them itself). */
function rawPost(pathname: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${b.url}${pathname}`, { method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a type that is not a printable media type is refused where it enters', () => {
  it.each(BAD_TYPES)('resumable creation with contentType %j: 400, nothing written', async (type) => {
    const name = `1700000003000-${createHash('md5').update(type).digest('hex').slice(0, 8)}.png`;
    const res = await raw(b, '/storage/v1/upload/resumable', {
      method: 'POST',
      token,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '4',
        'upload-metadata': `bucketName ${b64(BUCKET)},objectName ${b64(name)},contentType ${b64(type)}`,
      },
    });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/not a valid media type/);
    expect(await readdir(path.join(b.dataDir, 'storage', 'resumable'))).toEqual([]);
    expect(await objectCount(name)).toBe(0);
  });

  it('a plain upload whose type carries a character a header cannot: 400, no row, no file', async () => {
    const before = await readdir(path.join(b.dataDir, 'storage', 'objects')).catch(() => []);
    const name = '1700000003100-plano.png';
    const png = await pngImage(20, 20);
    const auth = { apikey: b.anonKey, authorization: `Bearer ${token}` };
    // Raw body: the type as Node's parser lets it through (Latin-1 byte).
    const rawStatus = await rawPost(
      `/storage/v1/object/${BUCKET}/${name}`,
      { ...auth, 'content-type': 'image/p\u00e9ng' },
      png,
    );
    // Multipart: the part's own header, in UTF-8.
    const boundary = 'limite123';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/☃\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const partStatus = await rawPost(
      `/storage/v1/object/${BUCKET}/${name}`,
      { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      multipart,
    );
    expect(rawStatus).toBe(400);
    // busboy reads a part's unprintable type as none (octet-stream), which the bucket refuses.
    expect([400, 415]).toContain(partStatus);
    expect(await objectCount(name)).toBe(0);
    expect(await readdir(path.join(b.dataDir, 'storage', 'objects')).catch(() => [])).toEqual(before);
    expect(await readdir(path.join(b.dataDir, 'storage', 'tmp'))).toEqual([]);
  });

  it('a valid type with parameters is kept', async () => {
    const { client } = await signInAdmin(b);
    must(
      await client.storage.from(BUCKET).upload('1700000003200-con-parametro.png', await pngImage(20, 20), {
        contentType: 'image/png; charset="x"',
      }),
    );
    const res = await fetch(`${b.url}/storage/v1/object/public/${BUCKET}/1700000003200-con-parametro.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/png/);
  });
});

describe('serving never answers 500 because of a stored value', () => {
  const name = '1700000003300-guardado.png';
  beforeAll(async () => {
    const { client } = await signInAdmin(b);
    must(
      await client.storage.from(BUCKET).upload(name, await pngImage(40, 30), { contentType: 'image/png' }),
    );
  });

  const stored = async (metadata: unknown) =>
    b.backend.db.asOwner(async (tx) => {
      await tx.query('update storage.objects set metadata = $2::jsonb where name = $1', [
        name,
        JSON.stringify(metadata),
      ]);
    });

  afterAll(() => stored({ mimetype: 'image/png', eTag: '"abc"', cacheControl: 'max-age=60' }));

  it.each([
    ['a type with CR/LF', { mimetype: 'image/png\r\nX-Evil: 1', eTag: '"abc"', cacheControl: 'max-age=60' }],
    ['a type above U+00FF', { mimetype: 'image/☃', eTag: '"abc"' }],
    ['an eTag with CR/LF', { mimetype: 'image/png', eTag: '"a\r\nb"' }],
    ['an eTag above U+00FF', { mimetype: 'image/png', eTag: '"☃"' }],
    ['metadata that is a string', 'texto'],
    ['metadata that is null', null],
    ['metadata that is a list', [1, 2]],
  ])('%s: GET and HEAD answer 200, the render route a 4xx at worst', async (_what, metadata) => {
    await stored(metadata);
    const url = `${b.url}/storage/v1/object/public/${BUCKET}/${name}`;
    const get = await fetch(url);
    expect(get.status).toBe(200);
    expect((await get.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(get.headers.get('x-evil')).toBeNull();
    const type = (metadata as { mimetype?: string } | null)?.mimetype;
    expect(get.headers.get('content-type')).toBe(
      type === 'image/png' ? 'image/png' : 'application/octet-stream',
    );
    expect(get.headers.get('etag')).toMatch(/^"[\x21\x23-\x7e]*"$/);
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    const etag = get.headers.get('etag')!;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const render = await fetch(`${b.url}/storage/v1/render/image/public/${BUCKET}/${name}?width=200`);
    expect(render.status).toBeLessThan(500);
    await render.arrayBuffer();
  });
});

describe('restore refuses object rows that could not be served', () => {
  let archive: string;
  beforeAll(async () => {
    const { client } = await signInAdmin(b);
    must(
      await client.storage.from(BUCKET).upload('1700000003400-respaldo.png', await pngImage(20, 20), {
        contentType: 'image/png',
        upsert: true,
      }),
    );
    const file = path.join(work, 'original.tar.gz');
    await createBackup(b.backend.db, b.backend.disk, file);
    archive = path.join(work, 'original');
    await rm(archive, { recursive: true, force: true });
    await mkdir(archive);
    await extractTar({ file, cwd: archive });
  });

  /** The real backup with its object rows changed by `change`, manifest and checksum kept true. */
  async function crafted(change: (rows: Record<string, unknown>[]) => unknown): Promise<string> {
    const entry = tableEntry('storage.objects');
    const rowsFile = path.join(archive, entry);
    const original = await readFile(rowsFile, 'utf8');
    const text = JSON.stringify(change(JSON.parse(original) as Record<string, unknown>[]));
    const manifest = JSON.parse(await readFile(path.join(archive, 'manifest.json'), 'utf8')) as Manifest;
    Object.assign(
      manifest.entries.find((e) => e.path === entry)!,
      {
        size: Buffer.byteLength(text),
        sha256: createHash('sha256').update(text).digest('hex'),
      },
    );
    await writeFile(rowsFile, text);
    await writeFile(path.join(archive, 'manifest.json'), JSON.stringify(manifest));
    const out = path.join(work, `armado-${Math.random().toString(36).slice(2)}.tar.gz`);
    await createTar({ file: out, cwd: archive, gzip: true }, [
      'manifest.json',
      ...manifest.entries.map((e) => e.path),
    ]);
    await writeFile(rowsFile, original);
    return out;
  }

  const withMeta = (patch: (meta: Record<string, unknown>) => unknown) => (rows: Record<string, unknown>[]) =>
    rows.map((row, i) =>
      i === 0 ? { ...row, metadata: patch(row.metadata as Record<string, unknown>) } : row,
    );

  it.each([
    ['a mimetype with CR/LF', withMeta((m) => ({ ...m, mimetype: 'image/png\r\nX-Evil: 1' })), /mimetype/],
    ['a mimetype above U+00FF', withMeta((m) => ({ ...m, mimetype: 'image/☃' })), /mimetype/],
    ['an eTag with CR/LF', withMeta((m) => ({ ...m, eTag: '"a"\r\nX: 1' })), /eTag/],
    ['metadata that is not an object', withMeta(() => 'texto'), /metadata that is not an object/],
    [
      'an id that is not a UUID',
      (rows: Record<string, unknown>[]) => [{ ...rows[0], id: '../../x' }],
      /not a UUID/,
    ],
  ])('%s: refused, the target untouched', async (_what, change, message) => {
    const file = await crafted(change as (rows: Record<string, unknown>[]) => unknown);
    const dir = path.join(work, `destino-${Math.random().toString(36).slice(2)}`);
    await expect(restoreBackup(file, dir)).rejects.toThrow(message);
    expect(
      await stat(dir).then(
        () => 'exists',
        () => 'absent',
      ),
    ).toBe('absent');
    // Each refusal builds a database first (migrations): ~20 s on two busy cores.
  }, 60_000);

  it('the unchanged archive restores', async () => {
    const file = await crafted((rows) => rows);
    const dir = path.join(work, 'destino-bueno');
    await restoreBackup(file, dir);
    expect((await stat(path.join(dir, 'pgdata'))).isDirectory()).toBe(true);
  }, 60_000);
});
