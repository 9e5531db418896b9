import type { SupabaseClient } from '@supabase/supabase-js';
import type { DailyCountRow } from '../../core/database-shapes';
import { must, readAll } from './push-read';
import type { CountJournal } from './push-state';
import type { PushOptions, PushState, TableOutcome } from './push-types';

// The visit counts: public."DailyCount" holds one aggregate per day, kind, page,
// project and referring site, without an id. The target may be live and counting its own
// visitors, so push adds what was counted here since the last push to the target's aggregate
// instead of overwriting it: a second push adds nothing, a later one only the new visits.

export const COUNTS_TABLE = 'DailyCount';
const KEY = ['day', 'kind', 'page', 'project', 'referrer'] as const;
/** The migration caps a day at 1000 aggregates; 200 pages hold over half a year of capped days. */
const ORDER = { columns: KEY, maxPages: 200 };

const keyOf = (row: Omit<DailyCountRow, 'count'>) => JSON.stringify(KEY.map((column) => row[column]));

export async function readCounts(client: SupabaseClient): Promise<DailyCountRow[]> {
  return (await readAll(client, COUNTS_TABLE, ORDER)) as unknown as DailyCountRow[];
}

export interface CountsContext {
  remote: SupabaseClient;
  options: PushOptions;
  state: PushState;
  journal: CountJournal;
  /** Local projects (the trash too): a count of one deleted here has nothing to follow. */
  projects: Set<number>;
  step: (what: string) => void;
}

export async function pushCounts(local: DailyCountRow[], context: CountsContext): Promise<TableOutcome> {
  const { remote, options, state, journal, projects, step } = context;
  const outcome: TableOutcome = { inserted: 0, updated: 0, skipped: 0, failed: [] };
  const there = new Map((await readCounts(remote)).map((row) => [keyOf(row), row]));
  for (const row of local) {
    const key = keyOf(row);
    const what = `${COUNTS_TABLE} ${row.day} ${row.kind} ${row.page}`;
    try {
      const added = row.count - journal.pushed(key);
      const project = row.project === null ? null : state.ids.Project?.[String(row.project)];
      if (added === 0 || (project === undefined && !projects.has(row.project!))) {
        // Nothing new, or the project was deleted here before it was ever copied: there is
        // nothing there for its counts to belong to.
        outcome.skipped += 1;
      } else if (added < 0) {
        // An administrator cleared these counts here after they were copied: the target keeps
        // what it has, and only what is counted here from now on is added.
        if (!options.dryRun) await journal.record(key, row.count);
        outcome.skipped += 1;
      } else {
        if (project === undefined) throw new Error(`its project ${String(row.project)} was not copied`);
        const wanted = { day: row.day, kind: row.kind, page: row.page, project, referrer: row.referrer };
        const current = there.get(keyOf(wanted));
        if (!options.dryRun) {
          // Read, then written: a visit the target counts in between is lost, a one-off at most.
          if (current) {
            const update = remote
              .from(COUNTS_TABLE)
              .update({ count: current.count + added })
              .eq('day', row.day)
              .eq('kind', row.kind)
              .eq('page', row.page)
              .eq('referrer', row.referrer);
            must(await (project === null ? update.is('project', null) : update.eq('project', project)));
          } else must(await remote.from(COUNTS_TABLE).insert({ ...wanted, count: added }));
          await journal.record(key, row.count);
        }
        outcome[current ? 'updated' : 'inserted'] += 1;
      }
    } catch (error) {
      outcome.failed.push(`${what}: ${(error as Error).message}`);
    }
    step(what);
  }
  return outcome;
}
