import { HttpError } from '../http/errors';
import { STORAGE_ERRORS } from './errors';
import { bucketOf } from './bucket';
import type { ObjectRow, StorageDeps } from './deps';
import { servedMetadata, type ServedMetadata } from './object-metadata';
import { dispositionFor } from './untrusted-content';

// What the two public routes share (routes/public-object.ts and routes/public-render.ts): the
// object named by a public bucket and a key, read without a caller, and the download header.

export interface PublicObject {
  key: string;
  object: ObjectRow;
  /** Its bytes on disk. */
  source: string;
  lastModified: Date;
  stored: ServedMetadata;
  /** `Content-Disposition: attachment` when `?download` asks for it or it is a PDF, else nothing. */
  download: Record<string, string>;
}

export async function findPublicObject(
  url: URL,
  bucketId: string,
  rawKey: string,
  deps: StorageDeps,
): Promise<PublicObject> {
  // A public link that leads nowhere answers a real 404 (hosted Storage: 400 with "404" in the
  // body; docs/ARCHITECTURE.md says why), its body in Storage's words.
  const gone = (refusal: HttpError) => new HttpError(404, refusal.body);
  const notFound = () => gone(STORAGE_ERRORS.noSuchKey());
  let key: string;
  try {
    key = decodeURIComponent(rawKey);
  } catch {
    throw notFound();
  }
  const target = await bucketOf(deps.db, bucketId).catch((error: unknown) => {
    throw error instanceof HttpError ? gone(error) : error;
  });
  // As Supabase Storage answers: a private bucket is not found on the public route.
  if (!target.public) throw gone(STORAGE_ERRORS.noSuchBucket());
  const { rows } = await deps.db.pg.query<ObjectRow>(
    'select * from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, key],
  );
  const object = rows[0];
  if (!object) throw notFound();
  const stored = servedMetadata(object.metadata, object.id, object.updated_at);
  return {
    key,
    object,
    source: deps.disk.objectPath(object.id),
    lastModified: new Date(object.updated_at),
    stored,
    download: dispositionFor(stored.mimetype, key, url.searchParams.get('download')),
  };
}
