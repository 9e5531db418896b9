import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '../../src/lib/database.types';
import type { FormerAddress } from '../http/former-address';
import type { MediaRow, SiteContent } from '../http/site-content';

async function rows<T>(
  what: string,
  query: PromiseLike<{ data: T[] | null; error: { message: string } | null }>,
): Promise<T[]> {
  const { data, error } = await query;
  if (error || !data) throw new Error(`Could not read ${what}: ${error?.message ?? 'no data'}`);
  return data;
}

/**
 * The site's content read from a hosted Supabase project over its REST API with its public key
 * (publishable or legacy anon): exactly what any visitor may read. Used by the prerender and by
 * `npm start`'s hosted mode (server/hosted/hosted-site.ts).
 */
export function restContent(supabaseUrl: string, publicKey: string): SiteContent {
  const supabase = createClient<Database>(supabaseUrl, publicKey, {
    // Node 20 has no WebSocket of its own; supabase-js wants one for realtime even if unused.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    projects: () => rows('the projects', supabase.from('Project').select('*').order('position')),
    media: async () => {
      const [renders, blueprints] = await Promise.all([
        rows<MediaRow>('the renders', supabase.from('Render').select('id_project, url')),
        rows<MediaRow>('the blueprints', supabase.from('Blueprint').select('id_project, url')),
      ]);
      return [...renders, ...blueprints];
    },
    studioSettings: async () => {
      const [row] = await rows('the studio settings', supabase.from('Studio').select('settings').eq('id', 1));
      return row?.settings ?? null;
    },
    formerAddresses: () =>
      rows<FormerAddress>('the former addresses', supabase.from('ProjectAddress').select('lang, key, id_project')),
  };
}
