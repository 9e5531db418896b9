import { sendJson } from '../../http/respond';
import { findReadableObject } from '../find-readable-object';
import { servedMetadata } from '../object-metadata';
import { decodeKey } from '../read-json';
import { storageRoute, type StorageRequest } from './route';

// GET /storage/v1/object/info/[authenticated/|public/]<bucket>/<key> (supabase-js `info()`), as
// Supabase Storage answers it (its routes/object/getObjectInfo.ts, storage/renderer/info.ts): the
// object's facts, found as a download finds it (find-readable-object.ts).

async function info({ res, params, caller, deps }: StorageRequest): Promise<void> {
  const object = await findReadableObject(deps, caller, params.bucket!, decodeKey(params.key!));
  const stored = servedMetadata(object.metadata, object.id, object.updated_at);
  const raw = (object.metadata ?? {}) as { size?: unknown };
  const row = object as typeof object & { version?: string | null; user_metadata?: unknown };
  sendJson(
    res,
    200,
    {
      id: object.id,
      name: object.name,
      version: row.version ?? null,
      bucket_id: object.bucket_id,
      size: typeof raw.size === 'number' ? raw.size : null,
      content_type: stored.mimetype,
      cache_control: stored.cacheControl,
      etag: stored.eTag,
      metadata: row.user_metadata ?? null,
      last_modified: object.updated_at,
      created_at: object.created_at,
    },
    { ETag: stored.eTag, 'Cache-Control': 'private, no-store' },
  );
}

const input = {};

export const objectInfo = storageRoute({
  name: 'object info',
  methods: ['GET'],
  path: 'object/info/:bucket/*key',
  access: 'key',
  input,
  handle: info,
});

export const authenticatedObjectInfo = storageRoute({
  name: 'authenticated object info',
  methods: ['GET'],
  path: 'object/info/authenticated/:bucket/*key',
  access: 'key',
  input,
  handle: info,
});

export const publicObjectInfo = storageRoute({
  name: 'public object info',
  methods: ['GET'],
  path: 'object/info/public/:bucket/*key',
  access: 'public',
  input,
  handle: info,
});
