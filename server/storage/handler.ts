import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../http/caller';
import { storageError } from '../http/errors';
import { STORAGE_ERRORS } from './errors';
import { findRoute } from '../http/route-table';
import type { StorageDeps } from './deps';
import { STORAGE_ROUTES } from './routes';
import type { StorageRequest } from './routes/route';

/**
 * The route `method` and `route` reach needs no API key: public files are plain links (SPEC §3
 * saves them in records), a signed URL carries its own token. The same path may be both (GET of a
 * signed URL is public, the POST that signs it is not), so the route found decides.
 */
export function isPublicStorageRoute(method: string, route: string[]): boolean {
  return findRoute(STORAGE_ROUTES, method, route)?.route.access === 'public';
}

/** `/storage/v1/*`: the request goes to the first route of routes/index.ts that fits it. */
export async function handleStorage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: string[],
  caller: Caller | null,
  deps: StorageDeps,
): Promise<void> {
  const method = req.method ?? 'GET';
  const match = findRoute(STORAGE_ROUTES, method, route);
  // Without a key only the public files and a resumable upload's preflight are answered.
  if (!caller && match?.route.access !== 'public' && match?.route.access !== 'key-or-preflight')
    throw storageError(401, 'Unauthorized', 'Missing API key');
  if (!match)
    throw STORAGE_ERRORS.invalidRequest(
      `${method} /storage/v1/${route.join('/')} is not provided by the embedded backend`,
    );
  const request: StorageRequest = { req, res, url, params: match.params, caller, deps };
  // The check above gives each route the caller its access level promises.
  return match.route.handle(request as never);
}
