// bench:media's rows for the studio's real image files: each fixture of
// harness/image-fixtures.ts at an iPhone's 12 MP (4032×3024) — made with ImageMagick and
// heif-enc — is uploaded as a render through the panel in Chromium; the row gives the seconds
// the fixture took to make and the seconds from 'Subir render' to the stored render (decoding,
// SPEC §9 compression, copies, upload), and what was stored. `npx tsx bench/media.ts --only
// image-formats` runs these rows alone (after `npm run build`).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TestBackend } from '../harness/backend';
import { makeImageFixtures, type FixtureName } from '../harness/image-fixtures';

const UPLOADED: FixtureName[] = ['heic', 'avif', 'png16', 'cmyk', 'rotated', 'jpeg'];
const PROJECT = {
  title: 'Formatos',
  subtitle: 'Banco',
  description: 'd',
  year: '2025',
  location: 'l',
  type: 'Residencial',
} as const;

export type Row = [string, string, string, string];

/** One row per fixture: [measure, fixture made in, panel preparation and upload, stored as]. */
export async function imageFormatRows(b: TestBackend, page: Page): Promise<Row[]> {
  const made = new Map<FixtureName, number>();
  const fixtures = await makeImageFixtures(4032, 3024, UPLOADED, made);
  const db = b.client(b.serviceKey);
  const inserted = await db.from('Project').insert(PROJECT).select().single();
  if (inserted.error) throw new Error(inserted.error.message);
  const projectId = inserted.data.id;
  await page.reload();
  await page
    .getByRole('list', { name: 'Proyectos' })
    .getByRole('button', { name: new RegExp(PROJECT.title) })
    .click();
  const count = async () =>
    (await db.from('Render').select('id', { count: 'exact', head: true }).eq('id_project', projectId))
      .count ?? 0;
  const rows: Row[] = [];
  // Playwright passes files over 50 MB (the 16-bit PNG) only by path.
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-bench-formats-'));
  try {
    for (const name of UPLOADED) rows.push(await uploadOne(name));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return rows;

  async function uploadOne(name: FixtureName): Promise<Row> {
    const file = fixtures.get(name)!;
    const before = await count();
    const onDisk = path.join(work, file.name);
    await writeFile(onDisk, file.buffer);
    await page.getByLabel('Elegir render').setInputFiles(onDisk);
    const started = Date.now();
    await page.getByRole('button', { name: 'Subir render' }).click();
    while ((await count()) === before) {
      if (Date.now() - started > 600_000) throw new Error(`${file.name}: sin guardar en 10 min`);
      await page.waitForTimeout(100);
    }
    const seconds = (Date.now() - started) / 1000;
    const last = await db
      .from('Render')
      .select('url')
      .eq('id_project', projectId)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    const storedName = decodeURIComponent(last.data!.url.split('/').pop()!).replace(/^\d+-/, '');
    const size = (await (await fetch(new URL(last.data!.url, b.url))).arrayBuffer()).byteLength;
    await page
      .getByRole('status', { name: 'Actualizando...' })
      .waitFor({ state: 'detached', timeout: 600_000 });
    return [
      `preparar y subir ${file.name} (${(file.buffer.length / 1024 / 1024).toFixed(1)} MiB, 4032×3024)`,
      `fixture: ${(made.get(name)! / 1000).toFixed(1)} s`,
      `${seconds.toFixed(1)} s → ${storedName}, ${(size / 1024).toFixed(0)} KiB`,
      'se informa',
    ];
  }
}
