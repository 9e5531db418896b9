// Captions, credits, facts, a project's client and the history of words and facts travel with
// the site: `push` copies them into a target whose ids differ (the client to its project there,
// each version naming its row and project there, and a second run copies nothing twice); a
// backup restores them as they were, and a change made after the restore is still kept.
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

const CREDIT = { name: 'Ana Ruiz', role: 'photo' as const };

/** What a site holds of one project's credits, facts, client and history, by names rather than ids. */
async function carried(b: TestBackend) {
  const db = b.client(b.serviceKey);
  const [p] = must(
    await db
      .from('Project')
      .select('id, render_caption, render_credit, status, year_number, city, collaborators, awards')
      .eq('title', 'Casa Credito'),
  );
  const renders = must(await db.from('Render').select('id, url, caption, credit').eq('id_project', p!.id));
  const client = must(await db.from('ProjectClient').select('name, shown').eq('id_project', p!.id));
  const history = must(
    await db
      .from('ContentVersion')
      .select('table_name, row_id, old_values, new_values')
      .eq('id_project', p!.id)
      .order('id'),
  );
  const renderUrl = new Map(renders.map((r) => [r.id, r.url.split('/').at(-1)]));
  return {
    project: { ...p!, id: undefined },
    renders: renders.map((r) => ({ ...r, id: undefined, url: r.url.split('/').at(-1) })),
    client,
    // Each version names its row: the project itself, or a render by its file.
    history: history.map((v) => ({
      ...v,
      row_id: v.table_name === 'Render' ? renderUrl.get(v.row_id) : v.row_id === p!.id ? 'project' : v.row_id,
    })),
  };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-credits-'));
  [from, to] = await Promise.all([startApi(), startApi()]);
  ({ client: here } = await signInAdmin(from));
  // The target has rows of its own first, so ids differ on the two sides.
  const { client: there } = await signInAdmin(to);
  const [other] = must(
    await there
      .from('Project')
      .insert(project({ title: 'Otra', subtitle: 'Casa' }))
      .select(),
  );
  must(
    await there
      .from('Render')
      .insert({ id_project: other!.id, url: '/storage/v1/object/public/Gallery/x.webp' })
      .select(),
  );
  const [p] = must(
    await here
      .from('Project')
      .insert(project({ title: 'Casa Credito', subtitle: 'Patio' }))
      .select(),
  );
  const [r] = must(
    await here
      .from('Render')
      .insert({ id_project: p!.id, url: '/storage/v1/object/public/Gallery/1-sala.webp' })
      .select(),
  );
  must(await here.from('Render').update({ caption: 'Sala', credit: CREDIT }).eq('id', r!.id).select());
  must(await here.from('Render').update({ caption: 'Sala y comedor' }).eq('id', r!.id).select());
  must(
    await here
      .from('Project')
      .update({
        render_caption: 'Fachada',
        render_credit: CREDIT,
        status: 'built',
        year_number: 2020,
        city: 'Oaxaca',
        collaborators: [{ role: 'Estructura', name: 'Ingenia' }],
        awards: [{ title: 'Bienal', year: 2021 }],
      })
      .eq('id', p!.id)
      .select(),
  );
  must(
    await here
      .from('ProjectClient')
      .insert({ id_project: p!.id, name: 'Familia Ortega', shown: true })
      .select(),
  );
});

afterAll(async () => {
  await Promise.all([from?.stop(), to?.stop()]);
  await rm(work, { recursive: true, force: true });
});

describe('credits, facts, client and history', () => {
  it('are pushed to the target under its ids, once', async () => {
    const options = {
      source: { url: from.url, key: from.secretKey },
      target: { url: to.url, secretKey: to.secretKey },
      statePath: path.join(work, 'state.json'),
    };
    const report = await pushSite(options);
    expect(report.rows.ProjectClient).toEqual({ inserted: 1, updated: 0, skipped: 0, failed: [] });
    expect(report.rows.ContentVersion).toMatchObject({ inserted: 4, failed: [] });
    const there = await carried(to);
    expect(there).toEqual(await carried(from));
    expect(there.history.map((v) => v.table_name)).toEqual(['Render', 'Render', 'Project', 'ProjectClient']);
    const again = await pushSite(options);
    expect(again.rows.ContentVersion).toEqual({ inserted: 0, updated: 0, skipped: 4, failed: [] });
    expect(again.rows.ProjectClient).toEqual({ inserted: 0, updated: 0, skipped: 1, failed: [] });
  });

  it('are restored from a backup as they were, and the history goes on after it', async () => {
    const copy = await restoredCopy(from, work);
    try {
      expect(await carried(copy)).toEqual(await carried(from));
      const { client } = await signInAdmin(copy);
      const [p] = must(await client.from('Project').select('id').eq('title', 'Casa Credito'));
      must(await client.from('Project').update({ city: 'Puebla' }).eq('id', p!.id).select());
      const history = (await carried(copy)).history;
      expect(history).toHaveLength(5);
      expect(history.at(-1)).toMatchObject({
        old_values: { city: 'Oaxaca' },
        new_values: { city: 'Puebla' },
      });
    } finally {
      await copy.stop();
    }
  });
});
