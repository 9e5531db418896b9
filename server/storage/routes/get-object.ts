import { findReadableObject } from '../find-readable-object';
import { decodeKey } from '../read-json';
import { serveObject } from '../serve-object';
import { storageRoute, type StorageRequest } from './route';

// GET/HEAD /storage/v1/object/authenticated/<bucket>/<key> and /storage/v1/object/<bucket>/<key>
// (supabase-js `download()`, and `exists()` with HEAD), as Supabase Storage serves them (its
// routes/object/getObject.ts and getObjectInfo.ts): a public bucket's object is read whoever
// asks, as its public link is; a private bucket's is read as the caller, so the storage policies
// decide (administrators read the trash's private bucket; anyone else is told the object does not
// exist). `push` reads trashed files this way.

const input = {
  headers: { range: 'optional: a byte range', 'if-none-match': 'optional: an ETag' },
  query: { download: 'optional: answer as an attachment, under this file name if given' },
};

export const authenticatedObject = storageRoute({
  name: 'authenticated object',
  methods: ['GET', 'HEAD'],
  path: 'object/authenticated/:bucket/*key?',
  access: 'key',
  input,
  handle: readAsCaller,
});

export const downloadObject = storageRoute({
  name: 'download object',
  methods: ['GET', 'HEAD'],
  path: 'object/:bucket/*key',
  access: 'key',
  input,
  handle: readAsCaller,
});

async function readAsCaller({ req, res, url, params, caller, deps }: StorageRequest<'key'>): Promise<void> {
  const bucketId = params.bucket!;
  const rawKey = params.key!;
  const key = decodeKey(rawKey);
  const object = await findReadableObject(deps, caller, bucketId, key);
  return serveObject(req, res, deps, object, url.searchParams.get('download'));
}
