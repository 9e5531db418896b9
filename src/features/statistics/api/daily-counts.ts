import type { DailyCountRow } from '../../../../core/database-shapes';
import { supabase } from '../../../lib/supabase';

// Reads of the counts: public."DailyCount" since a day, and the projects' titles.
// Only an administrator's session reads counts (RLS); the panel is the only caller.

const PAGE = 1000; // the server answers at most DB_MAX_ROWS (1000 by default) rows per read

/** Every aggregate from `since` (YYYY-MM-DD, UTC) on, read a page at a time. */
export async function getDailyCounts(since: string): Promise<DailyCountRow[]> {
  const rows: DailyCountRow[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('DailyCount')
      .select('*')
      .gte('day', since)
      .order('day')
      .order('kind')
      .order('page')
      .order('referrer')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < PAGE) return rows;
  }
}

/** Project id → its title, to name the projects in the ranking. */
export async function getProjectTitles(): Promise<Map<number, string>> {
  const { data, error } = await supabase.from('Project').select('id, title, subtitle');
  if (error) throw error;
  return new Map(data.map((p) => [p.id, p.subtitle ? `${p.title} · ${p.subtitle}` : p.title]));
}
