import type { SupabaseClient } from '@supabase/supabase-js';
import { must, readAll } from './push-read';
import type { PushOptions, PushState, Row, TableOutcome } from './push-types';

// Projects' former addresses (public."ProjectAddress"): the target's database records its own on
// every rename push brings (a trigger on "Project"), so its rows and ids differ from these. A
// former address is one (language, address) pair, so push matches them by that pair, not by id:
// one the target lacks is added, one naming another project there is pointed at this one's
// project, the rest are left. The target's database still has the last word: an address a live
// project holds there is not stored (and is counted as skipped).

export const ADDRESSES_TABLE = 'ProjectAddress';
const ORDER = { columns: ['lang', 'key'] };

const pairOf = (row: Row) => `${String(row.lang)}\u0000${String(row.key)}`;

export interface AddressesContext {
  remote: SupabaseClient;
  options: PushOptions;
  state: PushState;
  step: (what: string) => void;
}

export function readAddresses(client: SupabaseClient): Promise<Row[]> {
  return readAll(client, ADDRESSES_TABLE, ORDER);
}

export async function pushAddresses(local: Row[], context: AddressesContext): Promise<TableOutcome> {
  const { remote, options, state, step } = context;
  const outcome: TableOutcome = { inserted: 0, updated: 0, skipped: 0, failed: [] };
  const there = new Map((await readAddresses(remote)).map((row) => [pairOf(row), row]));
  for (const row of local) {
    const what = `${ADDRESSES_TABLE} ${String(row.lang)} ${String(row.key)}`;
    try {
      const project = state.ids.Project?.[String(row.id_project)];
      if (project === undefined) throw new Error(`its project ${String(row.id_project)} was not copied`);
      const current = there.get(pairOf(row));
      if (current && Number(current.id_project) === project) outcome.skipped += 1;
      else if (options.dryRun) outcome[current ? 'updated' : 'inserted'] += 1;
      else if (current) {
        must(await remote.from(ADDRESSES_TABLE).update({ id_project: project }).eq('id', current.id));
        outcome.updated += 1;
      } else {
        const stored = must(
          await remote
            .from(ADDRESSES_TABLE)
            .insert({ lang: row.lang, key: row.key, id_project: project })
            .select('id'),
        ) as unknown[];
        // None stored: a live project there holds that address, and visitors get that project.
        outcome[stored.length > 0 ? 'inserted' : 'skipped'] += 1;
      }
    } catch (error) {
      outcome.failed.push(`${what}: ${(error as Error).message}`);
    }
    step(what);
  }
  return outcome;
}
