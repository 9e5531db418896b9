import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../http/caller';
import { authError } from '../http/errors';
import { findRoute } from '../http/route-table';
import type { AuthDeps } from './deps';
import { AUTH_ROUTES } from './routes';
import type { AuthRequest } from './routes/route';

/** Whether a request to /auth/v1/<segments> must present an API key (all but the public few). */
export function authNeedsKey(method: string, segments: readonly string[]): boolean {
  return findRoute(AUTH_ROUTES, method, segments)?.route.access !== 'none';
}

/** `/auth/v1/*`: the request goes to the first route of routes/index.ts that fits it. */
export async function handleAuth(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  segments: readonly string[],
  caller: Caller | null,
  deps: AuthDeps,
): Promise<void> {
  const method = req.method ?? 'GET';
  const match = findRoute(AUTH_ROUTES, method, segments);
  if (!match)
    throw authError(
      404,
      'not_found',
      `${method} /auth/v1/${segments.join('/')} is not provided by the embedded backend`,
    );
  if (match.route.access !== 'none' && !caller)
    throw new Error(`${method} /auth/v1 route reached without its caller`);
  const request: AuthRequest = { req, res, url, params: match.params, segments, caller, deps };
  // The check above gives each route the caller its access level promises.
  return match.route.handle(request as never);
}
