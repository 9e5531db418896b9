// Signed URLs, buckets and the resumable endpoint's limit, through supabase-js's storage client
// against the embedded backend, answered as Supabase's own Storage server (v1.70.6) answers them.
// Each expectation names the server's route it comes from. Errors follow its error handler: HTTP
// 400 with the status the error names in the body's `statusCode` (a string), except where a route
// enforces a role (a real 403). Object calls: storage-as-supabase.test.ts.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, keyClient, pngImage, raw, signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

const TRASH = 'Papelera';
const MiB = 1024 * 1024;
/** This backend's global file size limit here (FILE_SIZE_LIMIT_MB), below the Gallery bucket's 1 GiB. */
const GLOBAL_MB = 200;

let b: TestBackend;
let admin: Client;
let user: Client;
let anon: Client;
let adminToken: string;
let png: Buffer;

const refusal = (statusCode: string, message: string) =>
  expect.objectContaining({ status: 400, statusCode, message });

/** GET of a signed URL: its status and the body as JSON (an error) or bytes. */
async function open(url: string) {
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('json') ? (JSON.parse(body.toString()) as unknown) : null;
  return { status: res.status, body, json };
}

beforeAll(async () => {
  b = await startApi({ fileSizeLimitMb: GLOBAL_MB });
  ({ client: admin, session: { access_token: adminToken } } = await signInAdmin(b));
  ({ client: user } = await signInNonAdmin(b));
  anon = b.client();
  png = await pngImage(40, 30);
  for (const [bucket, name] of [[BUCKET, 'planta.png'], [BUCKET, 'fachada.png'], [TRASH, 'borrado.png']] as const)
    expect((await admin.storage.from(bucket).upload(name, png, { contentType: 'image/png' })).error).toBeNull();
});

afterAll(() => b?.stop());

describe('createSignedUrl() and the signed download: routes/object/getSignedURL.ts and getSignedObject.ts', () => {
  it('signs a readable file as Storage signs it (a JWT naming the object, its scope and expiry) and serves it', async () => {
    const { data, error } = await admin.storage.from(TRASH).createSignedUrl('borrado.png', 60);
    expect(error).toBeNull();
    const url = new URL(data!.signedUrl);
    expect(url.pathname).toBe(`/storage/v1/object/sign/${TRASH}/borrado.png`);
    const token = url.searchParams.get('token')!;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', kid: expect.any(String) });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ url: `${TRASH}/borrado.png`, scope: 'download' });
    expect(claims.exp! - claims.iat!).toBe(60);
    // Whoever holds the link reads the private file, without a key.
    const got = await open(data!.signedUrl);
    expect(got.status).toBe(200);
    expect(got.body.equals(png)).toBe(true);
  });

  it('signs only what the caller may read: a hidden file is "Object not found" (storage/object.ts signObjectUrl)', async () => {
    for (const client of [anon, user]) {
      expect((await client.storage.from(TRASH).createSignedUrl('borrado.png', 60)).error).toEqual(
        refusal('404', 'Object not found'),
      );
      // Not even a public bucket's: the lookup is the caller's.
      expect((await client.storage.from(BUCKET).createSignedUrl('planta.png', 60)).error).toEqual(
        refusal('404', 'Object not found'),
      );
    }
    expect((await admin.storage.from(BUCKET).createSignedUrl('no-existe.png', 60)).error).toEqual(
      refusal('404', 'Object not found'),
    );
  });

  it('refuses an expiry below one second as its schema does', async () => {
    const { error } = await admin.storage.from(BUCKET).createSignedUrl('planta.png', 0);
    expect(error).toEqual(refusal('400', 'body/expiresIn must be >= 1'));
  });

  it('an expired, altered or misdirected token opens nothing (storage/object.ts verifyObjectSignature)', async () => {
    const short = (await admin.storage.from(BUCKET).createSignedUrl('planta.png', 1)).data!.signedUrl;
    const good = (await admin.storage.from(BUCKET).createSignedUrl('planta.png', 60)).data!.signedUrl;
    const token = new URL(good).searchParams.get('token')!;
    const altered = good.replace(token, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await open(altered)).json).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'signature verification failed',
    });
    const elsewhere = good.replace('/planta.png', '/fachada.png');
    expect(await open(elsewhere)).toMatchObject({
      status: 400,
      json: { statusCode: '400', code: 'InvalidSignature', message: 'Invalid signature' },
    });
    await new Promise((r) => setTimeout(r, 2100));
    expect(await open(short)).toMatchObject({
      status: 400,
      json: { statusCode: '400', code: 'InvalidJWT', message: '"exp" claim timestamp check failed' },
    });
  });

  it("a signed URL's token is no session: the REST API refuses it as a bearer", async () => {
    const { data } = await admin.storage.from(BUCKET).createSignedUrl('planta.png', 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const answer = await raw(b, '/rest/v1/Project?select=id', { token });
    expect(answer.status).toBe(401);
  });
});

describe('createSignedUrls(): routes/object/getSignedURLs.ts', () => {
  it('answers one entry per path, an error for what the caller may not read', async () => {
    const { data, error } = await admin.storage.from(BUCKET).createSignedUrls(['planta.png', 'no-existe.png'], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        error: null,
        path: 'planta.png',
        signedURL: expect.stringMatching(/^\/object\/sign\/Gallery\/planta\.png\?token=/),
        signedUrl: expect.stringMatching(new RegExp(`^${b.url}/storage/v1/object/sign/Gallery/planta\\.png\\?token=`)),
      },
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: 'no-existe.png',
        signedURL: null,
        signedUrl: null,
      },
    ]);
    expect((await open(data![0]!.signedUrl!)).body.equals(png)).toBe(true);
    const hidden = await anon.storage.from(TRASH).createSignedUrls(['borrado.png'], 60);
    expect(hidden.data?.[0]).toMatchObject({ path: 'borrado.png', signedURL: null });
  });
});

describe('createSignedUploadUrl() and uploadToSignedUrl(): routes/object/getSignedUploadURL.ts and uploadSignedObject.ts', () => {
  it('lets whoever holds the token upload that one file once, as the administrator allowed', async () => {
    const signed = await admin.storage.from(BUCKET).createSignedUploadUrl('subidas/firmada.png');
    expect(signed.error).toBeNull();
    expect(signed.data).toEqual({
      signedUrl: expect.stringContaining(`${b.url}/storage/v1/object/upload/sign/${BUCKET}/subidas/firmada.png?token=`),
      path: 'subidas/firmada.png',
      token: expect.any(String),
    });
    expect(decodeJwt(signed.data!.token)).toMatchObject({ url: `${BUCKET}/subidas/firmada.png`, scope: 'upload', upsert: false });
    const put = await anon.storage.from(BUCKET).uploadToSignedUrl('subidas/firmada.png', signed.data!.token, png, {
      contentType: 'image/png',
    });
    expect(put).toEqual({ data: { path: 'subidas/firmada.png', fullPath: `${BUCKET}/subidas/firmada.png` }, error: null });
    expect((await anon.storage.from(BUCKET).download('subidas/firmada.png')).error).toBeNull();
    // The same token again: the name is taken and the token never said upsert.
    const again = await anon.storage.from(BUCKET).uploadToSignedUrl('subidas/firmada.png', signed.data!.token, png, {
      contentType: 'image/png',
    });
    expect(again.error).toEqual(refusal('409', 'The resource already exists'));
  });

  it('is asked of the policies when made, and holds for its own name and purpose only', async () => {
    for (const client of [anon, user])
      expect((await client.storage.from(BUCKET).createSignedUploadUrl('ajena.png')).error).toEqual(
        refusal('403', 'new row violates row-level security policy'),
      );
    const { token } = (await admin.storage.from(BUCKET).createSignedUploadUrl('subidas/una.png')).data!;
    const other = await anon.storage.from(BUCKET).uploadToSignedUrl('subidas/otra.png', token, png, { contentType: 'image/png' });
    expect(other.error).toEqual(refusal('400', 'Invalid signature'));
    // A download token cannot upload, nor an upload token download.
    const download = new URL((await admin.storage.from(BUCKET).createSignedUrl('planta.png', 60)).data!.signedUrl);
    const swapped = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl('planta.png', download.searchParams.get('token')!, png, { contentType: 'image/png' });
    expect(swapped.error).toEqual(refusal('400', 'Token is not scoped for upload'));
    const reading = await open(`${b.url}/storage/v1/object/sign/${BUCKET}/subidas/una.png?token=${token}`);
    expect(reading.json).toMatchObject({ statusCode: '400', message: 'Token is not scoped for download' });
  });
});

describe('bucket calls: routes/bucket/*.ts', () => {
  it('visitors and non-administrators see no bucket; administrators read their settings', async () => {
    for (const client of [anon, user]) {
      expect(await client.storage.listBuckets()).toEqual({ data: [], error: null });
      expect((await client.storage.getBucket(BUCKET)).error).toEqual(refusal('404', 'Bucket not found'));
    }
    const { data } = await admin.storage.getBucket(BUCKET);
    expect(data).toMatchObject({ id: BUCKET, name: BUCKET, public: true, file_size_limit: 1024 * MiB });
    const listed = await admin.storage.listBuckets();
    expect(listed.data?.map((bucket) => [bucket.id, bucket.public, bucket.type])).toEqual([
      [BUCKET, true, 'STANDARD'],
      [TRASH, false, 'STANDARD'],
    ]);
  });

  it('nobody but the database makes, changes or removes a bucket', async () => {
    for (const client of [anon, user, admin]) {
      expect((await client.storage.createBucket('nuevo', { public: true })).error).toEqual(
        refusal('403', 'new row violates row-level security policy'),
      );
      // Storage deletes only an empty bucket, whoever asks (storage/storage.ts deleteBucket).
      expect((await client.storage.deleteBucket(BUCKET)).error).toEqual(
        refusal('409', 'The bucket you tried to delete is not empty'),
      );
    }
    // An update the policies do not allow touches no row: "Bucket not found" (database/pg.ts updateBucket).
    expect((await admin.storage.updateBucket(BUCKET, { public: false })).error).toEqual(refusal('404', 'Bucket not found'));
    expect((await admin.storage.getBucket(BUCKET)).data?.public).toBe(true);
  });

  it('only the service role empties a bucket: anyone else gets a real 403 (plugins/jwt.ts enforceJwtRole)', async () => {
    for (const client of [anon, user, admin])
      expect((await client.storage.emptyBucket(BUCKET)).error).toEqual(
        expect.objectContaining({ status: 403, statusCode: '403', message: 'Access denied: Invalid role' }),
      );
    expect((await admin.storage.from(BUCKET).exists('planta.png')).data).toBe(true);
  });

  it('the secret key (service role) reads every bucket', async () => {
    const service = keyClient(b.url, b.serviceKey);
    expect((await service.storage.listBuckets()).data?.map((bucket) => bucket.id)).toEqual([BUCKET, TRASH]);
  });
});

describe('resumable uploads: routes/tus/index.ts', () => {
  const create = (length: number) =>
    raw(b, '/storage/v1/upload/resumable', {
      method: 'POST',
      token: adminToken,
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(length),
        'Upload-Metadata': `bucketName ${btoa(BUCKET)},objectName ${btoa(`tus-${length}.mp4`)},contentType ${btoa('video/mp4')}`,
      },
    });

  it('announces the global file size limit as Tus-Max-Size, not a bucket\'s', async () => {
    const options = await fetch(`${b.url}/storage/v1/upload/resumable`, { method: 'OPTIONS' });
    expect(options.headers.get('tus-max-size')).toBe(String(GLOBAL_MB * MiB));
  });

  it('refuses a file over the global limit though the bucket would take it (413), takes one under it', async () => {
    const over = await create(GLOBAL_MB * MiB + 1);
    expect(over.status).toBe(413);
    const under = await create(GLOBAL_MB * MiB - 1);
    expect(under.status).toBe(201);
    await raw(b, new URL(under.headers.get('location')!, b.url).pathname, {
      method: 'DELETE',
      token: adminToken,
      headers: { 'Tus-Resumable': '1.0.0' },
    });
  });
});
