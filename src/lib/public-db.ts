import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../core/database-shapes';
import { supabasePublicKey, supabaseUrl } from './supabase-config';

// Public reads without the whole supabase-js client (≤ 100 KiB of JavaScript before a
// public page is interactive; supabase-js with its auth, storage, realtime and functions clients
// is ~55 KiB gzip and public pages never sign in). This is the very PostgREST client supabase-js
// builds for `supabase.from(...)` (@supabase/postgrest-js, the same version), set up the way
// supabase-js sets it up, so the requests on the wire are the same:
// `<url>/rest/v1`, schema "public" (Accept-Profile: public on reads), and supabase-js's
// fetch wrapper: `apikey: <anon key>` and `Authorization: Bearer <user's token or anon key>`.

type TokenSource = () => Promise<string | null>;

/** No one signs in on a public page: the anon key is the bearer until lib/supabase.ts loads. */
let accessToken: TokenSource = () => Promise.resolve(null);

/** Called by lib/supabase.ts (login and admin chunks): reads then go as the signed-in user. */
export function setPublicDbToken(source: TokenSource): void {
  accessToken = source;
}

/** supabase-js's fetchWithAuth: headers set by the caller win; else apikey and bearer token. */
const fetchWithAuth: typeof fetch = async (input, init) => {
  const token = (await accessToken()) ?? supabasePublicKey;
  const headers = new Headers(init?.headers);
  if (!headers.has('apikey')) headers.set('apikey', supabasePublicKey);
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};

export const publicDb = new PostgrestClient<Database>(
  new URL('rest/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href,
  {
    schema: 'public',
    fetch: fetchWithAuth,
  },
);
