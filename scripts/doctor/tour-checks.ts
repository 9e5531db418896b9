import type { SupabaseClient } from '@supabase/supabase-js';
import type { Check } from './check';

const MIGRATION = 'supabase/migrations/20261129000500_room_tour.sql';
const TABLES = ['RoomLink', 'RoomSpot', 'RenderPair'] as const;

/**
 * Linked 360° rooms, their places on the planos and render/photograph pairs: visitors read them
 * (the project page's tour and comparison slides) and cannot write them. The write probe names
 * no real row (ids 0), so a project missing the rules still stores nothing; 42501 is the answer.
 */
export async function tourChecks(supabase: SupabaseClient): Promise<Check[]> {
  const seen: string[] = [];
  let ok = true;
  for (const table of TABLES) {
    const read = await supabase.from(table).select('id').limit(1);
    const write = await supabase.from(table).delete().eq('id', 0);
    const good = !read.error && write.error?.code === '42501';
    ok &&= good;
    seen.push(
      `${table}: lectura ${read.error ? read.error.code : 'sí'}, escritura ${write.error ? write.error.code : 'aceptada'}`,
    );
  }
  return [
    {
      name: 'recorrido 360° y pares render/obra: lectura pública, escritura rechazada',
      ok,
      seen: seen.join('; '),
      fix: ok
        ? ''
        : `Aplica ${MIGRATION} (tablas RoomLink, RoomSpot, RenderPair, sus grants y políticas) / Visitors must read the tour and pairs and be unable to write them.`,
    },
  ];
}
