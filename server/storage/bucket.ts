import type { Database } from '../db/database';
import { STORAGE_ERRORS } from './errors';

// A bucket's rules, and Postgres refusals as Storage words them (uploads, moves, deletes).

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

export async function bucketOf(db: Database, id: string): Promise<Bucket> {
  const { rows } = await db.pg.query<Bucket>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
  return rows[0];
}

export function storagePgError(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '23505') return STORAGE_ERRORS.alreadyExists();
  // As Storage words a Postgres refusal (its src/storage/database/errors.ts): a row-level security
  // refusal as "new row violates row-level security policy", any other (the admin trigger of
  // supabase/migrations/20261123000100_data_api_grants.sql) in its own words.
  if (code === '42501')
    return STORAGE_ERRORS.accessDenied(
      message?.includes('row-level security') || !message
        ? 'new row violates row-level security policy'
        : message,
    );
  return error;
}
