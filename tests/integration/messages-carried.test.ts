// Visitors' messages travel with the site: `push` copies them (their project mapped to its id
// on the target, their text as the visitor wrote it, a URL in it neither rewritten nor followed)
// with the studio's retention period; a backup restores them with their times and flags.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite } from '../../server/ops/push';
import { sendMessage } from '../../harness/contact-proof';
import type { TestBackend } from '../../harness/backend';
import { must, project, restoredCopy, signInAdmin, startApi } from './helpers';

let from: TestBackend;
let to: TestBackend;
let work: string;
// A URL of the site's own storage inside a visitor's words: no file is copied for it.
const WORDS = `Me gustó esta foto: /storage/v1/object/public/Gallery/no-existe.webp`;

/** A site's messages, each with its project's title, in the order they came. */
async function messages(b: TestBackend) {
  const db = b.client(b.serviceKey);
  const { data: projects } = await db.from('Project').select('id, title');
  const titles = new Map((projects ?? []).map((p) => [p.id, p.title]));
  const rows = must(await db.from('Message').select('*').order('created_at'));
  return rows.map(({ id: _id, project: id, ...rest }) => ({
    ...rest,
    project: id === null ? null : titles.get(id),
  }));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-mensajes-'));
  [from, to] = await Promise.all([startApi(), startApi()]);
  const { client: here } = await signInAdmin(from);
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
  must(
    await sendMessage(from.client(), {
      name: 'Ana',
      email: 'ana@correo.test',
      message: WORDS,
      project: p!.id,
    }),
  );
  must(
    await sendMessage(from.client(), { name: 'Bot', email: 'bot@spam.test', message: 'Spam', website: 'x' }),
  );
  must(
    await here.from('Message').update({ answered_at: new Date().toISOString() }).eq('name', 'Ana').select(),
  );
  must(await here.from('MessageSettings').update({ retention_days: 730 }).eq('id', 1).select());
});

afterAll(async () => {
  await Promise.all([from?.stop(), to?.stop()]);
  await rm(work, { recursive: true, force: true });
});

describe('visitors’ messages', () => {
  it('are pushed with their project mapped, their words as written, and the retention period', async () => {
    const report = await pushSite({
      source: { url: from.url, key: from.secretKey },
      target: { url: to.url, secretKey: to.secretKey },
      statePath: path.join(work, 'state.json'),
    });
    expect(report.rows.Message).toEqual({ inserted: 2, updated: 0, skipped: 0, failed: [] });
    expect(report.files.failed).toEqual([]);
    expect(await messages(to)).toEqual(await messages(from));
    expect((await messages(to)).map((m) => [m.name, m.project, m.flag, m.body])).toEqual([
      ['Ana', 'Casa A', null, WORDS],
      ['Bot', null, 'honeypot', 'Spam'],
    ]);
    const settings = must(await to.client(to.serviceKey).from('MessageSettings').select('retention_days'));
    expect(settings).toEqual([{ retention_days: 730 }]);
    // Pushed again: nothing changes.
    const again = await pushSite({
      source: { url: from.url, key: from.secretKey },
      target: { url: to.url, secretKey: to.secretKey },
      statePath: path.join(work, 'state.json'),
    });
    expect(again.rows.Message).toEqual({ inserted: 0, updated: 0, skipped: 2, failed: [] });
  });

  it('are restored from a backup with their times, flags and answers; new ones continue after them', async () => {
    const copy = await restoredCopy(from, work);
    try {
      expect(await messages(copy)).toEqual(await messages(from));
      must(
        await sendMessage(copy.client(), {
          name: 'Nueva',
          email: 'nueva@correo.test',
          message: 'Tras restaurar',
        }),
      );
      const ids = must(await copy.client(copy.serviceKey).from('Message').select('id').order('id')).map(
        (m) => m.id,
      );
      expect(new Set(ids).size).toBe(3);
      const settings = must(
        await copy.client(copy.serviceKey).from('MessageSettings').select('retention_days'),
      );
      expect(settings).toEqual([{ retention_days: 730 }]);
    } finally {
      await copy.stop();
    }
  });
});
