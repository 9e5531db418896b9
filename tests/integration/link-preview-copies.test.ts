// A cover's link-preview copy (Project.render_preview): the 1200 × 630 picture the panel cuts
// around the cover's focal point. A link to the project pasted into a chat, in Spanish or in
// English, shows that copy (the centred crop without one); the copy is read by anyone, written by
// administrators only (the access matrix), a URL by the renditions' rule; it travels with backup
// → restore and push, and goes with its project or its replaced cover when the purge takes them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { pushSite } from '../../server/ops/push';
import { restoreBackup } from '../../server/ops/restore';
import { purgeTrash } from '../../server/storage/trash-purge';
import type { TestBackend } from '../../harness/backend';
import { readHead } from '../support/html-head';
import { appFixture } from './app-fixture';
import { must, project, signInAdmin, startApi, type Client, type Row } from './helpers';

let b: TestBackend;
let admin: Client;
let appDir: string;
let work: string;
let casa: Row<'Project'>;
let cover: string;
let copy: string;

const upload = async (name: string, body: string) => {
  must(await admin.storage.from('Gallery').upload(name, new Blob([body], { type: 'image/jpeg' })));
  return `/storage/v1/object/public/Gallery/${name}`;
};
const objects = async (backend = b) =>
  (
    await backend.backend.db.asOwner((tx) =>
      tx.query<{ name: string }>(`select name from storage.objects order by name`),
    )
  ).rows.map((r) => r.name);

async function head(pathname: string) {
  const res = await fetch(b.url + pathname, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
  return readHead(await res.text());
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-preview-'));
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
  cover = await upload('1732300000000-fachada.jpg', 'portada');
  copy = await upload('1732300000001-fachada-vista-previa.jpg', 'vista previa');
  [casa] = must(
    await admin
      .from('Project')
      .insert([
        project({ title: 'Casa Oeste', subtitle: 'Fachada', render: cover }),
        project({
          title: 'Casa Centro',
          subtitle: 'Patio',
          render: await upload('1732300000002-patio.jpg', 'p'),
        }),
      ])
      .select(),
  ) as [Row<'Project'>, Row<'Project'>];
  must(
    await admin
      .from('Project')
      .update({ render_focus_x: 0.05, render_focus_y: 0.5, render_preview: copy })
      .eq('id', casa.id)
      .select(),
  );
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

describe("a cover's link-preview copy", () => {
  it('is what a shared link shows, 1200 × 630, on the Spanish and the English page; a cover without one is cropped at the centre', async () => {
    for (const pathname of [
      '/ProjectsGallery/Casa%20Oeste-Fachada',
      '/en/ProjectsGallery/Casa%20Oeste-Fachada',
    ]) {
      const h = await head(pathname);
      expect(h.meta('og:image'), pathname).toBe(b.url + copy);
      expect(h.meta('twitter:image'), pathname).toBe(b.url + copy);
      expect([h.meta('og:image:width'), h.meta('og:image:height')]).toEqual(['1200', '630']);
    }
    const centred = await head('/ProjectsGallery/Casa%20Centro-Patio');
    expect(centred.meta('og:image')).toContain('1732300000002-patio.jpg?width=1200&height=630');
    expect(centred.meta('og:image')).toContain('resize=cover');
  });

  it('is a URL by the renditions’ rule: anything else is refused and changes nothing', async () => {
    for (const bad of ['javascript:alert(1)', '/storage/v1/object/public/Otro/x.jpg', 'https://a b/c.jpg']) {
      const { error } = await admin
        .from('Project')
        .update({ render_preview: bad })
        .eq('id', casa.id)
        .select();
      expect(error?.code, bad).toBe('23514');
    }
    const visitor = b.client();
    expect(must(await visitor.from('Project').select('render_preview').eq('id', casa.id).single())).toEqual({
      render_preview: copy,
    });
  });

  it('comes back with its file from backup → restore', async () => {
    const file = path.join(work, 'copia.tar.gz');
    await createBackup(b.backend.db, b.backend.disk, file);
    const dataDir = path.join(work, 'restaurado');
    await restoreBackup(file, dataDir);
    const restored = await startApi({ dataDir });
    try {
      const row = must(
        await restored.client().from('Project').select('render_preview').eq('id', casa.id).single(),
      );
      expect(row.render_preview).toBe(copy);
      const res = await fetch(restored.url + copy);
      expect([res.status, await res.text()]).toEqual([200, 'vista previa']);
    } finally {
      await restored.stop();
    }
  });

  it('arrives with push, its file copied and its URL the target’s', async () => {
    const to = await startApi();
    try {
      const report = await pushSite({
        source: { url: b.url, key: b.secretKey },
        target: { url: to.url, secretKey: to.secretKey },
        statePath: path.join(work, 'push-state.json'),
      });
      for (const r of Object.values(report.rows)) expect(r.failed).toEqual([]);
      const row = must(
        await to.client().from('Project').select('render_preview').eq('title', 'Casa Oeste').single(),
      );
      expect(row.render_preview).toMatch(/fachada-vista-previa\.jpg$/);
      const url = row.render_preview!.startsWith('http') ? row.render_preview! : to.url + row.render_preview!;
      expect(new URL(url).origin).toBe(new URL(to.url).origin);
      const res = await fetch(url);
      expect([res.status, await res.text()]).toEqual([200, 'vista previa']);
    } finally {
      await to.stop();
    }
  });

  it('goes with its replaced cover, and with its project, when the purge takes them', async () => {
    const other = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Casa Vieja', subtitle: 'Norte', render: await upload('9-vieja.jpg', 'v') }))
        .select(),
    )[0]!;
    const trashedCopy = await upload('9-vieja-vista-previa.jpg', 'vp');
    const replacedCopy = await upload('8-anterior-vista-previa.jpg', 'ap');
    must(await admin.from('Project').update({ render_preview: trashedCopy }).eq('id', other.id).select());
    must(
      await admin
        .from('ReplacedMedia')
        .insert({
          id_project: casa.id,
          field: 'render',
          columns: { render: await upload('8-anterior.jpg', 'a'), render_preview: replacedCopy },
        })
        .select(),
    );
    await b.backend.db.asOwner(async (tx) => {
      // Trashed, then 31 days old (the database stamps the trash time itself).
      await tx.query(`update public."Project" set deleted_at = now() where id = $1`, [other.id]);
      await tx.query(`update public."Project" set deleted_at = now() - interval '31 days' where id = $1`, [
        other.id,
      ]);
      await tx.query(`update public."ReplacedMedia" set deleted_at = now() - interval '31 days'`);
    });
    await purgeTrash(b.backend.db, b.backend.disk);
    const left = await objects();
    for (const gone of [
      '9-vieja.jpg',
      '9-vieja-vista-previa.jpg',
      '8-anterior.jpg',
      '8-anterior-vista-previa.jpg',
    ])
      expect(left, gone).not.toContain(gone);
    // The live cover's copy stays.
    expect(left).toContain('1732300000001-fachada-vista-previa.jpg');
  });
});
