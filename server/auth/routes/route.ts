import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../../http/caller';
import type { Route } from '../../http/route-table';
import type { AuthDeps } from '../deps';

// The shape of one /auth/v1 route (server/http/route-table.ts matches them).

/**
 * Who may call it:
 * - `none`: anyone, without an API key (the public signing keys; a recovery mail's link, opened
 *   by a mail client), as the hosted endpoints answer;
 * - `key`: an API key; routes about the signed-in user also need its session token, checked by
 *   the route (`sessionUser`), so their errors stay Supabase Auth's.
 */
export type AuthAccess = 'none' | 'key';

export interface AuthRequest<A extends AuthAccess = AuthAccess> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path's parameters, as they came (percent-encoded). */
  params: Record<string, string>;
  /** The path after /auth/v1/, split on `/`. */
  segments: readonly string[];
  caller: A extends 'none' ? null : Caller;
  deps: AuthDeps;
}

export type AuthRoute<A extends AuthAccess = AuthAccess> = Route<A, AuthRequest<A>>;

/** Declares a route (its access level types what the handler is handed). */
export function authRoute<A extends AuthAccess>(route: AuthRoute<A>): AuthRoute<A> {
  return route;
}
