// The route tables of /storage/v1 and /auth/v1 (server/storage/routes/, server/auth/routes/): each
// route is one file declaring its method, its path, what it accepts and its handler, as Supabase
// Storage declares its routes. This file matches a request against such a table; what an
// unmatched request is answered stays with each API (their errors differ, as on hosted).
//
// A path pattern is the part after `/<api>/v1/`, split on `/`:
// - `name`: that segment, exactly;
// - `:name`: any one segment, kept as a parameter (it may be empty: `object//key` names the
//   bucket ''; the handler answers it as the hosted service does);
// - `:name?`: the same, or '' when the path ends before it (only before other optional parts);
// - `*name`: one or more remaining segments, joined again with `/` (object keys hold slashes);
// - `*name?`: zero or more remaining segments.
// Parameters stay as they came (percent-encoded): each handler decodes, answering its own error.

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** What a route accepts, declared beside its handler (the handler reads its limits from here). */
export interface RouteInput {
  /** Query parameters it reads, each with what it holds. */
  query?: Readonly<Record<string, string>>;
  /** Request headers it reads, each with what it holds. */
  headers?: Readonly<Record<string, string>>;
  /** The body's shape, in words (JSON fields, or the bytes of a file). */
  body?: string;
  /** The most body bytes it reads; more are refused before they are read. */
  maxBodyBytes?: number;
}

export interface Route<Access extends string, Request> {
  /** A short name for logs and for reading the table. */
  name: string;
  methods: readonly Method[] | 'any';
  path: string;
  /** Who may call it: each API names its levels (an API key, a session, nobody in particular). */
  access: Access;
  input: RouteInput;
  handle(request: Request): Promise<void>;
}

export interface RouteMatch<R> {
  route: R;
  params: Record<string, string>;
}

/** The route's parameters if `segments` fit its pattern, else null. */
export function matchPath(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const optional = part.endsWith('?');
    const name = (optional ? part.slice(0, -1) : part).slice(1);
    if (part.startsWith('*')) {
      if (!optional && segments.length <= i) return null;
      params[name] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment === undefined && !optional) return null;
      params[name] = segment ?? '';
    } else if (segment !== part) return null;
  }
  return segments.length <= parts.length ? params : null;
}

/** The first route of the table whose method and path fit, in the table's order. */
export function findRoute<R extends Route<string, never>>(
  table: readonly R[],
  method: string,
  segments: readonly string[],
): RouteMatch<R> | null {
  for (const route of table) {
    if (route.methods !== 'any' && !(route.methods as readonly string[]).includes(method)) continue;
    const params = matchPath(route.path, segments);
    if (params) return { route, params };
  }
  return null;
}
