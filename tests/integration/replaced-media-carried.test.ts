// A replaced cover waiting in the trash travels with the site: `push` copies its row (its project
// mapped, its file's URL pointing at the target) and its file into the target's private trash
// bucket; a backup restores the row with its time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite } from '../../server/ops/push';
import type { TestBackend } from '../../harness/backend';
import { must, project, restoredCopy, signInAdmin, startApi, type Client } from './helpers';

let from: TestBackend;
let to: TestBackend;
let work: string;
let here: Client;
const NAME = 'portada-anterior.webp';
const OLD = `/storage/v1/object/public/Gallery/${NAME}`;
// Five days ago, to the second (as PostgREST writes it): recent enough that no purge takes it.
const WHEN = new Date(Math.floor(Date.now() / 1000 - 5 * 86400) * 1000)
  .toISOString()
  .replace('.000Z', '+00:00');

/** A site's replaced covers, each with its project's title. */
async function replaced(b: TestBackend) {
  const db = b.client(b.serviceKey);
  const { data: projects } = await db.from('Project').select('id, title');
  const titles = new Map((projects ?? []).map((p) => [p.id, p.title]));
  const rows = must(await db.from('ReplacedMedia').select('*'));
  return rows.map((r) => ({
    project: titles.get(r.id_project),
    field: r.field,
    columns: r.columns,
    at: r.deleted_at,
  }));
}

const objects = async (b: TestBackend) =>
  (
    await b.backend.db.asOwner((tx) =>
      tx.query<{ bucket_id: string; name: string }>(
        `select bucket_id, name from storage.objects order by name`,
      ),
    )
  ).rows;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-replaced-'));
  [from, to] = await Promise.all([startApi(), startApi()]);
  ({ client: here } = await signInAdmin(from));
  // The target has a project of its own first, so ids differ on the two sides.
  const { client: there } = await signInAdmin(to);
  must(
    await there
      .from('Project')
      .insert(project({ title: 'Otra', subtitle: 'Casa' }))
      .select(),
  );
  const [p] = must(
    await here
      .from('Project')
      .insert(project({ title: 'Casa A', subtitle: 'Patio' }))
      .select(),
  );
  must(await here.storage.from('Papelera').upload(NAME, new Blob(['antes'], { type: 'image/webp' })));
  must(
    await here
      .from('ReplacedMedia')
      .insert({ id_project: p!.id, field: 'render', columns: { render: OLD } })
      .select(),
  );
  await from.backend.db.asOwner((tx) =>
    tx.query(`update public."ReplacedMedia" set deleted_at = $1`, [WHEN]),
  );
});

afterAll(async () => {
  await Promise.all([from?.stop(), to?.stop()]);
  await rm(work, { recursive: true, force: true });
});

describe('a replaced cover', () => {
  it('is pushed with its project mapped, its URL on the target and its file in the private bucket there', async () => {
    const report = await pushSite({
      source: { url: from.url, key: from.secretKey },
      target: { url: to.url, secretKey: to.secretKey },
      statePath: path.join(work, 'state.json'),
    });
    expect(report.rows.ReplacedMedia).toEqual({ inserted: 1, updated: 0, skipped: 0, failed: [] });
    expect(await replaced(to)).toEqual([
      { project: 'Casa A', field: 'render', columns: { render: `${to.url}${OLD}` }, at: WHEN },
    ]);
    expect(await objects(to)).toContainEqual({ bucket_id: 'Papelera', name: NAME });
  });

  it('is restored from a backup with its time', async () => {
    const copy = await restoredCopy(from, work);
    try {
      expect(await replaced(copy)).toEqual(await replaced(from));
      expect(await replaced(copy)).toHaveLength(1);
      // New rows there continue after the restored ids.
      const { client } = await signInAdmin(copy);
      const [p] = must(await client.from('Project').select('id'));
      must(
        await client
          .from('ReplacedMedia')
          .insert({ id_project: p!.id, field: 'video', columns: {} })
          .select(),
      );
      expect(await replaced(copy)).toHaveLength(2);
    } finally {
      await copy.stop();
    }
  });
});
