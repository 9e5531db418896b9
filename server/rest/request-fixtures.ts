// For the parse and plan steps' unit tests (parse.test.ts, plan.test.ts): a request as it
// arrives, against a small catalog, with no server and no database.
import type { Claims } from '../db/database';
import { HttpError } from '../http/errors';
import type { TableInfo } from './catalog';
import { parseRequest, type RawRequest } from './parse';
import type { Headers } from './request';

export const PROJECT: TableInfo = {
  name: 'Project',
  columns: new Map([
    ['id', 'bigint'],
    ['title', 'text'],
    ['type', 'text'],
    ['year', 'integer'],
  ]),
};
export const SCHEMA = { table: (name: string) => (name === PROJECT.name ? PROJECT : undefined) };

export interface TestRequest {
  method?: string;
  headers?: Headers;
  role?: Claims['role'];
  /** The JSON body, as the body reader would give it (undefined: empty). */
  body?: unknown;
}

/** `path` is what follows `/rest/v1/`, query string included. */
export function rawRequest(path: string, options: TestRequest = {}): RawRequest {
  const url = new URL(`http://localhost/rest/v1/${path}`);
  return {
    method: options.method ?? 'GET',
    segments: url.pathname.split('/').slice(3),
    url,
    headers: options.headers ?? {},
    role: options.role ?? 'anon',
  };
}

/** Parses `path` as the parse step does; `limits` records the body limits it asked for. */
export function parse(path: string, options: TestRequest = {}, limits: number[] = []) {
  return parseRequest(rawRequest(path, options), SCHEMA, async (limit) => {
    limits.push(limit);
    return options.body;
  });
}

/** The answer PostgREST gives: its status and `{code, message, details, hint}`. */
export async function refusal(attempt: () => unknown): Promise<{ status: number; body: unknown }> {
  try {
    await attempt();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, body: error.body };
  }
  throw new Error('expected the request to be refused');
}
