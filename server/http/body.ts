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
  malformed: (why: string) => HttpError,
): Promise<unknown> {
  const raw = await readBody(req, limit, () => new HttpError(413, { message: 'Payload too large' }));
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch (error) {
    throw malformed((error as Error).message);
  }
}
