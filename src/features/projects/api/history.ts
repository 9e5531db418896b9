import type { ContentVersion, Json } from '../../../../core/database-shapes';
import { supabase } from '../../../lib/supabase';
import { rowsOrThrow, WriteError } from '../../../lib/write-error';

// A project's history of words and facts (public."ContentVersion", written by the database on
// every change through the API): the project's own columns, its renders' and planos' captions,
// credits and descriptions, its client. Restoring writes the earlier values back, which the
// database keeps as one more change (so a restore can be undone too).

/** How many changes the panel lists; the database keeps the newest 50 of each row. */
export const HISTORY_SHOWN = 100;

export async function listProjectHistory(projectId: number): Promise<ContentVersion[]> {
  return rowsOrThrow(
    'leer el historial',
    await supabase
      .from('ContentVersion')
      .select('*')
      .eq('id_project', projectId)
      .order('id', { ascending: false })
      .limit(HISTORY_SHOWN),
  );
}

/** One save: the changes made together (the same moment and author), newest first. */
export interface HistoryGroup {
  key: string;
  savedAt: string;
  author: string | null;
  versions: ContentVersion[];
}

export function groupHistory(versions: readonly ContentVersion[]): HistoryGroup[] {
  const groups: HistoryGroup[] = [];
  for (const version of versions) {
    const key = `${version.saved_at}\u0000${version.author_email ?? ''}`;
    const last = groups.at(-1);
    if (last?.key === key) last.versions.push(version);
    else groups.push({ key, savedAt: version.saved_at, author: version.author_email, versions: [version] });
  }
  return groups;
}

/** Puts back the values a save replaced, row by row; throws naming the first write refused. */
export async function restoreGroup(group: HistoryGroup, projectId: number): Promise<void> {
  // Oldest first, so a row changed twice in one save ends with its earliest value.
  for (const version of [...group.versions].reverse()) await restoreVersion(version, projectId);
}

async function restoreVersion(version: ContentVersion, projectId: number): Promise<void> {
  const values = version.old_values as Record<string, Json>;
  const what = `restaurar ${version.table_name}`;
  if (version.table_name === 'ProjectClient') {
    if (values.name === null || values.name === undefined) {
      rowsOrThrow(what, await supabase.from('ProjectClient').delete().eq('id_project', projectId).select());
      return;
    }
    const client = { name: String(values.name), shown: values.shown === true };
    const updated = rowsOrThrow(
      what,
      await supabase.from('ProjectClient').update(client).eq('id_project', projectId).select(),
    );
    if (updated.length === 0)
      rowsOrThrow(
        what,
        await supabase
          .from('ProjectClient')
          .insert({ id_project: projectId, ...client })
          .select(),
      );
    return;
  }
  const table = version.table_name as 'Project' | 'Render' | 'Blueprint';
  if (!['Project', 'Render', 'Blueprint'].includes(table)) throw new WriteError(`${what}: tabla desconocida`);
  const rows = rowsOrThrow(
    what,
    // One of three tables: supabase-js's types cannot follow a table chosen at run time.
    await (supabase
      .from(table as 'Render')
      .update(values as never)
      .eq('id', version.row_id)
      .select('id') as never),
  ) as unknown[];
  if (rows.length === 0) throw new WriteError(`${what}: la imagen ya no existe`, { stage: 'record' });
}
