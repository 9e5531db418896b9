import type { Database } from '../../db/database';
import { bucketOf, type Bucket } from '../bucket';
import { STORAGE_ERRORS, storageRefusal } from '../errors';
import { validateObjectKey } from '../object-key';

// The body of a move and of a copy (supabase-js `move()` and `copy()` send the same one):
// `{ bucketId, sourceKey, destinationKey, destinationBucket? }`.

export interface TransferBody {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket?: string;
}

export const TRANSFER_BODY_BYTES = 16 * 1024;
export const TRANSFER_BODY = 'JSON { bucketId, sourceKey, destinationKey, destinationBucket? }';

export function parseTransferBody(body: unknown): TransferBody & { destination: string } {
  const b = body as Partial<Record<keyof TransferBody, unknown>> | null;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0;
  if (!b || typeof b !== 'object' || !text(b.bucketId) || !text(b.sourceKey) || !text(b.destinationKey))
    throw STORAGE_ERRORS.invalidRequest('body must have bucketId, sourceKey and destinationKey');
  if (b.destinationBucket !== undefined && b.destinationBucket !== null && !text(b.destinationBucket))
    throw STORAGE_ERRORS.invalidRequest('destinationBucket must be a bucket id');
  const parsed = b as TransferBody;
  // As Storage checks it first (mustBeValidKey on the destination only): a source under another
  // name simply is not found.
  return { ...parsed, destination: validateObjectKey(parsed.destinationKey) };
}

/**
 * The bucket an object moves or is copied into, or null when there is none. Storage finds that
 * out from Postgres's foreign key once the source is found (23503), so the route names it
 * (`relatedNotFound`) only after the source was; read before the caller's transaction, PGlite
 * being one connection.
 */
export function destinationBucket(db: Database, body: TransferBody): Promise<Bucket | null> {
  return bucketOf(db, body.destinationBucket ?? body.bucketId).catch(() => null);
}

export const relatedNotFound = () => storageRefusal(404, 'InvalidRequest', 'The related resource does not exist');
