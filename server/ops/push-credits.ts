import type { SupabaseClient } from '@supabase/supabase-js';
import { must, readAll } from './push-read';
import { saveState } from './push-state';
import type { PushOptions, PushState, Row, TableOutcome } from './push-types';

// The tables of captions, credits and facts that `push` cannot copy as plain rows with an id:
// - public."ProjectClient" is keyed by its project: the row goes to the target's project, added,
//   changed or left as it is.
// - public."ContentVersion" names a row of another table (`row_id`, by `table_name`) and its
//   project: both become the target's ids. Versions never change, so one copied before (the
//   state file remembers it) is left. The target's database keeps no version of what push
//   writes (its trigger ignores the service role), so its history is exactly this one.

export const CLIENTS_TABLE = 'ProjectClient';
export const HISTORY_TABLE = 'ContentVersion';

export interface CreditsContext {
  remote: SupabaseClient;
  options: PushOptions;
  state: PushState;
  step: (what: string) => void;
}

const emptyOutcome = (): TableOutcome => ({ inserted: 0, updated: 0, skipped: 0, failed: [] });

export function readClients(client: SupabaseClient): Promise<Row[]> {
  return readAll(client, CLIENTS_TABLE, { columns: ['id_project'] });
}

export function readHistory(client: SupabaseClient): Promise<Row[]> {
  return readAll(client, HISTORY_TABLE);
}

function projectThere(state: PushState, id: unknown): number {
  const mapped = state.ids.Project?.[String(id)];
  if (mapped === undefined) throw new Error(`its project ${String(id)} was not copied`);
  return mapped;
}

export async function pushClients(local: Row[], context: CreditsContext): Promise<TableOutcome> {
  const { remote, options, state, step } = context;
  const outcome = emptyOutcome();
  const there = new Map((await readClients(remote)).map((row) => [Number(row.id_project), row]));
  for (const row of local) {
    const what = `${CLIENTS_TABLE} ${String(row.id_project)}`;
    try {
      const project = projectThere(state, row.id_project);
      const current = there.get(project);
      const wanted = { id_project: project, name: row.name, shown: row.shown };
      if (current && current.name === row.name && current.shown === row.shown) outcome.skipped += 1;
      else {
        if (!options.dryRun && current)
          must(await remote.from(CLIENTS_TABLE).update(wanted).eq('id_project', project));
        else if (!options.dryRun) must(await remote.from(CLIENTS_TABLE).insert(wanted));
        outcome[current ? 'updated' : 'inserted'] += 1;
      }
    } catch (error) {
      outcome.failed.push(`${what}: ${(error as Error).message}`);
    }
    step(what);
  }
  return outcome;
}

export async function pushHistory(local: Row[], context: CreditsContext): Promise<TableOutcome> {
  const { remote, options, state, step } = context;
  const outcome = emptyOutcome();
  const ids = (state.ids[HISTORY_TABLE] ??= {});
  for (const row of local) {
    const what = `${HISTORY_TABLE} ${row.id}`;
    try {
      if (ids[String(row.id)] !== undefined) outcome.skipped += 1;
      else {
        // A client's row is its project's: its id is the project's id.
        const rowTable = row.table_name === CLIENTS_TABLE ? 'Project' : String(row.table_name);
        const rowThere = state.ids[rowTable]?.[String(row.row_id)];
        if (rowThere === undefined && !options.dryRun)
          throw new Error(`its ${rowTable} ${String(row.row_id)} was not copied`);
        const wanted = {
          table_name: row.table_name,
          row_id: rowThere,
          id_project: row.id_project == null ? null : projectThere(state, row.id_project),
          old_values: row.old_values,
          new_values: row.new_values,
          saved_at: row.saved_at,
          author_email: row.author_email,
        };
        if (!options.dryRun) {
          const stored = must(await remote.from(HISTORY_TABLE).insert(wanted).select('id').single()) as {
            id: number;
          };
          ids[String(row.id)] = stored.id;
          await saveState(options.statePath, state);
        }
        outcome.inserted += 1;
      }
    } catch (error) {
      outcome.failed.push(`${what}: ${(error as Error).message}`);
    }
    step(what);
  }
  return outcome;
}
