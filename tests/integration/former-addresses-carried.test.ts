// Projects' former addresses travel with the site: `push` copies them into a hosted project (whose
// own database records the renames push brings), and a backup restores them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite, type PushOptions } from '../../server/ops/push';
import type { TestBackend } from '../../harness/backend';
import { must, project, restoredCopy, signInAdmin, startApi, type Client } from './helpers';

let from: TestBackend;
let to: TestBackend;
let work: string;
let options: PushOptions;
let here: Client;
let there: Client;

/** The former addresses of a site, each with the title of the project it leads to. */
async function formers(b: TestBackend): Promise<string[]> {
  const db = b.client(b.serviceKey);
  const { data: projects } = await db.from('Project').select('id, title');
  const titles = new Map((projects ?? []).map((p) => [p.id, p.title]));
  const { data } = await db.from('ProjectAddress').select('lang, key, id_project').order('lang').order('key');
  return (data ?? []).map((a) => `${a.lang} ${a.key} → ${titles.get(a.id_project)}`);
}

async function rename(client: Client, from: string, title: string): Promise<void> {
  must(await client.from('Project').update({ title }).eq('title', from).select());
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-former-'));
  [from, to] = await Promise.all([startApi(), startApi()]);
  ({ client: here } = await signInAdmin(from));
  ({ client: there } = await signInAdmin(to));
  must(
    await here
      .from('Project')
      .insert([
        project({ title: 'Casa A', subtitle: 'Patio' }),
        project({ title: 'Nave Z', subtitle: 'Sur', type: 'Comercial' }),
      ])
      .select(),
  );
  await rename(here, 'Casa A', 'Casa B');
  options = {
    source: { url: from.url, key: from.secretKey },
    target: { url: to.url, secretKey: to.secretKey },
    statePath: path.join(work, 'state.json'),
  };
});

afterAll(async () => {
  await Promise.all([from?.stop(), to?.stop()]);
  await rm(work, { recursive: true, force: true });
});

describe('push', () => {
  it('copies the former addresses, each leading to its project there', async () => {
    const report = await pushSite(options);
    expect(report.rows.ProjectAddress).toEqual({ inserted: 2, updated: 0, skipped: 0, failed: [] });
    expect(await formers(to)).toEqual(['en Casa A-Patio → Casa B', 'es Casa A-Patio → Casa B']);
    // And the target answers them (the site's own redirect reads the same rows).
    const { data } = await to.client().from('ProjectAddress').select('id_project').eq('key', 'Casa A-Patio');
    expect(data).toHaveLength(2);
  });

  it('a second push changes nothing; a later rename adds only what is new', async () => {
    expect((await pushSite(options)).rows.ProjectAddress).toEqual({
      inserted: 0,
      updated: 0,
      skipped: 2,
      failed: [],
    });
    await rename(here, 'Casa B', 'Casa C');
    const report = await pushSite(options);
    // The target recorded Casa B itself when push renamed the project there.
    expect(report.rows.ProjectAddress!.failed).toEqual([]);
    expect(await formers(to)).toEqual([
      'en Casa A-Patio → Casa C',
      'en Casa B-Patio → Casa C',
      'es Casa A-Patio → Casa C',
      'es Casa B-Patio → Casa C',
    ]);
    expect(await formers(to)).toEqual(await formers(from));
  });

  it('leaves an address a live project holds there to that project', async () => {
    await rename(here, 'Nave Z', 'Nave Y');
    await pushSite(options);
    // There, a new project takes the address the pushed one left: it is that project's page now.
    must(
      await there
        .from('Project')
        .insert(project({ title: 'Nave Z', subtitle: 'Sur', type: 'Comercial' }))
        .select(),
    );
    const report = await pushSite(options);
    expect(report.rows.ProjectAddress).toMatchObject({ inserted: 0, updated: 0, skipped: 6, failed: [] });
    expect((await formers(to)).filter((f) => f.includes('Nave Z-Sur'))).toEqual([]);
    expect((await formers(from)).filter((f) => f.includes('Nave Z-Sur'))).toEqual([
      'en Nave Z-Sur → Nave Y',
      'es Nave Z-Sur → Nave Y',
    ]);
  });
});

describe('backup and restore', () => {
  it('restores every former address', async () => {
    const copy = await restoredCopy(from, work);
    try {
      expect(await formers(copy)).toEqual(await formers(from));
      expect(await formers(copy)).toContain('es Casa A-Patio → Casa C');
      expect(await formers(copy)).toContain('es Nave Z-Sur → Nave Y');
    } finally {
      await copy.stop();
    }
  });
});
