import type { IncomingMessage } from 'node:http';
import { readJson } from '../http/body';
import { STORAGE_ERRORS } from './errors';

/** A route's JSON body, refused in Storage's words when it is not JSON or nests too deep. */
export function readStorageJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  return readJson(req, maxBytes, (why, kind) =>
    STORAGE_ERRORS.invalidRequest(kind === 'syntax' ? 'The body must be JSON' : why),
  );
}

/** A key as the path carries it (percent-encoded); a malformed encoding is an invalid key. */
export function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw STORAGE_ERRORS.invalidKey(raw);
  }
}
