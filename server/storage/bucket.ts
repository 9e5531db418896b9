import type { Database } from '../db/database';
import { storageError } from '../http/errors';

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
  if (!rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
  return rows[0];
}

export function storagePgError(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
  // An insert refused by the policies reads like Supabase's; an update or delete refused by the
  // admin trigger (supabase/migrations/20261123000100_data_api_grants.sql) keeps its own words.
  if (code === '42501')
    return storageError(
      403,
      'Unauthorized',
      message?.startsWith('permission denied') ? message : 'new row violates row-level security policy',
    );
  return error;
}
