import type { SupabaseClient } from '@supabase/supabase-js';
import type { Check } from './check';

const MIGRATION = 'supabase/migrations/20261127000900_former_addresses.sql';

/**
 * Projects' former addresses: visitors read them (the site redirects an old link with them) and
 * cannot write them. The write probe sends a row the schema refuses (a one-letter address), so a
 * project missing the rules still stores nothing; 42501 is the right answer.
 */
export async function addressChecks(supabase: SupabaseClient): Promise<Check[]> {
  const read = await supabase.from('ProjectAddress').select('lang, key').limit(1);
  const write = await supabase.from('ProjectAddress').insert({ lang: 'es', key: 'x', id_project: 0 });
  const readable = !read.error;
  const refused = write.error?.code === '42501';
  return [
    {
      name: 'direcciones anteriores: lectura pública, escritura rechazada',
      ok: readable && refused,
      seen: `lectura: ${read.error ? `${read.error.code} ${read.error.message}` : `${read.data?.length ?? 0} filas visibles`}; escritura: ${write.error ? write.error.code : 'aceptada'}`,
      fix:
        readable && refused
          ? ''
          : `Aplica ${MIGRATION} (tabla ProjectAddress, sus grants y políticas) / Visitors must read former addresses and be unable to write them.`,
    },
  ];
}
