// Planos from a PDF: 'Planos' takes a PDF and each page becomes a plano, in page order after the
// planos already there, drawn in the browser by pdf.js at 6 px per mm of sheet or more; the PDF
// itself is stored once and the site's 'Detalle' offers it for download. A file named .pdf that
// is not one, a PDF with a password, a damaged one and one with too many pages are refused with a
// message and change nothing; 'Cancelar' midway leaves no plano and no file behind.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { openLoaded } from '../../harness/page-load.ts';
import { markerOf, planoPdf } from '../../harness/plano-pdf.ts';
import {
  closePanel,
  jpeg,
  openPanel,
  openProject,
  objectName,
  orphans,
  statusOf,
  storedObjects,
  trashedObjects,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;
let projectId: number;
let work: string;
const project = {
  title: 'Casa Planos',
  subtitle: 'PDF',
  description: 'Una casa.',
  year: '2025',
  location: 'Mérida',
  type: 'Residencial' as const,
};
// A6 portrait: small enough that the stored image (at most 1920 px, SPEC §9) is the page whole.
const SHEET = { widthMm: 105, heightMm: 148 };

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
  work = await mkdtemp(path.join(tmpdir(), 'estudio-plano-pdf-'));
  const { data } = await db.from('Project').insert(project).select().single();
  projectId = data!.id;
  await page.reload();
  await openProject(page, 'Casa Planos');
});

afterAll(async () => {
  await closePanel({ backend, browser });
  if (work) await rm(work, { recursive: true, force: true });
});

const planos = async () =>
  (
    await db
      .from('Blueprint')
      .select('url, position, pdf_url, pdf_page, pdf_size')
      .eq('id_project', projectId)
      .order('position')
  ).data ?? [];

const choose = (name: string, buffer: Buffer, mimeType = 'application/pdf') =>
  page.getByLabel('Elegir plano').setInputFiles({ name, mimeType, buffer });

/** Whether the page's marker square is dark in the image (its centre, well inside the square). */
async function markerDark(image: Buffer, pdfPage: number): Promise<boolean> {
  const { width, height } = await sharp(image).metadata();
  const m = markerOf(pdfPage);
  const x = Math.round((m.left + m.size / 2) * width);
  const y = Math.round(m.top * height + (m.size * width) / 2);
  const { data } = await sharp(image)
    .extract({ left: x - 1, top: y - 1, width: 3, height: 3 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Math.max(...data) < 80;
}

const fetchBytes = async (url: string) =>
  Buffer.from(await (await fetch(new URL(url, backend.url))).arrayBuffer());

describe("'Planos' takes a PDF", () => {
  it('a 2-page PDF becomes two planos in page order after the one there, each page at ≥ 6 px per mm; the site offers the PDF, whose download is the same bytes', async () => {
    // One plano uploaded before as an image: the PDF's pages go after it.
    await page
      .getByLabel('Elegir plano')
      .setInputFiles({ name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: await jpeg(900, 600) });
    await page.getByRole('button', { name: 'Subir plano', exact: true }).click();
    await expect.poll(async () => (await planos()).length, { timeout: 60_000 }).toBe(1);

    const pdf = planoPdf({ pages: 2, ...SHEET });
    // The file picker offers PDFs beside images.
    expect(await page.getByLabel('Elegir plano').getAttribute('accept')).toContain('application/pdf');
    await choose('planta-baja.pdf', pdf);
    const group = page.getByRole('group', { name: 'PDF planta-baja.pdf' });
    await group.getByText('«planta-baja.pdf»: 2 páginas.').waitFor({ timeout: 60_000 });
    await group.getByRole('button', { name: 'Subir 2 planos del PDF' }).click();
    await expect.poll(async () => (await planos()).length, { timeout: 120_000 }).toBe(3);
    await group.waitFor({ state: 'detached' });

    const rows = await planos();
    expect(rows.map((r) => [r.position, r.pdf_page])).toEqual([
      [1, null],
      [2, 1],
      [3, 2],
    ]);
    const pdfUrl = rows[1]!.pdf_url!;
    expect(rows[2]!.pdf_url).toBe(pdfUrl);
    expect(rows[1]!.pdf_size).toBe(pdf.length);
    // Each plano's image is its own page (the marker's place), at 6 px per mm of sheet or more.
    for (const [i, row] of rows.slice(1).entries()) {
      const image = await fetchBytes(row.url);
      const { width, height } = await sharp(image).metadata();
      expect(width / SHEET.widthMm).toBeGreaterThanOrEqual(6);
      expect(height / SHEET.heightMm).toBeGreaterThanOrEqual(6);
      expect(await markerDark(image, i + 1)).toBe(true);
      expect(await markerDark(image, i === 0 ? 2 : 1)).toBe(false);
    }
    // The panel's list shows the three planos.
    const section = page.getByRole('region', { name: /^Planos/ });
    await section.getByRole('button', { name: 'Eliminar plano 3' }).waitFor();
    expect(await orphans(backend)).toEqual([]);

    // The site: 'Detalle' on the second plano offers the PDF with its size; the first has none.
    const site = await openLoaded(
      browser,
      backend.url + projectPath({ title: project.title, subtitle: project.subtitle }),
    );
    const slider = site.getByRole('region', { name: 'Imágenes del proyecto' });
    await slider.getByRole('button', { name: 'Detalle' }).click();
    const link = slider.getByRole('link', { name: /^Descargar PDF/ });
    expect(await link.count()).toBe(0);
    await slider.getByRole('button', { name: 'Siguiente' }).click();
    expect(await link.textContent()).toBe('Descargar PDF (0,1 MB)');
    const download = await fetch(new URL((await link.getAttribute('href'))!, backend.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // Without `?download` too: a PDF is never opened as a page of the site.
    const plain = await fetch(new URL(pdfUrl, backend.url));
    expect(plain.headers.get('content-disposition')).toMatch(/^attachment;/);
    await site.context().close();
    // In English, the same link in English.
    const en = await openLoaded(
      browser,
      `${backend.url}/en${projectPath({ title: project.title, subtitle: project.subtitle })}`,
    );
    const enSlider = en.getByRole('region', { name: 'Project images' });
    await enSlider.getByRole('button', { name: 'Detail' }).click();
    await enSlider.getByRole('button', { name: 'Next' }).click();
    expect(await enSlider.getByRole('link', { name: /^Download PDF/ }).textContent()).toBe(
      'Download PDF (0.1 MB)',
    );
    await en.context().close();
  });

  it('a file named .pdf that is not a PDF is refused with its message, and nothing changes', async () => {
    const before = { rows: await planos(), objects: await storedObjects(backend) };
    await choose('plano-falso.pdf', Buffer.from('<html>no soy un PDF</html>'));
    await page
      .getByRole('alert')
      .filter({
        hasText:
          '«plano-falso.pdf» no es un PDF: su contenido no empieza como el de un PDF. No se subió nada.',
      })
      .waitFor();
    expect(await page.getByRole('group', { name: /^PDF / }).count()).toBe(0);
    expect(await planos()).toEqual(before.rows);
    expect(await storedObjects(backend)).toEqual(before.objects);
  });

  it('a PDF with a password, a damaged one and one of 31 pages are refused with their messages, and nothing changes', async () => {
    const before = { rows: await planos(), objects: await storedObjects(backend) };
    const plain = path.join(work, 'abierto.pdf');
    const locked = path.join(work, 'cerrado.pdf');
    await writeFile(plain, planoPdf({ pages: 1, ...SHEET }));
    await promisify(execFile)('qpdf', ['--encrypt', 'clave', 'duena', '256', '--', plain, locked]);
    const cases: [string, Buffer, string][] = [
      [
        'con-clave.pdf',
        await readFile(locked),
        '«con-clave.pdf» está protegido con contraseña: expórtalo sin contraseña y vuelve a elegirlo. No se subió nada.',
      ],
      [
        'roto.pdf',
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nbasura sin fin'),
        '«roto.pdf» está dañado o incompleto y no se puede leer. No se subió nada.',
      ],
      [
        'largo.pdf',
        planoPdf({ pages: 31, ...SHEET, detail: 1 }),
        '«largo.pdf» tiene 31 páginas y el límite es 30 por PDF: divídelo en varios. No se subió nada.',
      ],
    ];
    for (const [name, buffer, message] of cases) {
      await choose(name, buffer);
      const group = page.getByRole('group', { name: `PDF ${name}` });
      await group.getByRole('alert').filter({ hasText: message }).waitFor({ timeout: 60_000 });
      expect(await group.getByRole('button', { name: /^Subir/ }).count()).toBe(0);
      await group.getByRole('button', { name: 'Quitar PDF' }).click();
      await group.waitFor({ state: 'detached' });
    }
    expect(await planos()).toEqual(before.rows);
    expect(await storedObjects(backend)).toEqual(before.objects);
  });

  it("'Cancelar' midway removes the pages already added and the PDF: no plano, no file left", async () => {
    const before = { rows: await planos(), objects: await storedObjects(backend) };
    // Dropped on the slot this time. Pages large enough to take a while each (A4 at 8 px per mm),
    // so the first arrives before the last.
    const dropped = planoPdf({ pages: 4, widthMm: 297, heightMm: 210, detail: 400 });
    await page.getByLabel('Elegir plano').evaluate((input, base64) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], 'seccion.pdf', { type: 'application/pdf' }));
      for (const kind of ['dragenter', 'dragover', 'drop'])
        input.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, dropped.toString('base64'));
    const group = page.getByRole('group', { name: 'PDF seccion.pdf' });
    await group.getByRole('button', { name: 'Subir 4 planos del PDF' }).click({ timeout: 60_000 });
    const pages = group.getByRole('list', { name: 'Páginas del PDF' }).getByRole('listitem');
    // The first page is stored as a plano (with the PDF beside it) before 'Cancelar'.
    await pages
      .nth(0)
      .getByText(/^Subida · 2\.?376 × 1\.?680 px \(8 px\/mm\)$/)
      .waitFor({ timeout: 120_000 });
    expect((await planos()).length).toBe(before.rows.length + 1);
    expect((await storedObjects(backend)).some((name) => name.endsWith('seccion.pdf'))).toBe(true);
    await group.getByRole('button', { name: 'Cancelar' }).click();
    await group.getByText('Cancelado: no se agregó ningún plano del PDF.').waitFor({ timeout: 60_000 });
    expect(await planos()).toEqual(before.rows);
    expect(await storedObjects(backend)).toEqual(before.objects);
    expect(await orphans(backend)).toEqual([]);
    // The panel's list did not change either.
    const section = page.getByRole('region', { name: /^Planos/ });
    expect(await section.getByRole('button', { name: /^Eliminar plano/ }).count()).toBe(before.rows.length);
  });

  it("the PDF goes to the 'Papelera' with the last plano naming it, comes back with a restored one, and is deleted with the last one deleted for good", async () => {
    const pdfUrl = (await planos()).find((r) => r.pdf_url)!.pdf_url!;
    const pdfName = objectName(pdfUrl);
    const section = page.getByRole('region', { name: /^Planos/ });
    const trashPlano = async (n: number) => {
      await section.getByRole('button', { name: `Eliminar plano ${n}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await writeDone(page);
    };
    // The PDF's first page: its second still names the PDF, which stays public.
    await trashPlano(2);
    expect(await statusOf(backend, pdfUrl)).toBe(200);
    // The second page, now plano 2: no live plano names the PDF; it waits in the private bucket.
    await trashPlano(2);
    expect(await statusOf(backend, pdfUrl)).toBe(404);
    expect(await trashedObjects(backend)).toContain(pdfName);

    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    const items = page
      .getByRole('list', { name: 'Elementos en la papelera' })
      .getByRole('listitem')
      .filter({ hasText: 'Plano del proyecto «Casa Planos — PDF»' });
    await expect.poll(() => items.count()).toBe(2);
    await items
      .first()
      .getByRole('button', { name: /^Restaurar/ })
      .click();
    await writeDone(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await statusOf(backend, pdfUrl)).toBe(200);
    expect(await trashedObjects(backend)).not.toContain(pdfName);

    // Deleted for good: with the one still in the trash the PDF stays (the restored one names it)…
    const forGood = async () => {
      await items
        .first()
        .getByRole('button', { name: /^Eliminar definitivamente/ })
        .click();
      await page
        .getByRole('dialog', { name: /¿Eliminar definitivamente\?/ })
        .getByRole('button', { name: 'Eliminar definitivamente' })
        .click();
      await writeDone(page);
      expect(await page.getByRole('alert').count()).toBe(0);
    };
    await forGood();
    expect(await statusOf(backend, pdfUrl)).toBe(200);
    // …and goes with the last one.
    await page.getByRole('tab', { name: 'Proyectos' }).click();
    await openProject(page, 'Casa Planos');
    await trashPlano(2);
    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    await expect.poll(() => items.count()).toBe(1);
    await forGood();
    expect(await storedObjects(backend)).not.toContain(pdfName);
    expect(await trashedObjects(backend)).not.toContain(pdfName);
    expect(await orphans(backend)).toEqual([]);
    expect((await planos()).map((r) => r.pdf_url)).toEqual([null]);
  });
});
