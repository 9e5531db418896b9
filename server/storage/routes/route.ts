import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../../http/caller';
import type { Route } from '../../http/route-table';
import type { StorageDeps } from '../deps';

// The shape of one /storage/v1 route (server/http/route-table.ts matches them).

/**
 * Who may call it:
 * - `public`: nobody in particular; no API key is asked (public files are plain links, SPEC §3
 *   saves them in records), so the route never sees a caller;
 * - `key`: an API key (and a session, if a token comes with it); the storage policies then decide
 *   as the caller's role;
 * - `key-or-preflight`: the same, except a browser's OPTIONS preflight, which comes without one.
 */
export type StorageAccess = 'public' | 'key' | 'key-or-preflight';

type CallerFor<A extends StorageAccess> = A extends 'public'
  ? null
  : A extends 'key'
    ? Caller
    : Caller | null;

export interface StorageRequest<A extends StorageAccess = StorageAccess> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path's parameters, as they came (percent-encoded). */
  params: Record<string, string>;
  caller: CallerFor<A>;
  deps: StorageDeps;
}

export type StorageRoute<A extends StorageAccess = StorageAccess> = Route<A, StorageRequest<A>>;

/** Declares a route (its access level types what the handler is handed). */
export function storageRoute<A extends StorageAccess>(route: StorageRoute<A>): StorageRoute<A> {
  return route;
}
