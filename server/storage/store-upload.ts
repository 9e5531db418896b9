import type { IncomingMessage } from 'node:http';
import type { Tx } from '../db/database';
import type { Caller } from '../http/caller';
import { storagePgError, type Bucket } from './bucket';
import { canUpload, upsertClause } from './can-upload';
import type { StorageDeps } from './deps';
import { STORAGE_ERRORS } from './errors';
import { mimeAllowed } from './object-key';
import { uploadMediaType } from './object-metadata';
import { receiveUpload } from './receive-upload';

/**
 * The most one request's body may carry, whatever the bucket allows: larger files go through the
 * resumable endpoint (tus/), as Supabase's docs advise past 6 MB. Supabase's free-plan global limit.
 */
export const SINGLE_REQUEST_LIMIT = 50 * 1024 * 1024;

export interface UploadTarget {
  bucket: Bucket;
  key: string;
  owner: string | null;
  upsert: boolean;
  /** Who writes: the caller (the policies decide, asked before a byte is read), or null for a
   * signed upload URL, whose signature already says the caller was allowed when it was made. */
  caller: Caller | null;
}

/**
 * One file in one request (routes/upload-object.ts, routes/signed-upload.ts): the bytes go to a
 * temporary file within the bucket's limit, are checked against its types, and are moved into
 * place before the row commits, so a committed row always has its file and a refused one leaves
 * none. Returns the object's id.
 */
export async function storeUpload(req: IncomingMessage, deps: StorageDeps, target: UploadTarget): Promise<string> {
  const { bucket, key, owner, upsert, caller } = target;
  const conflict = upsertClause(upsert);
  if (caller) await canUpload(deps.db, caller, bucket.id, key, owner, conflict);
  const limit = Math.min(Number(bucket.file_size_limit ?? deps.fileSizeLimit), deps.fileSizeLimit, SINGLE_REQUEST_LIMIT);
  const file = await receiveUpload(req, deps.disk, limit);
  try {
    const contentType = uploadMediaType(file.contentType);
    if (!mimeAllowed(contentType, bucket.allowed_mime_types)) throw STORAGE_ERRORS.invalidMimeType(contentType);
    const metadata = {
      eTag: `"${file.md5}"`,
      size: file.size,
      mimetype: contentType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.size,
      httpStatusCode: 200,
    };
    let placed: string | undefined;
    const write = async (tx: Tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4) ${conflict} returning id`,
        [bucket.id, key, owner, metadata],
      );
      // The bytes are moved into place before the row commits: a committed row always has its file.
      await deps.disk.place(file.tmp, rows[0]!.id);
      placed = rows[0]!.id;
      return rows[0]!.id;
    };
    return await (caller ? deps.db.asCaller(caller.claims, write) : deps.db.asOwner(write)).catch(
      async (error: unknown) => {
        // The row did not commit: its file must not stay behind (an upsert's file is kept).
        if (placed && !upsert) await deps.disk.discard(deps.disk.objectPath(placed));
        throw storagePgError(error);
      },
    );
  } finally {
    await deps.disk.discard(file.tmp);
  }
}
