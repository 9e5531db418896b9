// A project's cover (render) and video reach every served page's head. The API
// refuses a value that is not a URL of the bucket or of http(s) (supabase/migrations/
// 20261124000200_media_urls.sql); a bad value already stored (a hosted project's rows from before
// that migration) is left out of the head and the pages still answer 200.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, MIGRATOR_ROLE } from '../../server/db/migrate';
import type { TestBackend } from '../../harness/backend';
import { readHead } from '../support/html-head';
import { appFixture } from './app-fixture';
import { must, project, signInAdmin, startApi, type Client, type Row } from './helpers';

const BAD = 'http://[no-es-una-url';
const MIGRATION = '20261124000200_media_urls.sql';

let b: TestBackend;
let admin: Client;
let appDir: string;
let casa: Row<'Project'>;

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
  casa = must(
    await admin
      .from('Project')
      .insert(project({ title: 'Casa Faro', subtitle: 'Costa', type: 'Comercial' }))
      .select()
      .single(),
  );
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('the API', () => {
  it.each([
    ['render', 'no es una url'],
    ['render', BAD],
    ['render', 'javascript:alert(1)'],
    ['video', '/r/fuera-del-bucket.mp4'],
    ['video', 'https://cdn.example.com/a b.mp4'],
  ] as const)('refuses %s = %j with a 400 and keeps the old value', async (column, value) => {
    const answer = await admin
      .from('Project')
      .update(column === 'render' ? { render: value } : { video: value })
      .eq('id', casa.id)
      .select();
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('23514');
    const row = must(await admin.from('Project').select('*').eq('id', casa.id).single());
    expect(row[column]).toBeNull();
  });

  it('accepts a URL of the bucket, as stored by the embedded backend or by hosted Supabase', async () => {
    for (const value of [
      '/storage/v1/object/public/Gallery/1732300000000-portada%20nueva.webp',
      'https://abcd.supabase.co/storage/v1/object/public/Gallery/1732300000000-portada.webp',
      'http://[::1]:3000/storage/v1/object/public/Gallery/1732300000000-portada.webp',
    ]) {
      const answer = await admin.from('Project').update({ render: value }).eq('id', casa.id).select();
      expect(must(answer)[0]?.render).toBe(value);
    }
    must(await admin.from('Project').update({ render: null }).eq('id', casa.id).select());
  });
});

describe('a bad value stored before the rule existed', () => {
  beforeAll(async () => {
    // A hosted project's old row: the constraint is dropped, the row written, and the migration
    // applied again on top of it, as on a project that already held such a value.
    await b.backend.db.pg.exec(
      `alter table public."Project" drop constraint "Project_render_url", drop constraint "Project_video_url"`,
    );
    await b.backend.db.pg.query(`update public."Project" set render = $1, video = $1 where id = $2`, [
      BAD,
      casa.id,
    ]);
    const sql = await readFile(path.join(MIGRATIONS_DIR, MIGRATION), 'utf8');
    await b.backend.db.asOwner(async (tx) => {
      await tx.exec(`set local role ${MIGRATOR_ROLE}`);
      await tx.exec(sql);
    });
  });

  it('leaves the migration re-runnable: the constraint stays, unvalidated, and new writes are checked', async () => {
    const { rows } = await b.backend.db.pg.query<{ convalidated: boolean }>(
      `select convalidated from pg_constraint where conname = 'Project_render_url'`,
    );
    expect(rows).toEqual([{ convalidated: false }]);
    const answer = await admin.from('Project').update({ render: 'otra cosa' }).eq('id', casa.id).select();
    expect(answer.error?.code).toBe('23514');
  });

  it.each([
    '/',
    '/ProjectsGallery?type=Comercial',
    `/ProjectsGallery/${encodeURIComponent('Casa Faro-Costa')}`,
  ])('%s still answers 200, with the value left out of its head', async (page) => {
    const res = await fetch(b.url + page);
    const html = await res.text();
    expect(res.status).toBe(200);
    const head = readHead(html);
    expect(head.title).toBeTruthy();
    expect(html).not.toContain('no-es-una-url');
  });
});
