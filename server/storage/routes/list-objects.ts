import { STORAGE_ERRORS } from '../errors';
import { sendJson } from '../../http/respond';
import { readStorageJson } from '../read-json';
import { storagePgError } from '../bucket';
import { storageRoute } from './route';

// POST /storage/v1/object/list/<bucket> (supabase-js `storage.from(b).list(folder, { limit,
// offset, sortBy, search })`), answered as a hosted project's Storage answers it, so the panel's
// code that lists (the tiles of a pyramid whose row is gone) is proven here on the same terms:
// - one folder level at a time: `prefix` is a folder (a `/` is added when missing); each object
//   directly in it is an entry named relative to it, and each deeper folder is ONE entry with its
//   name and `id`, `updated_at`, `created_at`, `last_accessed_at`, `metadata` all null;
// - `search` narrows to names starting with it; prefix and search match regardless of case;
// - at most `limit` entries (100 when not given, never more than 1,500, as Storage caps it)
//   after skipping `offset` of them: folders and objects count alike, in the order of their
//   lower-cased full names (a folder sits where its first object would);
// - the caller's policies decide which objects exist (a folder only appears for what it may see);
//   an unknown bucket simply holds nothing (Storage's routes/object/listObjects.ts looks none up).
// Other sort columns put the folders first, as Storage's own fallback does.

const MAX_BODY = 16 * 1024;
/** Storage's own cap on one page, whatever `limit` asks for. */
export const LIST_MAX = 1500;
const DEFAULT_LIMIT = 100;
const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

interface ListBody {
  prefix: string;
  limit: number;
  offset: number;
  column: (typeof SORT_COLUMNS)[number];
  descending: boolean;
  search: string;
}

function parseListBody(body: unknown): ListBody {
  const b = body as Record<string, unknown> | null;
  const bad = (why: string) => STORAGE_ERRORS.invalidRequest(why);
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw bad('body must be a JSON object');
  if (typeof b.prefix !== 'string') throw bad("body must have required property 'prefix'");
  const whole = (v: unknown, min: number) => typeof v === 'number' && Number.isInteger(v) && v >= min;
  if (b.limit !== undefined && !whole(b.limit, 1)) throw bad('body/limit must be >= 1');
  if (b.offset !== undefined && !whole(b.offset, 0)) throw bad('body/offset must be >= 0');
  if (b.search !== undefined && typeof b.search !== 'string') throw bad('body/search must be string');
  const sortBy = (b.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = sortBy.column ?? 'name';
  if (!(SORT_COLUMNS as readonly unknown[]).includes(column))
    throw bad(`body/sortBy/column must be one of ${SORT_COLUMNS.join(', ')}`);
  if (sortBy.order !== undefined && sortBy.order !== 'asc' && sortBy.order !== 'desc')
    throw bad('body/sortBy/order must be asc or desc');
  let prefix = b.prefix;
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  if (prefix.length > 1024) throw bad('prefix is too long');
  return {
    prefix,
    limit: Math.min((b.limit as number | undefined) ?? DEFAULT_LIMIT, LIST_MAX),
    offset: (b.offset as number | undefined) ?? 0,
    column: column as ListBody['column'],
    descending: sortBy.order === 'desc',
    search: ((b.search as string | undefined) ?? '').slice(0, 1024),
  };
}

export const listObjects = storageRoute({
  name: 'list objects',
  methods: ['POST'],
  path: 'object/list/:bucket',
  access: 'key',
  input: { body: 'JSON { prefix, limit?, offset?, sortBy?, search? }', maxBodyBytes: MAX_BODY },
  async handle({ req, res, params, caller, deps }) {
    const bucketId = params.bucket!;
    const body = parseListBody(
      await readStorageJson(req, MAX_BODY),
    );
    const direction = body.descending ? 'desc' : 'asc';
    // `sort` is what orders an entry among the others: a folder's lower-cased path with its `/`,
    // an object's lower-cased name; `folder` puts folders first for the other columns.
    const order =
      body.column === 'name'
        ? `sort collate "C" ${direction}`
        : `folder desc, case when folder then sort end collate "C" ${direction}, ${body.column} ${direction}, sort collate "C"`;
    const rows = await deps.db
      .asCaller(caller.claims, async (tx) => {
        const { rows } = await tx.query(
          `with matching as (
             select o.*, position('/' in substr(o.name, char_length($2) + 1)) as slash
               from storage.objects o
              where o.bucket_id = $1 and lower(left(o.name, char_length($2))) = lower($2)
           ), entries as (
             select min(substr(name, char_length($3) + 1, char_length($2) - char_length($3) + slash - 1)) as name,
                    null::text as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                    null::timestamptz as last_accessed_at, null::jsonb as metadata,
                    lower(left(min(name), char_length($2) + min(slash))) as sort, true as folder
               from matching where slash > 0
              group by lower(left(name, char_length($2) + slash))
             union all
             select substr(name, char_length($3) + 1), id::text, updated_at, created_at,
                    last_accessed_at, metadata, lower(name), false
               from matching where slash = 0
           )
           select name, id, updated_at, created_at, last_accessed_at, metadata
             from entries order by ${order} limit $4 offset $5`,
          [bucketId, body.prefix + body.search, body.prefix, body.limit, body.offset],
        );
        return rows;
      })
      .catch((error: unknown) => {
        throw storagePgError(error);
      });
    sendJson(res, 200, rows);
  },
});
