// bench:media's full-detail rows: a 9000×6000 plano with 16 px lettering (tests/support/
// plano-fixture.ts) and an 8192×4096 panorama (ffmpeg) are made at run time and uploaded through
// the panel in Chromium, which cuts their tiles; then a phone (390×844, 3× pixels) opens the plano
// in 'Detalle': the bytes of its first view, the bytes more to zoom to full detail on one area,
// and — when Debian's tesseract-ocr is installed — what text recognition reads of a screenshot of
// the phone's screen zoomed in; the bytes of the panorama's first view; and Lighthouse mobile on
// that project page, which holds both (its slider, not the viewers, which load on demand); then
// the plano's trip to the trash and back from the panel on a slow link. `npx tsx
// bench/media.ts --only full-detail` runs these rows alone (after `npm run build`).
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { projectPath } from '../core/addresses/project-path';
import { LOADING_MS } from '../core/constants';
import { readDetail, tilePaths } from '../core/media/detail-pyramid';
import type { TestBackend } from '../harness/backend';
import { CENTRE_LABEL, planoPng } from '../harness/plano-fixture';
import { LIGHTHOUSE_RUNS, lighthouseMobile } from './lighthouse-mobile';
import { TRASH_LATENCY_MS, trashAndRestore, type TrashTiming } from './trash-moves';

const run = promisify(execFile);
const KiB = 1024;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const PROJECT = {
  title: 'Detalle',
  subtitle: 'Banco',
  description: 'd',
  year: '2026',
  location: 'l',
  type: 'Residencial',
} as const;

export type Row = [string, string, string, string];

/** Seconds from the click to the row stored and the overlay gone (also bench/room-tour.ts). */
export async function upload(page: Page, label: string, button: string, file: string): Promise<number> {
  await page.getByLabel(label).setInputFiles(file);
  // A 2:1 render is offered as 360° once its size is read.
  if (label === 'Elegir render')
    await page
      .getByRole('checkbox', { name: /Render 360°/ })
      .and(page.locator(':checked'))
      .waitFor();
  const started = Date.now();
  await page.getByRole('button', { name: button }).click();
  await page.getByText(/Preparando el detalle completo/).waitFor({ timeout: 120_000 });
  await page
    .getByRole('status', { name: 'Actualizando...' })
    .waitFor({ state: 'detached', timeout: 900_000 });
  return (Date.now() - started) / 1000;
}

/** Bytes the phone's page fetched while `during` ran, and after it until the network was quiet. */
async function bytesDuring(
  page: Page,
  count: Map<string, number>,
  during: () => Promise<void>,
): Promise<number> {
  const before = [...count.values()].reduce((a, b) => a + b, 0);
  await during();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  return [...count.values()].reduce((a, b) => a + b, 0) - before;
}

async function phone(browser: Browser, b: TestBackend) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const count = new Map<string, number>();
  cdp.on('Network.loadingFinished', (e) => count.set(e.requestId, e.encodedDataLength));
  await page.goto(b.url + projectPath(PROJECT));
  await page.getByRole('region', { name: 'Imágenes del proyecto' }).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return { context, page, count };
}

function ocr(image: string): Promise<string | null> {
  return run('tesseract', [image, '-', '--psm', '11']).then(
    ({ stdout }) => stdout,
    () => null,
  );
}

export async function fullDetailRows(browser: Browser, b: TestBackend, page: Page): Promise<Row[]> {
  const db = b.client(b.serviceKey);
  const inserted = await db.from('Project').insert(PROJECT).select().single();
  if (inserted.error) throw new Error(inserted.error.message);
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-bench-detail-'));
  try {
    const plano = path.join(work, 'plano-9000x6000.png');
    let started = Date.now();
    await writeFile(plano, await planoPng(9000, 6000));
    const planoMade = (Date.now() - started) / 1000;
    const panorama = path.join(work, 'sala-360.jpg');
    started = Date.now();
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=8192x4096',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      panorama,
    ]);
    const panoramaMade = (Date.now() - started) / 1000;

    await page.reload();
    await page
      .getByRole('list', { name: 'Proyectos' })
      .getByRole('button', { name: new RegExp(PROJECT.title) })
      .click();
    const planoSeconds = await upload(page, 'Elegir plano', 'Subir plano', plano);
    const panoramaSeconds = await upload(page, 'Elegir render', 'Subir render', panorama);
    const row = (await db.from('Blueprint').select('*').eq('id_project', inserted.data.id).single()).data!;
    const detail = readDetail(row.detail)!;
    const render = (await db.from('Render').select('*').eq('id_project', inserted.data.id).single()).data!;
    const sphere = readDetail(render.detail);

    // The plano on a phone: first view, then '+' until the full resolution, on the middle of it.
    const visitor = await phone(browser, b);
    await visitor.page.getByRole('button', { name: 'Detalle' }).click();
    await visitor.page.waitForLoadState('networkidle');
    const viewer = visitor.page.getByRole('dialog').getByRole('img', { name: /Plano de detalle/ });
    const firstView = await bytesDuring(visitor.page, visitor.count, async () => {
      await visitor.page.getByRole('button', { name: /^Ampliar imagen/ }).click();
      await viewer.and(visitor.page.locator('[data-ready]')).waitFor();
    });
    const zoomed = await bytesDuring(visitor.page, visitor.count, async () => {
      await viewer.focus();
      for (let i = 0; i < 10; i += 1) {
        await visitor.page.keyboard.press('+');
        await visitor.page.waitForTimeout(150);
      }
    });
    const shot = path.join(work, 'telefono.png');
    await visitor.page.screenshot({ path: shot });
    const text = await ocr(shot);
    // BENCH_KEEP=<file.png> keeps the phone's screenshot, to see what text recognition saw.
    if (process.env.BENCH_KEEP) await copyFile(shot, process.env.BENCH_KEEP);
    await visitor.context.close();
    // What recognition read, spaces evened out, against the label in the middle of the plano.
    const read = text === null ? null : text.replace(/\s+/g, ' ').trim();
    const readLabel = read !== null && read.toUpperCase().includes(CENTRE_LABEL.toUpperCase());

    // The panorama on a phone: its first view (the viewer and its texture).
    const pano = await phone(browser, b);
    const panoramaView = await bytesDuring(pano.page, pano.count, async () => {
      await pano.page.getByRole('button', { name: /^Ampliar imagen 1/ }).click();
      await pano.page.getByRole('dialog').locator('.psv-container canvas').waitFor({ timeout: 60_000 });
    });
    await pano.context.close();

    // The project page as a visitor's phone first loads it, with the plano and the 360° render.
    const [score] = await lighthouseMobile(
      [['proyecto con plano y 360°', projectPath(PROJECT), LOADING_MS.project]],
      b.url.replace('localhost', '127.0.0.1'),
    );
    // Then the studio trashes the plano and restores it (bench/trash-moves.ts).
    const moved = await trashAndRestore(page);
    const movedRow = (what: string, t: TrashTiming): Row => [
      `plano 9000×6000 ${what} desde el panel (${TRASH_LATENCY_MS} ms de latencia)`,
      '—',
      `${t.seconds.toFixed(1)} s, ${t.moves} movimientos, hasta ${t.most} a la vez`,
      'se informa',
    ];

    return [
      [
        'plano 9000×6000 (16 px): preparar y subir en el panel',
        `fixture: ${planoMade.toFixed(1)} s`,
        `${planoSeconds.toFixed(1)} s, ${tilePaths(detail).length} teselas ${detail.format.toUpperCase()}`,
        'se informa',
      ],
      [
        'panorama 8192×4096: preparar y subir en el panel',
        `fixture: ${panoramaMade.toFixed(1)} s`,
        `${panoramaSeconds.toFixed(1)} s, ${sphere ? `${tilePaths(sphere).length} teselas y textura` : 'sin detalle'}`,
        'se informa',
      ],
      [
        'plano en un teléfono: primera vista (visor y teselas)',
        '—',
        `${(firstView / KiB).toFixed(0)} KiB`,
        '≤ 300 KiB',
      ],
      [
        'plano en un teléfono: ampliar a detalle completo en una zona',
        '—',
        `+${(zoomed / KiB).toFixed(0)} KiB`,
        '≤ 1536 KiB más',
      ],
      [
        'plano en un teléfono: texto de 16 px leído tras ampliar (tesseract)',
        '—',
        read === null
          ? 'tesseract-ocr no instalado'
          : `${readLabel ? 'leído' : 'NO leído'}: «${read.slice(0, 60)}»`,
        `«${CENTRE_LABEL}» leído`,
      ],
      [
        'panorama en un teléfono: primera vista (visor y textura)',
        '—',
        `${(panoramaView / KiB).toFixed(0)} KiB`,
        '≤ 300 KiB',
      ],
      [
        `Lighthouse móvil, ${score!.name} (mediana de ${LIGHTHOUSE_RUNS})`,
        '—',
        `${score!.performance}, TBT ${Math.round(score!.tbt)} ms, LCP ${(score!.lcp / 1000).toFixed(1)} s${score!.busy ? ` (no comparable: ${score!.busy})` : ' (comparable)'}`,
        '≥ 95, TBT ≤ 150 ms',
      ],
      movedRow('a la papelera', moved.trash),
      movedRow('restaurado', moved.restore),
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
