import { must, readAll } from './push-read';
import type { AnyClient, Row } from './push-types';

export const byPosition = (a: Row, b: Row) => Number(a.position) - Number(b.position) || a.id - b.id;

/**
 * Gives the target's rows the source's order. The target keeps positions gapless and moves a row
 * by shifting the others (the migration's place_in_order), so setting the 1st, then the 2nd… row
 * leaves the rows before each one in place; a local model of the target's order says which rows
 * are already where they belong, so a second push writes nothing. Returns the rows moved.
 */
export async function pushOrder(
  remote: AnyClient,
  table: string,
  source: Row[],
  ids: Record<string, number>,
): Promise<number> {
  const groupOf = (row: Row) => String(row.id_project ?? '');
  const lists = new Map<string, number[]>();
  for (const row of (await readAll(remote, table)).filter((r) => r.deleted_at == null).sort(byPosition)) {
    lists.set(groupOf(row), [...(lists.get(groupOf(row)) ?? []), row.id]);
  }
  const targetGroup = new Map<number, string>();
  for (const [group, list] of lists) for (const id of list) targetGroup.set(id, group);
  const placed = new Map<string, number>();
  let moved = 0;
  for (const row of source) {
    const id = ids[String(row.id)];
    const group = id === undefined ? undefined : targetGroup.get(id);
    if (id === undefined || group === undefined) continue; // not copied (reported above)
    const list = lists.get(group)!;
    const position = (placed.get(group) ?? 0) + 1;
    placed.set(group, position);
    if (list[position - 1] === id) continue;
    must(await remote.from(table).update({ position }).eq('id', id));
    list.splice(list.indexOf(id), 1);
    list.splice(position - 1, 0, id);
    moved += 1;
  }
  return moved;
}
