import { sendJson } from '../../http/respond';
import type { ObjectRow } from '../deps';
import { STORAGE_ERRORS } from '../errors';
import { decodeKey, readStorageJson } from '../read-json';
import { serveObject } from '../serve-object';
import { expiresInOf, tokenOf } from '../signed-urls';
import { storageRoute } from './route';

// Signed download URLs, as Supabase Storage makes and serves them (its routes/object/
// getSignedURL.ts, getSignedURLs.ts and getSignedObject.ts; signing in ../signed-urls.ts):
// - POST object/sign/<bucket>/<key> `{ expiresIn }` (supabase-js `createSignedUrl`): the object is
//   looked up as the caller, so only what its policies let it read gets a URL; answer
//   `{ signedURL: "/object/sign/<bucket>/<key>?token=…" }`;
// - POST object/sign/<bucket> `{ expiresIn, paths }` (`createSignedUrls`): one entry per path,
//   `{ error, path, signedURL }`, the error naming a path the caller may not read;
// - GET object/sign/<bucket>/<key>?token=… : the file, to whoever holds the URL, until it expires.

const MAX_BODY = 256 * 1024;
const MAX_PATHS = 1000;
const NOT_READABLE = 'Either the object does not exist or you do not have access to it';

export const signObjectUrl = storageRoute({
  name: 'sign object URL',
  methods: ['POST'],
  path: 'object/sign/:bucket/*key',
  access: 'key',
  input: { body: 'JSON { expiresIn: seconds }', maxBodyBytes: MAX_BODY },
  async handle({ req, res, params, caller, deps }) {
    const bucketId = params.bucket!;
    const key = decodeKey(params.key!);
    const body = await readStorageJson(req, MAX_BODY);
    const expiresIn = expiresInOf(body);
    // Image transformations on a signed URL would need a signed render route this backend has not.
    if ((body as { transform?: unknown }).transform !== undefined)
      throw STORAGE_ERRORS.invalidRequest('transform is not provided for signed URLs by the embedded backend');
    const readable = await deps.db.asCaller(caller.claims, async (tx) => {
      const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        key,
      ]);
      return rows.length > 0;
    });
    if (!readable) throw STORAGE_ERRORS.noSuchKey();
    const url = `${bucketId}/${key}`;
    const token = await deps.signer.sign({ url, scope: 'download' }, expiresIn);
    sendJson(res, 200, { signedURL: `/object/sign/${url}?token=${token}` });
  },
});

export const signObjectUrls = storageRoute({
  name: 'sign object URLs',
  methods: ['POST'],
  path: 'object/sign/:bucket',
  access: 'key',
  input: { body: `JSON { expiresIn: seconds, paths: 1 to ${MAX_PATHS} object names }`, maxBodyBytes: MAX_BODY },
  async handle({ req, res, params, caller, deps }) {
    const bucketId = params.bucket!;
    const body = await readStorageJson(req, MAX_BODY);
    const paths = (body as { paths?: unknown } | undefined)?.paths;
    if (paths === undefined) throw STORAGE_ERRORS.invalidRequest("body must have required property 'paths'");
    if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string'))
      throw STORAGE_ERRORS.invalidRequest('body/paths must be array of strings');
    if (paths.length < 1 || paths.length > MAX_PATHS)
      throw STORAGE_ERRORS.invalidRequest(`body/paths must have 1 to ${MAX_PATHS} items`);
    const expiresIn = expiresInOf(body);
    const readable = await deps.db.asCaller(caller.claims, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucketId, paths],
      );
      return new Set(rows.map((r) => r.name));
    });
    const signed = await Promise.all(
      (paths as string[]).map(async (path) => {
        if (!readable.has(path)) return { error: NOT_READABLE, path, signedURL: null };
        const url = `${bucketId}/${path}`;
        const token = await deps.signer.sign({ url, scope: 'download' }, expiresIn);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    sendJson(res, 200, signed);
  },
});

export const signedObject = storageRoute({
  name: 'signed object',
  methods: ['GET', 'HEAD'],
  path: 'object/sign/:bucket/*key',
  access: 'public',
  input: {
    query: {
      token: 'the signed URL token',
      download: 'optional: answer as an attachment, under this file name if given',
    },
    headers: { range: 'optional: a byte range', 'if-none-match': 'optional: an ETag' },
  },
  async handle({ req, res, url, params, deps }) {
    const token = tokenOf(url);
    const bucketId = params.bucket!;
    const key = decodeKey(params.key!);
    const claims = await deps.signer.verify(token, 'download', `${bucketId}/${key}`);
    const { rows } = await deps.db.pg.query<ObjectRow>(
      'select * from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, key],
    );
    const object = rows[0];
    if (!object) throw STORAGE_ERRORS.noSuchKey();
    // Whoever holds the link may read it until it expires.
    return serveObject(req, res, deps, object, url.searchParams.get('download'), {
      Expires: new Date(claims.exp * 1000).toUTCString(),
    });
  },
});
