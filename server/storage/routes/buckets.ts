import type { Caller } from '../../http/caller';
import { sendJson } from '../../http/respond';
import { bucketOf, storagePgError } from '../bucket';
import type { StorageDeps } from '../deps';
import { STORAGE_ERRORS } from '../errors';
import { readStorageJson } from '../read-json';
import { storageRoute } from './route';

// /storage/v1/bucket (supabase-js `listBuckets`, `getBucket`, `createBucket`, `updateBucket`,
// `emptyBucket`, `deleteBucket`), as Supabase Storage answers them (its routes/bucket/*.ts and
// storage/storage.ts): each runs as the caller, so the policies on storage.buckets and
// storage.objects decide. This project grants the API roles no bucket writes, so anon and signed-in
// callers are refused as on a hosted project (a bucket they may not read is "Bucket not found";
// administrators read the buckets' settings); buckets are made by the migrations, and only the
// service role empties one.

const MAX_BODY = 16 * 1024;
/** What getBucket answers; listBuckets adds the bucket's type (all are STANDARD here). */
const COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';
const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];
const VALID_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;

const asCaller = <T>(deps: StorageDeps, caller: Caller, sql: string, values: unknown[]) =>
  deps.db
    .asCaller(caller.claims, async (tx) => (await tx.query<T>(sql, values)).rows)
    .catch((error: unknown) => {
      throw storagePgError(error);
    });

function validName(name: unknown): string {
  if (typeof name !== 'string' || !VALID_NAME.test(name) || name.trim() !== name) throw STORAGE_ERRORS.invalidBucketName();
  return name;
}

/** A bucket's size limit as Storage takes it: bytes, or "20GB" / "20MB" / "30KB" / "3B". */
function sizeLimit(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(B|KB|MB|GB)$/i.exec(value.trim()) : null;
  if (!match) throw STORAGE_ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const units: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
  return Number(match[1]) * units[match[2]!.toUpperCase()]!;
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw STORAGE_ERRORS.invalidRequest('body/allowed_mime_types must be array of strings');
  return value.filter(Boolean);
}

export const listBuckets = storageRoute({
  name: 'list buckets',
  methods: ['GET'],
  path: 'bucket',
  access: 'key',
  input: {
    query: {
      limit: 'optional: at least 1',
      offset: 'optional: at least 0',
      sortColumn: `optional: ${SORT_COLUMNS.join(', ')}`,
      sortOrder: 'optional: asc, desc',
      search: 'optional: part of the name',
    },
  },
  async handle({ res, url, caller, deps }) {
    const q = url.searchParams;
    const whole = (name: string, min: number) => {
      const raw = q.get(name);
      if (raw === null) return null;
      if (!/^\d+$/.test(raw) || Number(raw) < min) throw STORAGE_ERRORS.invalidRequest(`querystring/${name} must be >= ${min}`);
      return Number(raw);
    };
    const column = q.get('sortColumn');
    if (column !== null && !SORT_COLUMNS.includes(column))
      throw STORAGE_ERRORS.invalidRequest('querystring/sortColumn must be equal to one of the allowed values');
    const order = q.get('sortOrder') === 'desc' ? 'desc' : 'asc';
    const search = q.get('search') ?? '';
    const rows = await asCaller(
      deps,
      caller,
      `select ${COLUMNS}, 'STANDARD' as type from storage.buckets
        where ($1 = '' or name ilike '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
        order by ${column ? `"${column}" ${order}` : 'id'} limit $2 offset $3`,
      [search, whole('limit', 1), whole('offset', 0) ?? 0],
    );
    sendJson(res, 200, rows);
  },
});

export const getBucket = storageRoute({
  name: 'get bucket',
  methods: ['GET'],
  path: 'bucket/:id',
  access: 'key',
  input: {},
  async handle({ res, params, caller, deps }) {
    const [bucket] = await asCaller(deps, caller, `select ${COLUMNS} from storage.buckets where id = $1`, [params.id]);
    if (!bucket) throw STORAGE_ERRORS.noSuchBucket();
    sendJson(res, 200, bucket);
  },
});

export const createBucket = storageRoute({
  name: 'create bucket',
  methods: ['POST'],
  path: 'bucket',
  access: 'key',
  input: { body: 'JSON { name, id?, public?, file_size_limit?, allowed_mime_types? }', maxBodyBytes: MAX_BODY },
  async handle({ req, res, caller, deps }) {
    const body = ((await readStorageJson(req, MAX_BODY)) ?? {}) as Record<string, unknown>;
    if (body.name === undefined) throw STORAGE_ERRORS.invalidRequest("body must have required property 'name'");
    const name = validName(body.name);
    const id = body.id === undefined ? name : validName(body.id);
    const owner = caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
    await asCaller(
      deps,
      caller,
      `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, name, owner, body.public === true, sizeLimit(body.file_size_limit) ?? null, mimeTypes(body.allowed_mime_types) ?? null],
    );
    sendJson(res, 200, { name });
  },
});

export const updateBucket = storageRoute({
  name: 'update bucket',
  methods: ['PUT'],
  path: 'bucket/:id',
  access: 'key',
  input: { body: 'JSON { public?, file_size_limit?, allowed_mime_types? }', maxBodyBytes: MAX_BODY },
  async handle({ req, res, params, caller, deps }) {
    const id = validName(params.id);
    const body = ((await readStorageJson(req, MAX_BODY)) ?? {}) as Record<string, unknown>;
    const fields = Object.entries({
      public: typeof body.public === 'boolean' ? body.public : undefined,
      file_size_limit: sizeLimit(body.file_size_limit),
      allowed_mime_types: mimeTypes(body.allowed_mime_types),
    }).filter(([, v]) => v !== undefined);
    if (fields.length === 0) throw STORAGE_ERRORS.invalidRequest('No content provided');
    const set = fields.map(([column], i) => `${column} = $${i + 2}`).join(', ');
    const rows = await asCaller(deps, caller, `update storage.buckets set ${set} where id = $1 returning id`, [
      id,
      ...fields.map(([, v]) => v),
    ]);
    if (rows.length === 0) throw STORAGE_ERRORS.noSuchBucket();
    sendJson(res, 200, { message: 'Successfully updated' });
  },
});

export const emptyBucket = storageRoute({
  name: 'empty bucket',
  methods: ['POST'],
  path: 'bucket/:id/empty',
  access: 'key',
  input: {},
  async handle({ res, params, caller, deps }) {
    // Storage lets only the service role empty a bucket (its routes/bucket/index.ts).
    if (caller.claims.role !== 'service_role') throw STORAGE_ERRORS.invalidRole();
    const [seen] = await asCaller(deps, caller, 'select id from storage.buckets where id = $1', [params.id]);
    if (!seen) throw STORAGE_ERRORS.noSuchBucket();
    const removed = await asCaller<{ id: string }>(
      deps,
      caller,
      'delete from storage.objects where bucket_id = $1 returning id',
      [params.id],
    );
    await Promise.all(removed.map((row) => deps.disk.discard(deps.disk.objectPath(row.id))));
    sendJson(res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  },
});

export const deleteBucket = storageRoute({
  name: 'delete bucket',
  methods: ['DELETE'],
  path: 'bucket/:id',
  access: 'key',
  input: {},
  async handle({ res, params, caller, deps }) {
    // As Storage: the bucket and its objects are looked at without the caller's policies first.
    await bucketOf(deps.db, params.id!);
    const { rows } = await deps.db.pg.query('select 1 from storage.objects where bucket_id = $1 limit 1', [params.id]);
    if (rows.length > 0) throw STORAGE_ERRORS.bucketNotEmpty();
    const deleted = await asCaller(deps, caller, 'delete from storage.buckets where id = $1 returning id', [params.id]);
    if (deleted.length === 0) throw STORAGE_ERRORS.noSuchBucket();
    sendJson(res, 200, { message: 'Successfully deleted' });
  },
});
