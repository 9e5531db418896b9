import type { Claims } from '../db/database';
import { restError } from '../http/errors';
import type { Catalog } from './catalog';
import { CONTACT_SEND } from './form-proofs';
import { parsePrefer, parseQuery } from './parse-query';
import type { ApiRequest, CallRequest, Headers } from './request';

// The parse step: the URL, the headers and the body of a `/rest/v1/*` request become a typed
// request (request.ts), or PostgREST's error for what is malformed. No database, no caller's
// rights: those are the plan and execute steps'.

const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';
/** What one table write may carry. */
export const BODY_LIMIT = 1024 * 1024;
/** A function call's arguments. */
export const CALL_BODY_LIMIT = 64 * 1024;
/** Small on purpose: the visit counter, the functions visitors call most, takes four short fields. */
export const ANON_CALL_BODY_LIMIT = 4096;
/** A visitor's message (its text is at most 4,000 characters) with its proof of work. */
export const MESSAGE_CALL_BODY_LIMIT = 32 * 1024;

/** What the parse step reads: the request as it arrived, after `/rest/v1/`. */
export interface RawRequest {
  method: string;
  /** The path's segments after `/rest/v1/`, still percent-encoded. */
  segments: string[];
  url: URL;
  headers: Headers;
  /** The caller's role: a visitor's function call may carry less. */
  role: Claims['role'];
}

/** Reads the body as JSON (undefined when empty), refusing more than `limit` bytes. */
export type BodyReader = (limit: number) => Promise<unknown>;

/** `/rest/v1/rpc/<name>`: a function call (any other method than POST is refused by parse). */
export function isCall(segments: string[]): boolean {
  return segments[0] === 'rpc' && segments.length === 2;
}

/**
 * The table a path names. Malformed percent-encoding (e.g. `%E0%A4%A`) names no table: it is
 * answered like any unknown table instead of letting the URIError become a 500.
 */
export function tableName(segments: string[]): string {
  const raw = segments.join('/');
  try {
    return decodeURIComponent(raw);
  } catch {
    throw unknownTable(raw);
  }
}

function unknownTable(name: string) {
  return restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
}

export async function parseRequest(
  raw: RawRequest,
  schema: Pick<Catalog, 'table'>,
  readBody: BodyReader,
): Promise<ApiRequest> {
  if (isCall(raw.segments)) return parseCall(raw, readBody);
  const name = tableName(raw.segments);
  const { method, headers } = raw;
  checkProfile(headers, method);
  const single = wantsSingle(first(headers.accept));
  // Looked up before the query is parsed: an unknown table is a 404 whatever its query says.
  const table = schema.table(name);
  if (!table) throw unknownTable(name);
  const query = parseQuery(raw.url.searchParams);
  const prefs = parsePrefer(header(headers, 'prefer'));
  if (method === 'GET' || method === 'HEAD') return { kind: 'read', method, table, query, prefs, single };
  if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE')
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  if (query.limit !== undefined || query.offset !== undefined || query.order.length > 0) {
    throw restError(
      400,
      'PGRST100',
      `limit, offset and order are not supported on ${method} by the embedded backend`,
    );
  }
  const body = method === 'DELETE' ? undefined : await readBody(BODY_LIMIT);
  if (method !== 'DELETE' && body === undefined)
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'The request body is empty');
  return { kind: 'mutate', method, table, query, prefs, single, body };
}

/**
 * `POST /rest/v1/rpc/<name>` with named arguments (supabase-js `rpc(name, args)`): only a POST
 * whose body, if any, is one JSON object. The name is used as sent (it is quoted, and looked up).
 */
async function parseCall(raw: RawRequest, readBody: BodyReader): Promise<CallRequest> {
  if (raw.method !== 'POST')
    throw restError(
      405,
      'PGRST117',
      `Unsupported HTTP method: ${raw.method} (the embedded backend calls functions with POST)`,
    );
  const name = raw.segments[1]!;
  const value = await readBody(
    raw.role !== 'anon' ? CALL_BODY_LIMIT : name === CONTACT_SEND ? MESSAGE_CALL_BODY_LIMIT : ANON_CALL_BODY_LIMIT,
  );
  if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value)))
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'The arguments must be a JSON object');
  return { kind: 'call', name, args: (value ?? {}) as Record<string, unknown> };
}

function checkProfile(headers: Headers, method: string): void {
  const profile =
    method === 'GET' || method === 'HEAD' ? headers['accept-profile'] : headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw restError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

function wantsSingle(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  if (types.includes(OBJECT_MEDIA)) return true;
  if (types.some((t) => t === 'application/json' || t === '*/*' || t === 'application/*')) return false;
  throw restError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** A header's value, repeated ones joined as HTTP joins them. */
export function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
