import type { SupabaseClient } from '@supabase/supabase-js';
import type { Check } from './check';

const MIGRATION = 'supabase/migrations/20261127001200_replaced_media.sql';

/**
 * Replaced covers and videos wait in the trash (table ReplacedMedia): only administrators read or
 * write them. A visitor's read and write are both refused (42501); a missing table answers
 * otherwise. The write probe names a field the schema refuses, so nothing is stored either way.
 */
export async function replacedMediaChecks(supabase: SupabaseClient): Promise<Check[]> {
  const read = await supabase.from('ReplacedMedia').select('id').limit(1);
  const write = await supabase.from('ReplacedMedia').insert({ id_project: 0, field: 'x', columns: {} });
  const ok = read.error?.code === '42501' && write.error?.code === '42501';
  return [
    {
      name: 'portadas y videos reemplazados: cerrados a visitantes',
      ok,
      seen: `lectura: ${read.error ? read.error.code : `${read.data?.length ?? 0} filas visibles`}; escritura: ${write.error ? write.error.code : 'aceptada'}`,
      fix: ok
        ? ''
        : `Aplica ${MIGRATION} (tabla ReplacedMedia, sus grants y políticas) / Replaced covers and videos must exist and be closed to visitors.`,
    },
  ];
}
