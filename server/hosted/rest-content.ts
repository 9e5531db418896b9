import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '../../core/database-shapes';
import type { FormerAddress } from '../site/former-address';
import { MEDIA_COLUMNS, type MediaRow, type SiteContent } from '../site/site-content';
import { boundedFetch, READ_BOUNDS_DEFAULT, type ReadBounds } from './bounded-fetch';

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
 * `npm start`'s hosted mode (server/hosted/hosted-site.ts). Each read is bounded in time and size
 * (bounded-fetch.ts).
 */
export function restContent(
  supabaseUrl: string,
  publicKey: string,
  bounds: ReadBounds = READ_BOUNDS_DEFAULT,
): SiteContent {
  const supabase = createClient<Database>(supabaseUrl, publicKey, {
    global: { fetch: boundedFetch(bounds) },
    // Node 20 has no WebSocket of its own; supabase-js wants one for realtime even if unused.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  // One attempt per read, bounded by the fetch: supabase-js's own retries (up to 3 more, after 1,
  // 2 and 4 s) would make a stalled read last 4 timeouts and 7 s, and download a refused body
  // 4 times. Hosted mode reads again later (KeptReads); the prerender says it failed.
  return {
    projects: () => rows('the projects', supabase.from('Project').select('*').order('position').retry(false)),
    media: async () => {
      // With their captions and credits; a project whose schema predates them gives the URLs alone.
      const read = (table: 'Render' | 'Blueprint', columns: string) =>
        rows<MediaRow>(
          `the ${table}s`,
          supabase.from(table).select(columns).order('position').retry(false) as never,
        );
      const both = (columns: string) => Promise.all([read('Render', columns), read('Blueprint', columns)]);
      const [renders, blueprints] = await both(MEDIA_COLUMNS).catch(() => both('id_project, url'));
      return [
        ...renders.map((r): MediaRow => ({ ...r, kind: 'render' })),
        ...blueprints.map((b): MediaRow => ({ ...b, kind: 'blueprint' })),
      ];
    },
    studioSettings: async () => {
      const [row] = await rows(
        'the studio settings',
        supabase.from('Studio').select('settings').eq('id', 1).retry(false),
      );
      return row?.settings ?? null;
    },
    // Read for every address no project has: with supabase-js's retries, a stalled project held
    // such a page 27 s.
    formerAddresses: () =>
      rows<FormerAddress>(
        'the former addresses',
        supabase.from('ProjectAddress').select('lang, key, id_project').retry(false),
      ),
  };
}
