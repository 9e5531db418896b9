import { sendJson } from '../../http/respond';
import { bucketOf } from '../bucket';
import { STORAGE_ERRORS } from '../errors';
import { validateObjectKey } from '../object-key';
import { SINGLE_REQUEST_LIMIT, storeUpload } from '../store-upload';
import { storageRoute } from './route';

// POST /storage/v1/object/<bucket>/<key> (supabase-js `upload()`) and PUT (`update()`, or POST
// with `x-upsert: true`): one file in one request, written as the caller (store-upload.ts).
export const uploadObject = storageRoute({
  name: 'upload object',
  methods: ['POST', 'PUT'],
  path: 'object/:bucket/*key',
  access: 'key',
  input: {
    headers: {
      'content-type': 'the file type, or multipart/form-data with a cacheControl field and the file',
      'cache-control': 'optional: max-age=<seconds> kept for the file',
      'x-upsert': 'optional: true replaces an object of that name (as PUT does)',
    },
    body: 'the file, raw or multipart',
    maxBodyBytes: SINGLE_REQUEST_LIMIT,
  },
  async handle({ req, res, params, caller, deps }) {
    const bucketId = params.bucket!;
    const rawKey = params.key!;
    const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
    const bucket = await bucketOf(deps.db, bucketId);
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawKey);
    } catch {
      // Malformed percent-encoding is a bad key (400 InvalidKey), not a server error (was a 500).
      throw STORAGE_ERRORS.invalidKey(rawKey);
    }
    const key = validateObjectKey(decoded);
    const owner = caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
    const id = await storeUpload(req, deps, { bucket, key, owner, upsert, caller });
    sendJson(res, 200, { Key: `${bucketId}/${key}`, Id: id });
  },
});
