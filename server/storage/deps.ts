import type { RateLimiter } from '../auth/rate-limit';
import type { Database } from '../db/database';
import type { Disk } from './disk';
import type { RenderCache } from './render-cache';
import type { RenderQueue } from './render-queue';
import type { UrlSigner } from './signed-urls';
import type { Resumable } from './tus/resumable';

// What every /storage/v1 route is handed: its own file, so the route files (routes/) and the
// resumable uploads (tus/) import it without importing the router or each other.
export interface StorageDeps {
  db: Database;
  disk: Disk;
  renders: {
    cache: RenderCache;
    queue: RenderQueue;
    /** Uncached renders per client address. */
    limiter: RateLimiter;
    trustProxy: boolean;
  };
  /** /storage/v1/upload/resumable (TUS), server/storage/tus/resumable.ts. */
  resumable: Resumable;
  /** Signs and checks signed URLs (signed-urls.ts). */
  signer: UrlSigner;
  /** The largest file any upload may be, in bytes (FILE_SIZE_LIMIT_MB). */
  fileSizeLimit: number;
}

/** A storage.objects row as `select *` returns it. */
export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  /** jsonb: whatever a row holds, read through servedMetadata. */
  metadata: unknown;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}
