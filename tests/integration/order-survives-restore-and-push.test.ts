// The order the studio chose (projects, and each project's renders and
// blueprints) comes back exactly from a backup → restore, and arrives exactly with `push`. Before
// the fix, restore re-placed every row in id order (8 of 10 projects moved in the attack round).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { pushSite } from '../../server/ops/push';
import { restoreBackup } from '../../server/ops/restore';
import type { TestBackend } from '../../harness/backend';
import { must, project, signInAdmin, startApi, type Client } from './helpers';

let site: TestBackend;
let work: string;

/** A fixed shuffle (no randomness in tests): the moves a studio makes by hand. */
const MOVES = [
  [10, 1],
  [3, 9],
  [7, 2],
  [1, 10],
  [5, 4],
  [8, 1],
  [2, 6],
];

async function reorder(admin: Client, table: 'Project' | 'Render' | 'Blueprint', ids: number[]) {
  for (const [from, to] of MOVES) {
    if (from! > ids.length || to! > ids.length) continue;
    const { data } = await admin.from(table).select('id, position').in('id', ids).eq('position', from!);
    must(await admin.from(table).update({ position: to! }).eq('id', data![0]!.id).select());
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-order-'));
  site = await startApi();
  const { client: admin } = await signInAdmin(site);
  const projects = must(
    await admin
      .from('Project')
      .insert(Array.from({ length: 10 }, (_, i) => project({ title: `Obra ${i + 1}`, subtitle: 'Orden' })))
      .select('id'),
  );
  await reorder(
    admin,
    'Project',
    projects.map((p) => p.id),
  );
  // Three projects with ten renders each and four blueprints each, every list shuffled.
  for (const { id } of projects.slice(0, 3)) {
    for (const table of ['Render', 'Blueprint'] as const) {
      const count = table === 'Render' ? 10 : 4;
      const rows = must(
        await admin
          .from(table)
          .insert(
            Array.from({ length: count }, (_, i) => ({
              id_project: id,
              url: `/storage/v1/object/public/Gallery/orden/${table}-${id}-${i}.webp`,
            })),
          )
          .select('id'),
      );
      await reorder(
        admin,
        table,
        rows.map((r) => r.id),
      );
    }
  }
});

afterAll(async () => {
  await site?.stop();
  await rm(work, { recursive: true, force: true });
});

/** Each ordered list as the visitor reads it: projects by title, renders and blueprints by URL. */
async function orders(b: TestBackend) {
  const c = b.client();
  const projects = must(await c.from('Project').select('id, title').order('position'));
  const title = new Map(projects.map((p) => [p.id, p.title]));
  const lists: Record<string, string[]> = { Project: projects.map((p) => p.title) };
  for (const table of ['Render', 'Blueprint'] as const) {
    for (const row of must(await c.from(table).select('id_project, url').order('position'))) {
      (lists[`${table} of ${title.get(row.id_project!)}`] ??= []).push(row.url.replace(/^.*\/orden\//, ''));
    }
  }
  return lists;
}

describe('the studio order', () => {
  it('a reordered site is really shuffled (the test would prove nothing otherwise)', async () => {
    const lists = await orders(site);
    expect(lists.Project).not.toEqual(
      [...lists.Project!].sort((a, b) => a.localeCompare(b, 'es', { numeric: true })),
    );
    expect(Object.keys(lists)).toHaveLength(7);
  });

  it('comes back exactly from backup → restore, with the positions the backup had', async () => {
    const file = path.join(work, 'orden.tar.gz');
    await createBackup(site.backend.db, site.backend.disk, file);
    const dataDir = path.join(work, 'restaurado');
    await restoreBackup(file, dataDir);
    const copy = await startApi({ dataDir });
    try {
      expect(await orders(copy)).toEqual(await orders(site));
      const positions = async (b: TestBackend) =>
        Object.fromEntries(
          await Promise.all(
            (['Project', 'Render', 'Blueprint'] as const).map(async (t) => [
              t,
              must(await b.client().from(t).select('id, position').order('id')),
            ]),
          ),
        );
      expect(await positions(copy)).toEqual(await positions(site));
    } finally {
      await copy.stop();
    }
  });

  it('arrives exactly with push into an empty project', async () => {
    const to = await startApi();
    try {
      const report = await pushSite({
        source: { url: site.url, key: site.secretKey },
        target: { url: to.url, secretKey: to.secretKey },
        statePath: path.join(work, 'push-state.json'),
      });
      for (const r of Object.values(report.rows)) expect(r.failed).toEqual([]);
      expect(await orders(to)).toEqual(await orders(site));
    } finally {
      await to.stop();
    }
  });
});
