import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/** Reads the whole request body, refusing more than `limit` bytes (413). */
export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => HttpError,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; `malformed` builds the API's own error for bad JSON. */
export async function readJson(
  req: IncomingMessage,
  limit: number,
  malformed: (why: string, kind: JsonProblem['kind'] | 'syntax') => HttpError,
): Promise<unknown> {
  const raw = await readBody(req, limit, () => new HttpError(413, { message: 'Payload too large' }));
  if (raw.length === 0) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8')) as unknown;
  } catch (error) {
    throw malformed((error as Error).message, 'syntax');
  }
  const problem = shapeProblem(value);
  if (problem) throw malformed(problem.message, problem.kind);
  return value;
}

/** Deeper than any body the app sends (a row of scalars and string arrays is 3 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Why a parsed body cannot go further, or null. Depth: a body nested 20,000 levels parses fine
 * but overflows the stack later (JSON.stringify before binding was a RangeError, a 500). NUL:
 * Postgres text cannot hold U+0000, so a value or key with one would fail deep inside a query.
 * Walked with an explicit stack so the check itself never recurses.
 */
export interface JsonProblem {
  kind: 'depth' | 'nul';
  message: string;
}

export function shapeProblem(value: unknown): JsonProblem | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0'))
        return { kind: 'nul', message: 'Strings may not contain NUL (\\u0000) characters' };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_JSON_DEPTH)
      return { kind: 'depth', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` };
    if (Array.isArray(item)) for (const child of item) stack.push([child, depth + 1]);
    else
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0'))
          return { kind: 'nul', message: 'Keys may not contain NUL (\\u0000) characters' };
        stack.push([child, depth + 1]);
      }
  }
  return null;
}
