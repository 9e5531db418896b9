// bench:media's rows for planos from a PDF: a 3-page A1 PDF of vector planos (lines and 2 mm
// dimension texts, tests/support/plano-pdf.ts) made at run time is chosen in 'Planos' in
// Chromium; the rows give the time to open it (pdf.js fetched and the pages counted), the
// panel's time per page (drawn at 8 px per mm, compressed to SPEC §9's 1920 px with its copies,
// uploaded and recorded) and the size each page was drawn at. `npx tsx bench/media.ts --only
// plano-pdf` runs these rows alone (after `npm run build`).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TestBackend } from '../harness/backend';
import { planoPdf } from '../harness/plano-pdf';
import type { Row } from './image-formats';

const PAGES = 3;
const PROJECT = {
  title: 'Planos PDF',
  subtitle: 'Banco',
  description: 'd',
  year: '2025',
  location: 'l',
  type: 'Residencial',
} as const;

export async function planoPdfRows(b: TestBackend, page: Page): Promise<Row[]> {
  const made = Date.now();
  const pdf = planoPdf({ pages: PAGES, widthMm: 841, heightMm: 594, detail: 3000 });
  const madeIn = (Date.now() - made) / 1000;
  const db = b.client(b.serviceKey);
  const inserted = await db.from('Project').insert(PROJECT).select().single();
  if (inserted.error) throw new Error(inserted.error.message);
  await page.reload();
  await page
    .getByRole('list', { name: 'Proyectos' })
    .getByRole('button', { name: new RegExp(PROJECT.title) })
    .click();
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-bench-pdf-'));
  try {
    const file = path.join(work, 'planos-a1.pdf');
    await writeFile(file, pdf);
    const chosen = Date.now();
    await page.getByLabel('Elegir plano').setInputFiles(file);
    const group = page.getByRole('group', { name: 'PDF planos-a1.pdf' });
    await group.getByText(`«planos-a1.pdf»: ${PAGES} páginas.`).waitFor({ timeout: 120_000 });
    const opened = (Date.now() - chosen) / 1000;
    const items = group.getByRole('list', { name: 'Páginas del PDF' }).getByRole('listitem');
    await group.getByRole('button', { name: `Subir ${PAGES} planos del PDF` }).click();
    // Each page's end: when its line says 'Subida'; the last one's when the list closes (the
    // planos are in).
    const started = Date.now();
    const doneAt: number[] = [];
    let drawnAs = '';
    while (doneAt.length < PAGES) {
      if (Date.now() - started > 1_800_000) throw new Error('PDF sin guardar en 30 min');
      if ((await group.count()) === 0) {
        while (doneAt.length < PAGES) doneAt.push(Date.now());
        break;
      }
      const states = await items.allTextContents().catch(() => [] as string[]);
      for (let i = doneAt.length; i < states.length && /Subida · /.test(states[i]!); i++) {
        doneAt.push(Date.now());
        drawnAs ||= states[i]!.replace(/^.*Subida · /, '');
      }
      await page.waitForTimeout(100);
    }
    const perPage = doneAt.map((t, i) => (t - (i === 0 ? started : doneAt[i - 1]!)) / 1000);
    await group.waitFor({ state: 'detached', timeout: 120_000 });
    const rows = (
      await db.from('Blueprint').select('url').eq('id_project', inserted.data.id).order('position')
    ).data!;
    const stored = await Promise.all(
      rows.map(async (r) => (await (await fetch(new URL(r.url, b.url))).arrayBuffer()).byteLength),
    );
    const mean = perPage.reduce((a, s) => a + s, 0) / perPage.length;
    return [
      [
        `PDF A1 de ${PAGES} páginas (${(pdf.length / 1024).toFixed(0)} KiB, vectorial): abrirlo en el panel`,
        `fixture: ${madeIn.toFixed(1)} s`,
        `${opened.toFixed(1)} s (pdf.js y el recuento de páginas)`,
        'se informa',
      ],
      [
        'cada página en el panel: dibujar, comprimir, copias, subir y guardar',
        '—',
        `${perPage.map((s) => s.toFixed(1)).join(' / ')} s (media ${mean.toFixed(1)} s)`,
        'se informa',
      ],
      [
        'imagen de cada página',
        '—',
        `${drawnAs}; guardada a 1920 px: ${stored.map((n) => `${(n / 1024).toFixed(0)} KiB`).join(' / ')}`,
        '≥ 6 px/mm',
      ],
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
