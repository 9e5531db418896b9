import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Database } from '../db/database';
import type { Disk } from '../storage/disk';
import type { Resumable } from '../storage/tus/resumable';
import { APP_VERSION } from '../config/version';
import { sendJson } from './respond';

/**
 * How often the storage folder is really written to. Anyone may call /health, and a file written
 * and removed per call let an anonymous loop keep the disk busy; monitors poll every
 * 10–60 s, so a probe at most this old still reports a broken disk within seconds.
 */
export const STORAGE_PROBE_EVERY_MS = 5_000;

interface Probe {
  at: number;
  result: Promise<'ok' | 'error'>;
}

const probes = new WeakMap<Disk, Probe>();

async function writeProbe(disk: Disk): Promise<'ok' | 'error'> {
  const probe = path.join(disk.root, 'tmp', `health-${randomUUID()}`);
  const storage = await writeFile(probe, 'ok').then(
    () => 'ok' as const,
    () => 'error' as const,
  );
  // The probe may not exist, or its folder may be the very thing that is broken (a file in its
  // place, no permission): cleaning up must never turn a 503 into a 500.
  await rm(probe, { force: true }).catch(() => {});
  return storage;
}

/** The storage probe's answer, written at most once per STORAGE_PROBE_EVERY_MS (callers share it). */
function storageState(disk: Disk): Promise<'ok' | 'error'> {
  const last = probes.get(disk);
  if (last && Date.now() - last.at < STORAGE_PROBE_EVERY_MS) return last.result;
  const next = { at: Date.now(), result: writeProbe(disk) };
  probes.set(disk, next);
  return next.result;
}

/**
 * `GET /health` for uptime monitors and reverse proxies: 200 when the database answers and the
 * storage folder takes a write, else 503 naming what failed. Cheap: one trivial query, and a tiny
 * file written at most every few seconds; no secrets in it.
 */
export async function serveHealth(
  res: ServerResponse,
  db: Database,
  disk: Disk,
  resumable?: Resumable,
): Promise<void> {
  // Anyone may ask: the answer names what failed, never the error's own words (the server log has them).
  const [database, storage] = await Promise.all([
    db.pg.query('select 1').then(
      () => 'ok',
      () => 'error',
    ),
    storageState(disk),
  ]);
  const healthy = database === 'ok' && storage === 'ok';
  // Unfinished resumable uploads: how many and what they hold on disk (never their names).
  const pending = await resumable?.pending();
  const uploads = pending ? { resumableUploads: { pending: pending.uploads, bytes: pending.received } } : {};
  sendJson(
    res,
    healthy ? 200 : 503,
    { status: healthy ? 'ok' : 'error', database, storage, ...uploads, version: APP_VERSION },
    { 'Cache-Control': 'no-store' },
  );
}
