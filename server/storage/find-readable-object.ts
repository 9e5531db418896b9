import type { Caller } from '../http/caller';
import { bucketOf } from './bucket';
import type { ObjectRow, StorageDeps } from './deps';
import { STORAGE_ERRORS } from './errors';

/**
 * The object a caller may read, as Supabase Storage finds it for a download, `exists()` and
 * `info()` (its routes/object/getObject.ts and getObjectInfo.ts): a public bucket's objects are
 * read whoever asks, as their public links are; a private bucket's under the caller's policies,
 * so one it may not read is "Object not found". `caller` null: the public route (public buckets
 * only, "Bucket not found" otherwise).
 */
export async function findReadableObject(
  deps: StorageDeps,
  caller: Caller | null,
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  const bucket = await bucketOf(deps.db, bucketId);
  if (!caller && !bucket.public) throw STORAGE_ERRORS.noSuchBucket();
  const find = 'select * from storage.objects where bucket_id = $1 and name = $2';
  const object = bucket.public
    ? (await deps.db.pg.query<ObjectRow>(find, [bucketId, key])).rows[0]
    : await deps.db.asCaller(caller!.claims, async (tx) => (await tx.query<ObjectRow>(find, [bucketId, key])).rows[0]);
  if (!object) throw STORAGE_ERRORS.noSuchKey();
  return object;
}
