import { rewriteUrl } from './push-media';
import { byPosition, pushOrder } from './push-order';
import { must, readAll } from './push-read';
import { saveState } from './push-state';
import type { AnyClient, PushOptions, PushState, Row, TableOutcome, TableSpec } from './push-types';

export interface RowsContext {
  remote: AnyClient;
  target: string;
  options: PushOptions;
  state: PushState;
  step: (what: string) => void;
}

/**
 * Copies one table's rows: inserts those the target does not have (their new ids kept in the
 * state file at once), updates those that differ, leaves the rest; then, for an ordered table,
 * the order. A row that fails is reported with its reason and the others go on.
 */
export async function pushRows(table: TableSpec, local: Row[], context: RowsContext): Promise<TableOutcome> {
  const { remote, target, options, state, step } = context;
  const outcome: TableOutcome = { inserted: 0, updated: 0, skipped: 0, failed: [] };
  const ids = (state.ids[table.name] ??= {});
  const existing = new Map((await readAll(remote, table.name)).map((r) => [r.id, r]));
  const ordered = table.ordered === true;
  // In their order, so that new rows (which the target places last) arrive already in it.
  const source = ordered ? [...local].sort(byPosition) : local;
  for (const row of source) {
    try {
      const wanted: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) {
        // Positions are set by pushOrder below, once every row is there; a trashed row takes no
        // place in the order and keeps the one it will return to.
        if (column === 'id' || (ordered && column === 'position' && row.deleted_at == null)) continue;
        // Who saved the settings and when: the target's database stamps its own.
        if (table.stampedThere?.includes(column)) continue;
        if (table.refs.includes(column) && value !== null) {
          const named = table.refsTo?.[column] ?? 'Project';
          const mapped = state.ids[named]?.[String(value)];
          if (mapped === undefined)
            throw new Error(
              named === 'Project'
                ? `its project ${String(value)} was not copied`
                : `its ${named} ${String(value)} was not copied`,
            );
          wanted[column] = mapped;
        } else wanted[column] = table.verbatim ? value : rewriteUrl(value, target);
      }
      // The single settings row is the target's row 1 whether or not an earlier run made it.
      const mappedId = ids[String(row.id)] ?? (table.single && existing.has(row.id) ? row.id : undefined);
      const current = mappedId === undefined ? undefined : existing.get(mappedId);
      if (current && Object.entries(wanted).every(([k, v]) => same(current[k], v))) outcome.skipped += 1;
      else if (current) {
        if (!options.dryRun) must(await remote.from(table.name).update(wanted).eq('id', current.id));
        outcome.updated += 1;
      } else {
        if (!options.dryRun) {
          const inserted = must(await remote.from(table.name).insert(wanted).select('id').single()) as {
            id: number;
          };
          ids[String(row.id)] = inserted.id;
          await saveState(options.statePath, state);
        } else ids[String(row.id)] = -row.id; // so dependants can be planned
        outcome.inserted += 1;
      }
    } catch (error) {
      outcome.failed.push(`${table.name} ${row.id}: ${failureReason(table.name, row, error)}`);
    }
    step(`${table.name} ${row.id}`);
  }
  if (ordered && !options.dryRun) {
    try {
      outcome.updated += await pushOrder(
        remote,
        table.name,
        source.filter((r) => r.deleted_at == null),
        ids,
      );
    } catch (error) {
      outcome.failed.push(`${table.name} order: ${(error as Error).message}`);
    }
  }
  return outcome;
}

/** Why a row was refused, in words: a clash of project addresses names the address. */
function failureReason(table: string, row: Row, error: unknown): string {
  const message = (error as Error).message;
  if (table === 'Project' && message.includes('Project_address_key'))
    return `another project there already has the address /ProjectsGallery/${String(row.title)}-${String(row.subtitle)} (rename one of them and push again)`;
  if (table === 'Project' && message.includes('Project_address_en_key'))
    return `another project there already has the English address /en/ProjectsGallery/${String(row.title_en ?? row.title)}-${String(row.subtitle_en ?? row.subtitle)} (rename one of them and push again)`;
  return message;
}

/** Equal column values; JSON documents compared by content (both read from jsonb: same key order). */
function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}
