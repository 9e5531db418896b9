import { sendJson } from '../../http/respond';
import { bucketOf } from '../bucket';
import { canUpload, upsertClause } from '../can-upload';
import { validateObjectKey } from '../object-key';
import { decodeKey } from '../read-json';
import { tokenOf } from '../signed-urls';
import { SINGLE_REQUEST_LIMIT, storeUpload } from '../store-upload';
import { storageRoute } from './route';

// Signed upload URLs, as Supabase Storage makes and takes them (its routes/object/
// getSignedUploadURL.ts and uploadSignedObject.ts):
// - POST object/upload/sign/<bucket>/<key> (supabase-js `createSignedUploadUrl`, `x-upsert: true`
//   to replace): the caller's policies are asked now, as for an upload; answer
//   `{ url: "/object/upload/sign/<bucket>/<key>?token=…", token }`, valid two hours;
// - PUT object/upload/sign/<bucket>/<key>?token=… (`uploadToSignedUrl`): whoever holds the token
//   uploads that one file under that one name, as the signer, once the policies said yes; answer
//   `{ Key: "<bucket>/<key>" }`. The bucket's size and type rules still hold.

/** Storage's default for a signed upload URL's life (UPLOAD_SIGNED_URL_EXPIRATION_TIME). */
export const SIGNED_UPLOAD_EXPIRES_S = 2 * 60 * 60;

export const signUploadUrl = storageRoute({
  name: 'sign upload URL',
  methods: ['POST'],
  path: 'object/upload/sign/:bucket/*key',
  access: 'key',
  input: { headers: { 'x-upsert': 'optional: true lets the upload replace an object of that name' } },
  async handle({ req, res, params, caller, deps }) {
    const bucketId = params.bucket!;
    const key = validateObjectKey(decodeKey(params.key!));
    const upsert = req.headers['x-upsert'] === 'true';
    const owner = caller.claims.role === 'authenticated' ? caller.claims.sub : undefined;
    await canUpload(deps.db, caller, bucketId, key, owner ?? null, upsertClause(upsert));
    const url = `${bucketId}/${key}`;
    const token = await deps.signer.sign({ owner, url, upsert, scope: 'upload' }, SIGNED_UPLOAD_EXPIRES_S);
    sendJson(res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
  },
});

export const signedUpload = storageRoute({
  name: 'upload to signed URL',
  methods: ['PUT'],
  path: 'object/upload/sign/:bucket/*key',
  access: 'public',
  input: {
    query: { token: 'the signed upload URL token' },
    headers: {
      'content-type': 'the file type, or multipart/form-data with a cacheControl field and the file',
      'cache-control': 'optional: max-age=<seconds> kept for the file',
    },
    body: 'the file, raw or multipart',
    maxBodyBytes: SINGLE_REQUEST_LIMIT,
  },
  async handle({ req, res, url, params, deps }) {
    const token = tokenOf(url);
    const bucketId = params.bucket!;
    const key = validateObjectKey(decodeKey(params.key!));
    const claims = await deps.signer.verify(token, 'upload', `${bucketId}/${key}`);
    const bucket = await bucketOf(deps.db, bucketId);
    await storeUpload(req, deps, {
      bucket,
      key,
      owner: claims.owner ?? null,
      upsert: claims.upsert === true,
      caller: null,
    });
    sendJson(res, 200, { Key: `${bucketId}/${key}` });
  },
});
