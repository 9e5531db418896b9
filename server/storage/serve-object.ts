import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ObjectRow, StorageDeps } from './deps';
import { servedMetadata } from './object-metadata';
import { serveFile } from './serve-file';
import { dispositionFor, UNTRUSTED_CONTENT } from './untrusted-content';

/**
 * Sends an object found for one caller (a download as the caller, a signed URL's holder): its
 * stored type, ETag and dates, as an attachment when `download` asks (or it is a document), and
 * never kept by a shared cache, since who may read it depends on who asks. `extra` adds headers.
 */
export function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  deps: StorageDeps,
  object: ObjectRow,
  download: string | null,
  extra: Record<string, string> = {},
): Promise<void> {
  const stored = servedMetadata(object.metadata, object.id, object.updated_at);
  const meta = {
    contentType: stored.mimetype,
    etag: stored.eTag,
    lastModified: new Date(object.updated_at),
    cacheControl: stored.cacheControl,
  };
  return serveFile(req, res, deps.disk.objectPath(object.id), meta, {
    ...UNTRUSTED_CONTENT,
    ...dispositionFor(stored.mimetype, object.name, download),
    'Cache-Control': 'private, no-store',
    ...extra,
  });
}
