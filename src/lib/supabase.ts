import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../core/database-shapes';
import { setPublicDbToken } from './public-db';
import { hostedBackend, supabasePublicKey, supabaseUrl } from './supabase-config';

// The full supabase-js client, with auth and storage: only the /login and /admin chunks import
// it (public pages read through public-db.ts). Once it is loaded, the public reads
// made from those pages carry the signed-in user's token, as supabase-js's own would.
export { hostedBackend, supabasePublicKey, supabaseUrl };
export const supabase = createClient<Database>(supabaseUrl, supabasePublicKey);

setPublicDbToken(async () => (await supabase.auth.getSession()).data.session?.access_token ?? null);
