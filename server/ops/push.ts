import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pLimit from 'p-limit';
import ws from 'ws';
import {
  boundedFetch,
  DEFAULT_PUSH_LIMITS,
  PushHttpError,
  targetText,
  type PushFetchLimits,
} from './push-fetch';

// `npm run admin -- push`: copies the whole site into a hosted Supabase project (or any
// Supabase-compatible backend) through supabase-js — files into its Gallery bucket, rows with their
// media URLs pointing at the target, in dependency order. Idempotent and resumable: which local
// row became which target row is kept in a state file, saved after every row, so a second run
// changes nothing and an interrupted one carries on where it stopped.

const BUCKET = 'Gallery';
const PUBLIC_PATH = `/storage/v1/object/public/${BUCKET}/`;
/** Tables in dependency order; `refs` are columns holding a Project id. */
const TABLES = [
  { name: 'Project', refs: [] },
  { name: 'Client', refs: [] },
  { name: 'Gallery', refs: [] },
  { name: 'Render', refs: ['id_project'] },
  { name: 'Blueprint', refs: ['id_project'] },
  // The studio's settings (issue 24): one row, id 1 on both sides; its files' URLs sit inside
  // the JSON document (founders' portraits, the reel), rewritten like any other URL.
  { name: 'Studio', refs: [] },
  // Issue 29: the settings' earlier versions (the trash travels in the tables above, deleted_at).
  { name: 'StudioVersion', refs: [] },
] as const;
const PAGE = 1000; // PostgREST's default db-max-rows: read in pages of that size
/** A studio's table holds hundreds of rows; a target claiming more than this is not read on. */
const MAX_PAGES = 50;
/** Files uploaded at once: a slow target costs a quarter of the time, and it is not flooded. */
const FILES_AT_ONCE = 4;
/** Files in a row that time out before push stops: the target is down, not one file slow. */
const SILENT_FILES = FILES_AT_ONCE;
/** Tables whose rows carry an order (`position`, kept gapless by the database, issue 20). */
const ORDERED = new Set(['Project', 'Render', 'Blueprint']);

type Row = Record<string, unknown> & { id: number };
type AnyClient = SupabaseClient;

export interface PushOptions {
  /** The local backend and a key that reads every row (its secret key: trashed rows too). */
  source: { url: string; key: string };
  target: { url: string; secretKey: string };
  /** Where the local → target id map is kept between runs. */
  statePath: string;
  dryRun?: boolean;
  /** Progress lines (a bar on a terminal). */
  progress?: (done: number, total: number, what: string) => void;
  /** Per-request time and answer size (push-fetch.ts); the defaults suit a real project. */
  limits?: Partial<PushFetchLimits>;
}

export interface PushReport {
  files: { copied: number; skipped: number; failed: string[] };
  rows: Record<string, { inserted: number; updated: number; skipped: number; failed: string[] }>;
}

interface State {
  target: string;
  ids: Record<string, Record<string, number>>;
}

const headers = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` });

export async function pushSite(options: PushOptions): Promise<PushReport> {
  const target = options.target.url.replace(/\/+$/, '');
  const limits = { ...DEFAULT_PUSH_LIMITS, ...options.limits };
  const http = boundedFetch(limits);
  // Node 20 has no WebSocket of its own; realtime is never used, but supabase-js wants a transport.
  // Every request supabase-js makes goes through the same bounded, never-redirected fetch.
  const settings = {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
    global: { fetch: http },
  };
  const local = createClient(options.source.url, options.source.key, settings);
  const remote = createClient(target, options.target.secretKey, settings);
  const state = await loadState(options.statePath, target);
  const report: PushReport = { files: { copied: 0, skipped: 0, failed: [] }, rows: {} };

  const rows: Record<string, Row[]> = {};
  for (const table of TABLES) rows[table.name] = await readAll(local, table.name);
  const files = [
    ...new Set(
      Object.values(rows)
        .flat()
        .flatMap((row) =>
          strings(row)
            .map(objectName)
            .filter((n): n is string => n !== null),
        ),
    ),
  ].sort();

  const total = files.length + Object.values(rows).reduce((n, r) => n + r.length, 0);
  let done = 0;
  const step = (what: string) => options.progress?.(++done, total, what);

  await copyFiles(files, options, target, limits, report, step);

  for (const table of TABLES) {
    const outcome = (report.rows[table.name] = {
      inserted: 0,
      updated: 0,
      skipped: 0,
      failed: [] as string[],
    });
    const ids = (state.ids[table.name] ??= {});
    const existing = new Map((await readAll(remote, table.name)).map((r) => [r.id, r]));
    const ordered = ORDERED.has(table.name);
    // In their order, so that new rows (which the target places last) arrive already in it.
    const source = ordered ? [...rows[table.name]!].sort(byPosition) : rows[table.name]!;
    for (const row of source) {
      try {
        const wanted: Record<string, unknown> = {};
        for (const [column, value] of Object.entries(row)) {
          // Positions are set by pushOrder below, once every row is there; a trashed row takes no
          // place in the order and keeps the one it will return to (issue 29).
          if (column === 'id' || (ordered && column === 'position' && row.deleted_at == null)) continue;
          // Who saved the settings and when: the target's database stamps its own (issue 29).
          if (table.name === 'Studio' && (column === 'saved_at' || column === 'saved_by')) continue;
          if ((table.refs as readonly string[]).includes(column)) {
            const mapped = state.ids.Project?.[String(value)];
            if (mapped === undefined) throw new Error(`its project ${String(value)} was not copied`);
            wanted[column] = mapped;
          } else wanted[column] = rewriteUrl(value, target);
        }
        // The single settings row is the target's row 1 whether or not an earlier run made it.
        const mappedId =
          ids[String(row.id)] ?? (table.name === 'Studio' && existing.has(row.id) ? row.id : undefined);
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
          } else if (table.name === 'Project') ids[String(row.id)] = -row.id; // so dependants can be planned
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
  }
  return report;
}

const byPosition = (a: Row, b: Row) => Number(a.position) - Number(b.position) || a.id - b.id;

/** Why a row was refused, in words: a clash of project addresses names the address. */
function failureReason(table: string, row: Row, error: unknown): string {
  const message = (error as Error).message;
  if (table === 'Project' && message.includes('Project_address_key'))
    return `another project there already has the address /ProjectsGallery/${String(row.title)}-${String(row.subtitle)} (rename one of them and push again)`;
  if (table === 'Project' && message.includes('Project_address_en_key'))
    return `another project there already has the English address /en/ProjectsGallery/${String(row.title_en ?? row.title)}-${String(row.subtitle_en ?? row.subtitle)} (rename one of them and push again)`;
  return message;
}

/**
 * Gives the target's rows the source's order. The target keeps positions gapless and moves a row
 * by shifting the others (the migration's place_in_order), so setting the 1st, then the 2nd… row
 * leaves the rows before each one in place; a local model of the target's order says which rows
 * are already where they belong, so a second push writes nothing. Returns the rows moved.
 */
async function pushOrder(
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

/**
 * Copies the files FILES_AT_ONCE at a time, each within its own deadline (copyFile). A file that
 * fails is reported and the others go on; SILENT_FILES timeouts in a row stop the push (the
 * target is not answering: waiting a minute per file took over an hour for the demo site).
 */
async function copyFiles(
  files: string[],
  options: PushOptions,
  target: string,
  limits: PushFetchLimits,
  report: PushReport,
  step: (what: string) => void,
): Promise<void> {
  const limit = pLimit(FILES_AT_ONCE);
  let silentInARow = 0;
  let stopped: Error | null = null;
  await Promise.all(
    files.map((name) =>
      limit(async () => {
        // The files still waiting start nothing once stopped (clearQueue would leave them unsettled).
        if (stopped) return;
        try {
          const copied = await copyFile(name, options, target, limits);
          report.files[copied ? 'copied' : 'skipped'] += 1;
          silentInARow = 0;
        } catch (error) {
          const message = (error as Error).message;
          report.files.failed.push(`${name}: ${message}`);
          silentInARow = error instanceof FileTimeout ? silentInARow + 1 : 0;
          if (silentInARow >= SILENT_FILES && !stopped) {
            stopped = new Error(
              `${SILENT_FILES} files in a row were not copied in their time (last: ${message}); the target is not answering, push stopped. Run it again when it does: what was copied stays.`,
            );
          }
        }
        step(`file ${name}`);
      }),
    ),
  );
  if (stopped) throw stopped;
}

class FileTimeout extends Error {}

/**
 * Uploads one stored file unless the target already has it with the same size. The whole copy
 * (the target's HEAD and the upload) has one deadline: the per-request time plus the file's size
 * at 64 KB/s (a 50 MB video on a slow uplink takes more than a minute).
 */
async function copyFile(
  name: string,
  options: PushOptions,
  target: string,
  limits: PushFetchLimits,
): Promise<boolean> {
  const http = boundedFetch(limits);
  const encoded = name.split('/').map(encodeURIComponent).join('/');
  const source = await http(`${options.source.url}${PUBLIC_PATH}${encoded}`);
  if (!source.ok) throw new Error(`the local file answered ${source.status}`);
  const bytes = Buffer.from(await source.arrayBuffer());
  const budgetMs = limits.timeoutMs + Math.ceil(bytes.length / 64);
  const deadline = AbortSignal.timeout(budgetMs);
  const upload = boundedFetch({ ...limits, timeoutMs: budgetMs });
  try {
    const there = await http(`${target}${PUBLIC_PATH}${encoded}`, { method: 'HEAD', signal: deadline });
    if (there.ok && Number(there.headers.get('content-length')) === bytes.length) return false;
    if (options.dryRun) return true;
    const res = await upload(`${target}/storage/v1/object/${BUCKET}/${encoded}`, {
      method: 'POST',
      headers: {
        ...headers(options.target.secretKey),
        'Content-Type': source.headers.get('content-type') ?? 'application/octet-stream',
        'Cache-Control': source.headers.get('cache-control')?.replace(/^max-age=/, '') ?? '3600',
        'x-upsert': 'true',
      },
      body: bytes,
      signal: deadline,
    });
    if (!res.ok) throw new Error(`upload answered ${res.status} ${targetText(await res.text())}`);
    return true;
  } catch (error) {
    if (deadline.aborted || (error instanceof PushHttpError && error.timedOut))
      throw new FileTimeout(`not copied within ${Math.ceil(budgetMs / 1000)} s`);
    throw error;
  }
}

/** The object name a stored file's public URL names (absolute or relative), or null. */
export function objectName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf(PUBLIC_PATH);
  if (at < 0 || !/^(https?:\/\/[^/]+)?$/.test(value.slice(0, at))) return null;
  try {
    return decodeURIComponent(value.slice(at + PUBLIC_PATH.length).split('?')[0]!);
  } catch {
    return null;
  }
}

/** Every string in a row, also inside JSON columns. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Equal column values; JSON documents compared by content (both read from jsonb: same key order). */
function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

function rewriteUrl(value: unknown, target: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteUrl(v, target));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteUrl(v, target)]));
  const name = objectName(value);
  return name === null
    ? value
    : `${target}${PUBLIC_PATH}${name.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Every row of a table, a page at a time in id order. A page must move on: its ids above the
 * last page's (a target that answers the same page again, or ignores the range, looped here and
 * filled the memory), and at most MAX_PAGES pages.
 */
async function readAll(client: AnyClient, table: string): Promise<Row[]> {
  const all: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const page = must(
      await client
        .from(table)
        .select('*')
        .order('id')
        .range(from, from + PAGE - 1),
    ) as Row[];
    if (!Array.isArray(page) || page.length > PAGE)
      throw new Error(
        `${table}: the target answered more rows than the ${PAGE} asked for (it ignores ranges)`,
      );
    const last = all.length > 0 ? all[all.length - 1]!.id : -Infinity;
    if (page.some((row, i) => !(Number(row?.id) > (i === 0 ? last : Number(page[i - 1]!.id)))))
      throw new Error(
        `${table}: the target answered rows ${from + 1}–${from + page.length} out of order or again (ids not increasing); push stopped instead of reading without end`,
      );
    all.push(...page);
    if (page.length < PAGE) return all;
    if (all.length >= PAGE * MAX_PAGES)
      throw new Error(`${table}: the target holds more than ${PAGE * MAX_PAGES} rows; push reads no further`);
  }
}

function must<T>(answer: { data: T; error: { message: string } | null }): T {
  // The message is the target's own text: printable and short before it reaches a terminal.
  if (answer.error) throw new Error(targetText(String(answer.error.message)));
  return answer.data;
}

async function loadState(file: string, target: string): Promise<State> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as State;
    if (state.target === target) return state;
  } catch {
    // first run
  }
  return { target, ids: {} };
}

async function saveState(file: string, state: State): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify(state));
  await rename(`${file}.tmp`, file);
}
