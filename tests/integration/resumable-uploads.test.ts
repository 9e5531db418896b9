// Resumable (TUS) uploads, as the panel and Supabase's docs send them with tus-js-client, against
// the embedded backend: the bytes arrive whole, an interrupted upload resumes from the server's
// offset (also after a restart), only administrators may start one, the bucket's limit is
// enforced at creation, and an unfinished upload is never served nor left behind.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Upload, type UploadOptions } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, bytes, raw, signInAdmin, signInNonAdmin, startApi } from './helpers';

const MiB = 1024 * 1024;
const CHUNK = 6 * MiB;

let b: TestBackend;
let token: string;

beforeAll(async () => {
  b = await startApi();
  token = (await signInAdmin(b)).session.access_token;
}, 60_000);

afterAll(() => b?.stop());

interface Sent {
  url: string | null;
  /** Upload-Offset the server reported before the first PATCH of this session (HEAD on resume). */
  resumedAt: number | null;
}

/** One tus-js-client session; resolves when it succeeds, rejects with its error. */
function tus(
  data: Buffer,
  objectName: string,
  opts: Partial<UploadOptions> & { bearer?: string; base?: string; upsert?: boolean } = {},
): { done: Promise<Sent>; upload: Upload } {
  const { bearer = token, base = b.url, upsert = false, ...rest } = opts;
  const sent: Sent = { url: null, resumedAt: null };
  let upload!: Upload;
  const done = new Promise<Sent>((resolve, reject) => {
    upload = new Upload(data, {
      endpoint: `${base}/storage/v1/upload/resumable`,
      headers: { apikey: b.anonKey, authorization: `Bearer ${bearer}`, 'x-upsert': String(upsert) },
      metadata: { bucketName: BUCKET, objectName, contentType: 'video/mp4', cacheControl: '3600' },
      chunkSize: CHUNK,
      uploadDataDuringCreation: true,
      retryDelays: [],
      onAfterResponse: (req, res) => {
        if (req.getMethod() === 'HEAD' && sent.resumedAt === null)
          sent.resumedAt = Number(res.getHeader('Upload-Offset'));
      },
      onSuccess: () => resolve({ ...sent, url: upload.url }),
      onError: reject,
      ...rest,
    });
    upload.start();
  });
  return { done, upload };
}

const md5 = (data: Buffer | ArrayBuffer) =>
  createHash('md5')
    .update(Buffer.from(data as ArrayBuffer))
    .digest('hex');

async function publicBytes(name: string): Promise<{ status: number; body: Buffer }> {
  const res = await fetch(`${b.url}/storage/v1/object/public/${BUCKET}/${encodeURIComponent(name)}`);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

async function unfinished(dataDir = b.dataDir): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'storage', 'resumable'))).sort();
}

/** Starts an upload and aborts it once `fraction` of it is on the server; returns its URL. */
async function stopAt(data: Buffer, name: string, fraction: number): Promise<string> {
  let url: string | null = null;
  await new Promise<void>((resolve, reject) => {
    const { upload, done } = tus(data, name, {
      onChunkComplete: (_chunk, accepted) => {
        if (accepted >= fraction * data.length) {
          url = upload.url;
          void upload.abort(false).then(resolve);
        }
      },
    });
    done.then(() => reject(new Error('finished before it could be stopped')), reject);
  });
  if (!url) throw new Error('no upload URL');
  return url;
}

describe('resumable uploads (TUS) with tus-js-client', () => {
  it('a 30 MB video arrives byte-identical, in 6 MiB chunks, and is served', async () => {
    const data = bytes(30 * MiB, 11);
    const { done } = tus(data, '1700000000100-recorrido.mp4');
    await done;
    const served = await publicBytes('1700000000100-recorrido.mp4');
    expect(served.status).toBe(200);
    expect(served.body.length).toBe(data.length);
    expect(md5(served.body)).toBe(md5(data));
    const { rows } = await b.backend.db.pg.query<{
      metadata: { size: number; mimetype: string; eTag: string };
    }>('select metadata from storage.objects where name = $1', ['1700000000100-recorrido.mp4']);
    expect(rows[0]?.metadata).toMatchObject({
      size: data.length,
      mimetype: 'video/mp4',
      eTag: `"${md5(data)}"`,
    });
    expect(await unfinished()).toEqual([]);
  }, 120_000);

  it('stopped at 40 %, it resumes from the offset the server reports and is not served before', async () => {
    const data = bytes(20 * MiB, 12);
    const name = '1700000000101-obra.mp4';
    const url = await stopAt(data, name, 0.4);
    expect((await publicBytes(name)).status).toBe(404);
    const resumed = await tus(data, name, { uploadUrl: url }).done;
    expect(resumed.resumedAt).toBeGreaterThanOrEqual(0.4 * data.length);
    expect(resumed.resumedAt).toBeLessThan(data.length);
    expect(md5((await publicBytes(name)).body)).toBe(md5(data));
  }, 120_000);

  it('an unfinished upload survives a server restart and then completes', async () => {
    const data = bytes(15 * MiB, 13);
    const name = '1700000000102-reinicio.mp4';
    const url = await stopAt(data, name, 0.4);
    const dataDir = b.dataDir;
    await b.stop({ keepData: true });
    b = await startApi({ dataDir });
    token = (await signInAdmin(b)).session.access_token;
    expect(await unfinished(dataDir)).toHaveLength(2); // the bytes and their info
    const moved = url.replace(/^https?:\/\/[^/]+/, b.url);
    const resumed = await tus(data, name, { uploadUrl: moved }).done;
    expect(resumed.resumedAt).toBeGreaterThanOrEqual(0.4 * data.length);
    expect(md5((await publicBytes(name)).body)).toBe(md5(data));
    expect(await unfinished()).toEqual([]);
  }, 180_000);

  it('visitors (anon key) and signed-in non-administrators are refused at creation, nothing written', async () => {
    const data = bytes(7 * MiB, 14);
    const anon = await tus(data, '1700000000103-anon.mp4', { bearer: b.anonKey }).done.catch(
      (e: unknown) => e,
    );
    expect(statusOf(anon)).toBe(403);
    // Refused by the creation request itself, not after the first 6 MiB were taken in.
    expect(methodOf(anon)).toBe('POST');
    const visitor = (await signInNonAdmin(b)).session.access_token;
    const user = await tus(data, '1700000000104-usuario.mp4', { bearer: visitor }).done.catch(
      (e: unknown) => e,
    );
    expect(statusOf(user)).toBe(403);
    expect(methodOf(user)).toBe('POST');
    expect(bodyOf(user)).toContain('row-level security');
    expect(await unfinished()).toEqual([]);
    expect((await publicBytes('1700000000104-usuario.mp4')).status).toBe(404);
  }, 60_000);

  it('a file over the bucket limit is refused at creation with 413, before any byte is sent', async () => {
    const answer = await raw(b, '/storage/v1/upload/resumable', {
      method: 'POST',
      token,
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(1024 * MiB + 1),
        'Upload-Metadata': metadataHeader({
          bucketName: BUCKET,
          objectName: '1700000000105-enorme.mp4',
          contentType: 'video/mp4',
        }),
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toBe('The object exceeded the maximum allowed size');
    expect(await unfinished()).toEqual([]);
  });

  it('two uploads to one name: without x-upsert the first to finish wins, the other gets 409; with it, the last wins', async () => {
    const first = bytes(7 * MiB, 15);
    const second = bytes(7 * MiB, 16);
    const name = '1700000000106-doble.mp4';
    const urlA = await stopAt(first, name, 0.5);
    const urlB = await stopAt(second, name, 0.5);
    await tus(first, name, { uploadUrl: urlA }).done;
    const late = await tus(second, name, { uploadUrl: urlB }).done.catch((e: unknown) => e);
    expect(statusOf(late)).toBe(409);
    expect(md5((await publicBytes(name)).body)).toBe(md5(first));
    // A new upload to a taken name is refused at creation too.
    expect(statusOf(await tus(second, name).done.catch((e: unknown) => e))).toBe(409);
    await tus(second, name, { upsert: true }).done;
    expect(md5((await publicBytes(name)).body)).toBe(md5(second));
    expect(await unfinished()).toEqual([]);
  }, 120_000);

  it('a backup holds the finished uploads only', async () => {
    const url = await stopAt(bytes(13 * MiB, 19), '1700000000108-a-medias.mp4', 0.3);
    const manifest = await createBackup(
      b.backend.db,
      b.backend.disk,
      path.join(b.dataDir, 'respaldo.tar.gz'),
    );
    const { rows } = await b.backend.db.pg.query<{ n: number; partial: number }>(
      `select count(*)::int as n, count(*) filter (where name like '%a-medias%')::int as partial from storage.objects`,
    );
    expect(rows[0]).toEqual({ n: manifest.rows['storage.objects'], partial: 0 });
    // Every file in it is a stored object's: none is the unfinished upload's 6 MiB.
    const files = manifest.entries.filter((e) => e.path.startsWith('files/'));
    expect(files).toHaveLength(rows[0]!.n);
    expect(files.some((e) => e.size === CHUNK)).toBe(false);
    await Upload.terminate(url, { headers: { apikey: b.anonKey, authorization: `Bearer ${token}` } });
  }, 60_000);

  it('cancelling (termination) removes the unfinished upload', async () => {
    const data = bytes(13 * MiB, 17);
    const url = await stopAt(data, '1700000000107-cancelado.mp4', 0.3);
    expect(await unfinished()).toHaveLength(2);
    const health = (await (await fetch(`${b.url}/health`)).json()) as { resumableUploads: unknown };
    expect(health.resumableUploads).toEqual({ pending: 1, bytes: CHUNK }); // stopped after its first chunk
    await Upload.terminate(url, { headers: { apikey: b.anonKey, authorization: `Bearer ${token}` } });
    expect(await unfinished()).toEqual([]);
  }, 60_000);
});

function statusOf(error: unknown): number | undefined {
  return (error as { originalResponse?: { getStatus(): number } }).originalResponse?.getStatus();
}

function methodOf(error: unknown): string | undefined {
  return (error as { originalRequest?: { getMethod(): string } }).originalRequest?.getMethod();
}

function bodyOf(error: unknown): string {
  return (error as { originalResponse?: { getBody(): string } }).originalResponse?.getBody() ?? '';
}

function metadataHeader(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
}

describe('resumable uploads: limits and lifetime', () => {
  it('beyond RESUMABLE_UPLOADS unfinished uploads, a new one is refused at creation (429)', async () => {
    const small = await startApi({ resumableUploads: 1 });
    try {
      const admin = (await signInAdmin(small)).session.access_token;
      const create = (name: string) =>
        raw(small, '/storage/v1/upload/resumable', {
          method: 'POST',
          token: admin,
          headers: {
            'Tus-Resumable': '1.0.0',
            'Upload-Length': String(10 * MiB),
            'Upload-Metadata': metadataHeader({
              bucketName: BUCKET,
              objectName: name,
              contentType: 'video/mp4',
            }),
          },
        });
      const created = await create('1700000000200-uno.mp4');
      expect(created.status).toBe(201);
      // A path: behind an HTTPS proxy an absolute http:// URL would be mixed content.
      expect(created.headers.get('location')).toMatch(/^\/storage\/v1\/upload\/resumable\/[0-9a-f]{32}$/);
      expect(created.headers.get('tus-resumable')).toBe('1.0.0');
      const refused = await create('1700000000201-dos.mp4');
      expect(refused.status).toBe(429);
      expect(await unfinished(small.dataDir)).toHaveLength(2);
    } finally {
      await small.stop();
    }
  }, 60_000);

  it('an upload left unfinished for 24 h is gone (410), and removed at the next start', async () => {
    const data = bytes(13 * MiB, 18);
    const url = await stopAt(data, '1700000000202-olvidado.mp4', 0.3);
    const id = url.split('/').pop()!;
    const info = path.join(b.dataDir, 'storage', 'resumable', `${id}.json`);
    const parsed = JSON.parse(await readFile(info, 'utf8')) as { creation_date: string };
    parsed.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await writeFile(info, JSON.stringify(parsed));
    const head = await raw(b, `/storage/v1/upload/resumable/${id}`, {
      method: 'HEAD',
      token,
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    expect(head.status).toBe(410);
    const dataDir = b.dataDir;
    await b.stop({ keepData: true });
    b = await startApi({ dataDir });
    token = (await signInAdmin(b)).session.access_token;
    expect(await unfinished()).toEqual([]);
  }, 60_000);
});
