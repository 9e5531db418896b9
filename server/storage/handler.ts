import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { readJson } from '../http/body';
import type { Caller } from '../http/caller';
import type { RateLimiter } from '../auth/rate-limit';
import { HttpError, storageError } from '../http/errors';
import { clientAddress, sendJson } from '../http/respond';
import { bucketOf, storagePgError } from './bucket';
import type { Disk } from './disk';
import { authenticatedObject } from './get-object';
import { moveObject } from './move-object';
import { mimeAllowed, validateObjectKey } from './object-key';
import { servedMetadata, uploadMediaType } from './object-metadata';
import { receiveUpload } from './receive-upload';
import type { RenderCache } from './render-cache';
import { parseRenderOptions, renderImage } from './render-image';
import type { RenderQueue } from './render-queue';
import type { Resumable } from './resumable';
import { serveFile } from './serve-file';
import { dispositionFor, UNTRUSTED_CONTENT } from './untrusted-content';

interface ObjectRow {
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
  /** /storage/v1/upload/resumable (TUS), server/storage/resumable.ts. */
  resumable: Resumable;
}

/** Default when a bucket sets no limit: Supabase's free-plan global limit. */
const GLOBAL_LIMIT = 50 * 1024 * 1024;

/** Public files need no API key: they are plain links (SPEC §3 saves them in records). */
export function isPublicStorageRoute(route: string[]): boolean {
  return (
    (route[0] === 'object' && route[1] === 'public') ||
    (route[0] === 'render' && route[1] === 'image' && route[2] === 'public')
  );
}

// Resumable uploads take the same checks from here.
export { bucketOf, storagePgError };

export async function handleStorage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: string[],
  caller: Caller | null,
  deps: StorageDeps,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (route[0] === 'object' && route[1] === 'public' && (method === 'GET' || method === 'HEAD')) {
    return servePublic(req, res, url, route[2] ?? '', route.slice(3).join('/'), deps, false);
  }
  if (
    route[0] === 'render' &&
    route[1] === 'image' &&
    route[2] === 'public' &&
    (method === 'GET' || method === 'HEAD')
  ) {
    return servePublic(req, res, url, route[3] ?? '', route.slice(4).join('/'), deps, true);
  }
  if (route[0] === 'upload' && route[1] === 'resumable') return deps.resumable.handle(req, res, caller);
  if (!caller) throw storageError(401, 'Unauthorized', 'Missing API key');
  if (route[0] === 'object' && route.length >= 3 && (method === 'POST' || method === 'PUT')) {
    return upload(
      req,
      res,
      route[1]!,
      route.slice(2).join('/'),
      caller,
      deps,
      method === 'PUT' || req.headers['x-upsert'] === 'true',
    );
  }
  if (route[0] === 'object' && (method === 'GET' || method === 'HEAD') && route.length >= 3) {
    // supabase-js `download()` (`object/<bucket>/<key>`) and `object/authenticated/<bucket>/<key>`.
    const at = route[1] === 'authenticated' ? 2 : 1;
    return authenticatedObject(req, res, route[at] ?? '', route.slice(at + 1).join('/'), caller, deps);
  }
  if (route[0] === 'object' && route[1] === 'move' && route.length === 2 && method === 'POST') {
    return moveObject(req, res, caller, deps);
  }
  if (route[0] === 'object' && route.length === 2 && method === 'DELETE') {
    return remove(req, res, route[1]!, caller, deps);
  }
  throw storageError(
    400,
    'InvalidRequest',
    `${method} /storage/v1/${route.join('/')} is not provided by the embedded backend`,
  );
}

async function upload(
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  rawKey: string,
  caller: Caller,
  deps: StorageDeps,
  upsert: boolean,
) {
  const target = await bucketOf(deps.db, bucketId);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawKey);
  } catch {
    // Malformed percent-encoding is a bad key (400 InvalidKey), not a server error (was a 500).
    throw storageError(400, 'InvalidKey', `Invalid key: ${rawKey}`);
  }
  const key = validateObjectKey(decoded);
  const owner = caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
  const conflict = upsert
    ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()'
    : '';
  await canUpload(deps.db, caller, bucketId, key, owner, conflict);
  const limit = Math.min(Number(target.file_size_limit ?? GLOBAL_LIMIT), GLOBAL_LIMIT);
  const file = await receiveUpload(req, deps.disk, limit);
  try {
    const contentType = uploadMediaType(file.contentType);
    if (!mimeAllowed(contentType, target.allowed_mime_types)) {
      throw storageError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
    }
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
    const id = await deps.db
      .asCaller(caller.claims, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4) ${conflict} returning id`,
          [bucketId, key, owner, metadata],
        );
        // The bytes are moved into place before the row commits: a committed row always has its file.
        await deps.disk.place(file.tmp, rows[0]!.id);
        placed = rows[0]!.id;
        return rows[0]!.id;
      })
      .catch(async (error: unknown) => {
        // The row did not commit: its file must not stay behind (an upsert's file is kept).
        if (placed && !upsert) await deps.disk.discard(deps.disk.objectPath(placed));
        throw storagePgError(error);
      });
    sendJson(res, 200, { Key: `${bucketId}/${key}`, Id: id });
  } finally {
    await deps.disk.discard(file.tmp);
  }
}

/**
 * Like Supabase Storage's `canUpload`: the policies are asked before the body is read (the same
 * insert as the caller, rolled back), so a refused caller gets its 403 (or a taken name its 409)
 * at once, and nothing it sends reaches the disk, not even a temporary file. Before this check a
 * visitor could make the server receive and write up to the bucket limit before being refused.
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

async function remove(
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  caller: Caller,
  deps: StorageDeps,
) {
  await bucketOf(deps.db, bucketId);
  const body = await readJson(req, 256 * 1024, (why, kind) =>
    storageError(400, 'InvalidRequest', kind === 'syntax' ? 'The body must be JSON' : why),
  );
  const prefixes = (body as { prefixes?: unknown } | undefined)?.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > 1000 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw storageError(400, 'InvalidRequest', 'prefixes must be a list of 1 to 1000 object names');
  }
  // Rows first, as the caller (policies decide); files only after the delete has committed.
  const removed = await deps.db
    .asCaller(
      caller.claims,
      async (tx) =>
        (
          await tx.query<ObjectRow>(
            'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
            [bucketId, prefixes],
          )
        ).rows,
    )
    .catch((error: unknown) => {
      throw storagePgError(error);
    });
  await Promise.all(removed.map((row) => deps.disk.discard(deps.disk.objectPath(row.id))));
  sendJson(res, 200, removed);
}

async function servePublic(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucketId: string,
  rawKey: string,
  deps: StorageDeps,
  render: boolean,
) {
  const notFound = () => storageError(404, 'not_found', 'Object not found');
  let key: string;
  try {
    key = decodeURIComponent(rawKey);
  } catch {
    throw notFound();
  }
  const target = await bucketOf(deps.db, bucketId);
  // As Supabase Storage answers: a private bucket is not found on the public route.
  if (!target.public) throw storageError(404, 'Bucket not found', 'Bucket not found');
  const { rows } = await deps.db.pg.query<ObjectRow>(
    'select * from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, key],
  );
  const object = rows[0];
  if (!object) throw notFound();
  const source = deps.disk.objectPath(object.id);
  const lastModified = new Date(object.updated_at);
  const stored = servedMetadata(object.metadata, object.id, object.updated_at);
  const download = dispositionFor(stored.mimetype, key, url.searchParams.get('download'));
  if (!render) {
    const meta = {
      contentType: stored.mimetype,
      etag: stored.eTag,
      lastModified,
      cacheControl: stored.cacheControl,
    };
    return serveFile(req, res, source, meta, { ...UNTRUSTED_CONTENT, ...download });
  }
  if (!stored.mimetype.startsWith('image/'))
    throw storageError(400, 'InvalidRequest', 'Only images can be transformed');
  const options = parseRenderOptions(url.searchParams, req.headers.accept, stored.mimetype);
  const renderer = {
    cache: deps.renders.cache,
    queue: deps.renders.queue,
    admit: () => {
      const address = clientAddress(req, deps.renders.trustProxy);
      if (!deps.renders.limiter.take(address)) {
        const { body } = storageError(
          429,
          'TooManyRequests',
          'Too many new image sizes requested; try again shortly',
        );
        throw new HttpError(429, body, {
          'Retry-After': String(Math.max(1, deps.renders.limiter.retryAfter(address))),
        });
      }
    },
  };
  const send = async () => {
    const out = await renderImage(source, stored.eTag, options, renderer, stored.mimetype);
    const meta = {
      contentType: out.contentType,
      etag: out.etag,
      lastModified,
      cacheControl: stored.cacheControl,
    };
    return serveFile(req, res, out.file, meta, { Vary: 'Accept', ...UNTRUSTED_CONTENT, ...download });
  };
  // A cached render evicted between the lookup and the open is simply rendered again.
  return send().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT' && !res.headersSent) return send();
    throw error;
  });
}
