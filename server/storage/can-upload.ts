import type { Database } from '../db/database';
import type { Caller } from '../http/caller';
import { storagePgError } from './bucket';

/**
 * Like Supabase Storage's `canUpload`: the policies are asked before the body is read (the same
 * insert as the caller, rolled back), so a refused caller gets its 403 (or a taken name its 409)
 * at once, and nothing it sends reaches the disk, not even a temporary file. Before this check a
 * visitor could make the server receive and write up to the bucket limit before being refused.
 * Both ways in ask it: one-request uploads (routes/upload-object.ts) and resumable ones (tus/).
 */
export async function canUpload(
  db: Database,
  caller: Caller,
  bucketId: string,
  key: string,
  owner: unknown,
  conflict: string,
): Promise<void> {
  await db
    .asCaller(caller.claims, async (tx) => {
      await tx.query(`insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3) ${conflict}`, [
        bucketId,
        key,
        owner,
      ]);
      await tx.rollback();
    })
    .catch((error: unknown) => {
      throw storagePgError(error);
    });
}

/** What an upload's insert adds when it may replace an object of that name (x-upsert, PUT). */
export const upsertClause = (upsert: boolean) =>
  upsert
    ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()'
    : '';
