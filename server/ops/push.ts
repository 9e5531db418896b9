import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { boundedFetch, DEFAULT_PUSH_LIMITS } from './push-fetch';
import { COUNTS_TABLE, pushCounts, readCounts } from './push-counts';
import { ADDRESSES_TABLE, pushAddresses, readAddresses } from './push-addresses';
import {
  CLIENTS_TABLE,
  HISTORY_TABLE,
  pushClients,
  pushHistory,
  readClients,
  readHistory,
} from './push-credits';
import { copyFiles } from './push-files';
import { filesNamed } from './push-media';
import { readAll } from './push-read';
import { pushRows } from './push-rows';
import { CountJournal, loadState } from './push-state';
import type { PushOptions, PushReport, Row, TableSpec } from './push-types';

export type { PushOptions, PushReport } from './push-types';
export { objectName } from './push-media';

// `npm run admin -- push`: copies the whole site into a hosted Supabase project (or any
// Supabase-compatible backend) through supabase-js — files into its Gallery bucket, rows with their
// media URLs pointing at the target, in dependency order, then the visit counts. Idempotent and
// resumable: which local row became which target row is kept in a state file, saved after every
// row, so a second run changes nothing and an interrupted one carries on where it stopped.
//
// The parts: push-files.ts (stored files), push-rows.ts (a table's rows, push-order.ts their
// order), push-addresses.ts (projects' former addresses), push-counts.ts (the visit counts), push-read.ts (paged reads), push-media.ts (file URLs),
// push-state.ts (what earlier runs did), push-fetch.ts (every HTTP request, bounded).

/** Tables with an id, in dependency order. A new column travels by itself; a new table goes here. */
const TABLES: readonly TableSpec[] = [
  { name: 'Project', refs: [], ordered: true },
  { name: 'Client', refs: [] },
  { name: 'Gallery', refs: [] },
  { name: 'Render', refs: ['id_project'], ordered: true },
  { name: 'Blueprint', refs: ['id_project'], ordered: true },
  // The studio's settings: one row, id 1 on both sides; its files' URLs sit inside
  // the JSON document (founders' portraits, the reel), rewritten like any other URL. Who saved
  // them and when, the target's database stamps itself.
  { name: 'Studio', refs: [], single: true, stampedThere: ['saved_at', 'saved_by'] },
  // The settings' earlier versions (the trash travels in the tables above, deleted_at).
  { name: 'StudioVersion', refs: [] },
  // Replaced covers and videos in the trash: their files' URLs sit in the JSON `columns`.
  { name: 'ReplacedMedia', refs: ['id_project'] },
  // A project's walk through its 360° renders and its render/photograph pairs: each names renders
  // (and a plano) by their ids there. The trash travels in the rows they name.
  {
    name: 'RoomLink',
    refs: ['id_project', 'from_render', 'to_render'],
    refsTo: { from_render: 'Render', to_render: 'Render' },
  },
  {
    name: 'RoomSpot',
    refs: ['id_project', 'id_render', 'id_blueprint'],
    refsTo: { id_render: 'Render', id_blueprint: 'Blueprint' },
  },
  {
    name: 'RenderPair',
    refs: ['id_project', 'id_render', 'id_photo'],
    refsTo: { id_render: 'Render', id_photo: 'Render' },
  },
  // Visitors' messages, with the project each came from (null: /WhoWeAre, or deleted since), as
  // they wrote them; and how long the studio keeps them.
  { name: 'Message', refs: ['project'], verbatim: true },
  { name: 'MessageSettings', refs: [], single: true },
];

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
  const journal = await CountJournal.open(`${options.statePath}.counts.jsonl`, target);
  const report: PushReport = { files: { copied: 0, skipped: 0, failed: [] }, rows: {} };

  const rows: Record<string, Row[]> = {};
  for (const table of TABLES) rows[table.name] = await readAll(local, table.name);
  const counts = await readCounts(local);
  const addresses = await readAddresses(local);
  const clients = await readClients(local);
  const history = await readHistory(local);
  const files = filesNamed(TABLES.filter((t) => !t.verbatim).flatMap((t) => rows[t.name]!));

  const total =
    files.length +
    Object.values(rows).reduce((n, r) => n + r.length, 0) +
    counts.length +
    addresses.length +
    clients.length +
    history.length;
  let done = 0;
  const step = (what: string) => options.progress?.(++done, total, what);

  await copyFiles(files, options, target, limits, report, step);
  for (const table of TABLES)
    report.rows[table.name] = await pushRows(table, rows[table.name]!, {
      remote,
      target,
      options,
      state,
      step,
    });
  // After the projects: each former address names one by its id there.
  report.rows[ADDRESSES_TABLE] = await pushAddresses(addresses, { remote, options, state, step });
  // After the rows they name: clients by their project, versions by their row and project.
  report.rows[CLIENTS_TABLE] = await pushClients(clients, { remote, options, state, step });
  report.rows[HISTORY_TABLE] = await pushHistory(history, { remote, options, state, step });
  report.rows[COUNTS_TABLE] = await pushCounts(counts, {
    remote,
    options,
    state,
    journal,
    projects: new Set(rows.Project!.map((p) => p.id)),
    step,
  });
  return report;
}
