import { targetText } from './push-fetch';
import type { AnyClient, Row } from './push-types';

const PAGE = 1000; // PostgREST's default db-max-rows: read in pages of that size
/** A studio's table holds hundreds of rows; a target claiming more than this is not read on. */
const MAX_PAGES = 50;

export interface ReadOrder {
  /** Columns that order the rows and together tell them apart (default: id). */
  columns: readonly string[];
  /** Pages read at most (default MAX_PAGES). */
  maxPages?: number;
}

/**
 * Every row of a table, a page at a time in the given order (id by default). A page must move on
 * (a target that answers the same page again, or ignores the range, looped here and filled the
 * memory): ids above the last page's, or, for a table ordered by other columns, no row seen
 * before; and at most `maxPages` pages.
 */
export async function readAll(
  client: AnyClient,
  table: string,
  order: ReadOrder = { columns: ['id'] },
): Promise<Row[]> {
  const byId = order.columns.length === 1 && order.columns[0] === 'id';
  const maxPages = order.maxPages ?? MAX_PAGES;
  const seen = new Set<string>();
  const all: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    let query = client.from(table).select('*');
    for (const column of order.columns) query = query.order(column);
    const page = must(await query.range(from, from + PAGE - 1)) as Row[];
    if (!Array.isArray(page) || page.length > PAGE)
      throw new Error(
        `${table}: the target answered more rows than the ${PAGE} asked for (it ignores ranges)`,
      );
    const last = all.length > 0 ? all[all.length - 1]!.id : -Infinity;
    const movesOn = byId
      ? page.every((row, i) => Number(row?.id) > (i === 0 ? last : Number(page[i - 1]!.id)))
      : page.every((row) => {
          const key = JSON.stringify(order.columns.map((column) => row?.[column]));
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
    if (!movesOn)
      throw new Error(
        `${table}: the target answered rows ${from + 1}–${from + page.length} out of order or again (${byId ? 'ids not increasing' : 'rows already read'}); push stopped instead of reading without end`,
      );
    all.push(...page);
    if (page.length < PAGE) return all;
    if (all.length >= PAGE * maxPages)
      throw new Error(`${table}: the target holds more than ${PAGE * maxPages} rows; push reads no further`);
  }
}

export function must<T>(answer: { data: T; error: { message: string } | null }): T {
  // The message is the target's own text: printable and short before it reaches a terminal.
  if (answer.error) throw new Error(targetText(String(answer.error.message)));
  return answer.data;
}
