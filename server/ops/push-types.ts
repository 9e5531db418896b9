import type { SupabaseClient } from '@supabase/supabase-js';
import type { PushFetchLimits } from './push-fetch';

// What the parts of `push` (push.ts and the push-*.ts files it calls) share.

export type Row = Record<string, unknown> & { id: number };
export type AnyClient = SupabaseClient;

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

/** What happened to one table's rows. */
export interface TableOutcome {
  inserted: number;
  updated: number;
  skipped: number;
  failed: string[];
}

export interface PushReport {
  files: { copied: number; skipped: number; failed: string[] };
  rows: Record<string, TableOutcome>;
}

/** Kept between runs (push-state.ts), so a second run changes nothing and an interrupted one resumes. */
export interface PushState {
  target: string;
  /** Per table, local id → target id. */
  ids: Record<string, Record<string, number>>;
}

/** How push copies one table whose rows have an id (push.ts lists them, push-rows.ts copies them). */
export interface TableSpec {
  name: string;
  /** Columns holding another row's id (a Project's unless `refsTo` names the table): the target's id for it is written there. */
  refs: readonly string[];
  /** The table a column of `refs` names, when it is not Project (a RoomLink's renders). */
  refsTo?: Readonly<Record<string, string>>;
  /** Its rows carry an order (`position`, kept gapless by the database): push-order.ts. */
  ordered?: boolean;
  /** Columns the target's database stamps itself, left out of the copy. */
  stampedThere?: readonly string[];
  /** One row, id 1 on both sides, whether or not an earlier run made it. */
  single?: boolean;
  /**
   * Its text is a visitor's own (a message): copied as written, no URL in it rewritten and no
   * file it names copied.
   */
  verbatim?: boolean;
}
