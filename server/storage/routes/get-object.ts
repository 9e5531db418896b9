import { storageError } from '../../http/errors';
import { bucketOf } from '../bucket';
import { servedMetadata } from '../object-metadata';
import { serveFile } from '../serve-file';
import { dispositionFor, UNTRUSTED_CONTENT } from '../untrusted-content';
import { storageRoute, type StorageRequest } from './route';

// GET/HEAD /storage/v1/object/authenticated/<bucket>/<key> and /storage/v1/object/<bucket>/<key>
// (supabase-js `download()`), as Supabase Storage serves them: any bucket, public or private, read
// as the caller, so the storage policies decide (administrators read the trash's private bucket;
// anyone else is told the object does not exist). `push` reads trashed files this way.

const input = { headers: { range: 'optional: a byte range', 'if-none-match': 'optional: an ETag' } };

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

async function readAsCaller({ req, res, params, caller, deps }: StorageRequest<'key'>): Promise<void> {
  const bucketId = params.bucket!;
  const rawKey = params.key!;
  const notFound = () => storageError(404, 'not_found', 'Object not found');
  let key: string;
  try {
    key = decodeURIComponent(rawKey);
  } catch {
    throw notFound();
  }
  await bucketOf(deps.db, bucketId);
  const object = await deps.db.asCaller(caller.claims, async (tx) => {
    const { rows } = await tx.query<{ id: string; metadata: unknown; updated_at: string }>(
      'select id, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, key],
    );
    return rows[0];
  });
  if (!object) throw notFound();
  const stored = servedMetadata(object.metadata, object.id, object.updated_at);
  const meta = {
    contentType: stored.mimetype,
    etag: stored.eTag,
    lastModified: new Date(object.updated_at),
    cacheControl: stored.cacheControl,
  };
  // Never kept by a shared cache: what it answers depends on who asks.
  return serveFile(req, res, deps.disk.objectPath(object.id), meta, {
    ...UNTRUSTED_CONTENT,
    ...dispositionFor(stored.mimetype, key, null),
    'Cache-Control': 'private, no-store',
  });
}
