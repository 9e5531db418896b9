// Planos from a PDF, on the server's side: the columns a plano records its PDF in (read with the
// row, written by administrators, checked by the database), the stored PDF served as a download
// (application/pdf, attachment), the purge that removes it with the last plano naming it, and
// backups, restores and `push` carrying the PDF with its planos.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { pushSite } from '../../server/ops/push';
import { restoreBackup } from '../../server/ops/restore';
import { purgeTrash } from '../../server/storage/trash-purge';
import type { TestBackend } from '../../harness/backend';
import { planoPdf } from '../../harness/plano-pdf';
import { must, project, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-plano-pdf-'));
  b = await startApi({ fresh: true });
  ({ client: admin } = await signInAdmin(b));
});
afterAll(async () => {
  await b?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const link = (name: string) => `/storage/v1/object/public/Gallery/${name}`;
const PDF = planoPdf({ pages: 2, widthMm: 105, heightMm: 148 });

/** A project with two planos made from one stored PDF, as the panel leaves them. */
async function planosFromPdf(title: string, name: string) {
  must(await admin.storage.from('Gallery').upload(name, PDF, { contentType: 'application/pdf' }));
  const [p] = must(
    await admin
      .from('Project')
      .insert(project({ title, subtitle: 'PDF' }))
      .select(),
  );
  const rows = must(
    await admin
      .from('Blueprint')
      .insert(
        [1, 2].map((page) => ({
          id_project: p!.id,
          url: link(`${name.replace('.pdf', '')}-pagina-${page}.png`),
          pdf_url: link(name),
          pdf_page: page,
          pdf_size: PDF.length,
        })),
      )
      .select(),
  );
  return { project: p!, planos: rows };
}

const objects = async (client: TestBackend) =>
  (
    await client.backend.db.asOwner((tx) =>
      tx.query<{ bucket_id: string; name: string }>(
        `select bucket_id, name from storage.objects order by name`,
      ),
    )
  ).rows.map((o) => `${o.bucket_id}/${o.name}`);

describe("a plano's PDF", () => {
  it('is read with the row by anyone and checked by the database: a page or size without a PDF, page 0, a URL that is not one are refused', async () => {
    const { planos } = await planosFromPdf('Lectura', 'lectura.pdf');
    const visitor = b.client();
    expect(
      must(await visitor.from('Blueprint').select('pdf_url, pdf_page, pdf_size').eq('id', planos[0]!.id)),
    ).toEqual([{ pdf_url: link('lectura.pdf'), pdf_page: 1, pdf_size: PDF.length }]);
    // Visitors cannot write it.
    const refused = await visitor
      .from('Blueprint')
      .update({ pdf_url: null })
      .eq('id', planos[0]!.id)
      .select();
    expect(refused.error?.code).toBe('42501');
    for (const bad of [
      { pdf_url: null, pdf_page: 1 },
      { pdf_url: null, pdf_size: 10 },
      { pdf_page: 0 },
      { pdf_size: 0 },
      { pdf_url: 'javascript:alert(1)' },
    ]) {
      const { error } = await admin.from('Blueprint').update(bad).eq('id', planos[0]!.id).select();
      expect(error?.code, JSON.stringify(bad)).toBe('23514');
    }
  });

  it('is served as application/pdf and always as a download, never as a page of the site', async () => {
    await planosFromPdf('Servido', 'servido.pdf');
    for (const query of ['', '?download']) {
      const res = await fetch(`${b.url}${link('servido.pdf')}${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="servido.pdf"');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    // An image keeps being shown inline.
    must(await admin.storage.from('Gallery').upload('vista.webp', new Blob(['w'], { type: 'image/webp' })));
    expect((await fetch(`${b.url}${link('vista.webp')}`)).headers.get('content-disposition')).toBeNull();
  });

  it('the purge keeps the PDF while a plano still names it and removes it with the last one', async () => {
    const { planos } = await planosFromPdf('Purgada', 'purgada.pdf');
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    // Moved to the trash (the database stamps the time), then 31 days back.
    const trashLongAgo = async (id: number) => {
      must(
        await admin.from('Blueprint').update({ deleted_at: new Date().toISOString() }).eq('id', id).select(),
      );
      must(await admin.from('Blueprint').update({ deleted_at: longAgo }).eq('id', id).select());
    };

    await trashLongAgo(planos[0]!.id);
    await purgeTrash(b.backend.db, b.backend.disk);
    expect(must(await admin.from('Blueprint').select('id').eq('id', planos[0]!.id))).toEqual([]);
    expect((await fetch(`${b.url}${link('purgada.pdf')}`)).status).toBe(200);

    // The last plano: in the trash its PDF waits in the private bucket, and the purge removes it there.
    await trashLongAgo(planos[1]!.id);
    must(
      await admin.storage
        .from('Gallery')
        .move('purgada.pdf', 'purgada.pdf', { destinationBucket: 'Papelera' }),
    );
    await purgeTrash(b.backend.db, b.backend.disk);
    expect((await objects(b)).filter((o) => o.includes('purgada.pdf'))).toEqual([]);
    expect(must(await admin.from('PurgedFile').select('url'))).toEqual([]);
  });

  it('deleting the last plano for good queues its PDF for removal', async () => {
    const { planos } = await planosFromPdf('Borrada', 'borrada.pdf');
    must(await admin.from('Blueprint').delete().eq('id', planos[0]!.id).select());
    // The other page still names it: queued, but the purge keeps it.
    await purgeTrash(b.backend.db, b.backend.disk);
    expect((await fetch(`${b.url}${link('borrada.pdf')}`)).status).toBe(200);
    must(await admin.from('Blueprint').delete().eq('id', planos[1]!.id).select());
    expect(must(await admin.from('PurgedFile').select('url'))).toEqual([{ url: link('borrada.pdf') }]);
    await purgeTrash(b.backend.db, b.backend.disk);
    expect((await fetch(`${b.url}${link('borrada.pdf')}`)).status).toBe(404);
  });

  it('a backup and its restore carry the PDF and the planos that name it', async () => {
    const { planos } = await planosFromPdf('Respaldada', 'respaldada.pdf');
    await createBackup(b.backend.db, b.backend.disk, path.join(work, 'copia.tar.gz'));
    await restoreBackup(path.join(work, 'copia.tar.gz'), path.join(work, 'data'));
    const copy = await startApi({ dataDir: path.join(work, 'data') });
    try {
      const rows = must(
        await copy
          .client()
          .from('Blueprint')
          .select('id, pdf_url, pdf_page, pdf_size')
          .in(
            'id',
            planos.map((p) => p.id),
          )
          .order('id'),
      );
      expect(rows).toEqual(
        planos.map((p) => ({ id: p.id, pdf_url: p.pdf_url, pdf_page: p.pdf_page, pdf_size: PDF.length })),
      );
      const res = await fetch(`${copy.url}${link('respaldada.pdf')}`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    } finally {
      await copy.stop();
    }
  });

  it('push copies the PDF into the target and its planos name it there', async () => {
    await planosFromPdf('Empujada', 'empujada.pdf');
    const target = await startApi({ fresh: true });
    try {
      const report = await pushSite({
        source: { url: b.url, key: b.secretKey },
        target: { url: target.url, secretKey: target.secretKey },
        statePath: path.join(work, 'push-state.json'),
      });
      // The planos' page images were never stored in this test: only the PDFs must arrive.
      expect(report.files.failed.filter((f) => f.includes('.pdf'))).toEqual([]);
      const [pushed] = must(await target.client().from('Project').select('id').eq('title', 'Empujada'));
      const rows = must(
        await target
          .client()
          .from('Blueprint')
          .select('pdf_url, pdf_page, pdf_size')
          .eq('id_project', pushed!.id)
          .order('position'),
      );
      expect(rows.map((r) => [r.pdf_page, r.pdf_size])).toEqual([
        [1, PDF.length],
        [2, PDF.length],
      ]);
      const there = await fetch(new URL(rows[0]!.pdf_url!, target.url));
      expect([there.status, there.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(Buffer.from(await there.arrayBuffer()).equals(PDF)).toBe(true);
    } finally {
      await target.stop();
    }
  });
});
