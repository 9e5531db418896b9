// bench:media's rows for a project's 3D model: a house of three storeys with textured materials is
// made at run time as a ~30 MB GLB (harness/house-glb.ts, as Rhino or Blender export it) and as
// the same building in IFC4 (harness/house-ifc.ts, as Revit exports it); each is chosen in the
// panel in Chromium on this machine, which converts (IFC) and optimises it in its worker, draws its
// poster and uploads it. Then a phone (4× slower CPU, 10 Mbit/s) opens the project page: the bytes
// of viewer code before "3D", the viewer's chunks (gzip), the time from the tap to the model's
// first frame, requests to other hosts, and Lighthouse mobile on that page. `npx tsx bench/media.ts
// --only model-3d` runs these rows alone (after `npm run build`).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { projectPath } from '../core/addresses/project-path';
import { LOADING_MS } from '../core/constants';
import type { TestBackend } from '../harness/backend';
import { waitForLoadingScreen } from '../harness/page-load';
import { houseGlb } from '../harness/house-glb';
import { houseIfc } from '../harness/house-ifc';
import type { Row } from './full-detail';
import { LIGHTHOUSE_RUNS, lighthouseMobile } from './lighthouse-mobile';

const KiB = 1024;
const MiB = 1024 * 1024;
const PROJECT = {
  title: 'Casa 3D',
  subtitle: 'Banco',
  description: 'd',
  year: '2026',
  location: 'l',
  type: 'Residencial',
} as const;
/** The viewer's code on open: its chunk and the chunks it imports (three.js among them). */
const VIEWER = /ModelView|model-scene|three\.module|ViewerFrame/;

/** The gzip bytes of the chunks the viewer brings when opened (the entry and ModelStage excluded). */
function viewerChunkBytes(dist = 'dist'): number {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >;
  const start = Object.keys(manifest).find((k) => k.endsWith('ModelView.tsx'));
  if (!start) throw new Error('ModelView.tsx is not in the build: run npm run build');
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || manifest[key]?.isEntry) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(start);
  return [...seen].reduce(
    (sum, key) => sum + gzipSync(readFileSync(path.join(dist, manifest[key]!.file)), { level: 9 }).length,
    0,
  );
}

/** Seconds from 'Subir modelo' to the row stored and the overlay gone. */
async function upload(page: Page, file: string): Promise<number> {
  await page.getByLabel('Elegir modelo 3D').setInputFiles(file);
  await page.getByRole('button', { name: 'Subir modelo' }).waitFor();
  const started = Date.now();
  await page.getByRole('button', { name: 'Subir modelo' }).click();
  await page.getByRole('status').filter({ hasText: 'Modelo guardado' }).waitFor({ timeout: 1_800_000 });
  return (Date.now() - started) / 1000;
}

/** The phone: the project page, then "3D" tapped; what it fetched before and the first frame's time. */
async function phone(browser: Browser, b: TestBackend) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10_000_000 / 8) * 0.9,
    uploadThroughput: (5_000_000 / 8) * 0.9,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests: string[] = [];
  const viewerRequests: Request[] = [];
  page.on('request', (r) => {
    requests.push(r.url());
    if (VIEWER.test(r.url()) || r.url().endsWith('.glb')) viewerRequests.push(r);
  });
  await page.goto(b.url + projectPath(PROJECT));
  await page.getByRole('button', { name: /^Girar el modelo en 3D/ }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // The page's loading screen lifts LOADING_MS.project after the navigation: the visitor taps
  // after it (a tap before would wait for it, and the loading screen be counted as the viewer's).
  await waitForLoadingScreen(page);
  // The viewer's code and the model fetched before the tap: their bytes as they came over the wire.
  const early = viewerRequests.splice(0);
  let before = 0;
  for (const r of early) before += (await r.sizes()).responseBodySize;
  // The times that count are the page's own (performance.now()): from the tap's pointerdown to the
  // model's surface saying it has drawn, as a MutationObserver sees the attribute set. The driver's
  // own look at the page (Playwright's waitFor) comes late while the page's main thread is held by
  // the canvas' frames, which under software WebGL are read back to the compositor one by one.
  await page.evaluate(() => {
    const w = window as unknown as { benchTap?: number; benchFrame?: number; benchTextured?: number };
    addEventListener('pointerdown', (event) => (w.benchTap ??= event.timeStamp), { capture: true });
    new MutationObserver(() => {
      const surface = document.querySelector('[data-model-stage] [data-ready]');
      if (!surface) return;
      w.benchFrame ??= performance.now();
      if (!surface.hasAttribute('aria-busy')) w.benchTextured ??= performance.now();
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-ready', 'aria-busy'],
    });
  });
  const tapped = Date.now();
  // When the model's bytes have all come: what the network takes of the time to the first frame.
  let modelIn = NaN;
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('.glb')) modelIn = (Date.now() - tapped) / 1000;
  });
  // The model is all this project shows: the poster waits for the visitor's tap.
  await page.getByRole('button', { name: /^Girar el modelo en 3D/ }).tap();
  await page.locator('[data-model-stage] [data-ready]').waitFor({ timeout: 120_000 });
  const seen = (Date.now() - tapped) / 1000;
  // The building is drawn before its textures: when the last is in (the surface no longer busy).
  await page.locator('[data-model-stage] [data-ready]:not([aria-busy])').waitFor({ timeout: 120_000 });
  const times = await page.evaluate(() => {
    const w = window as unknown as { benchTap: number; benchFrame: number; benchTextured: number };
    return {
      firstFrame: (w.benchFrame - w.benchTap) / 1000,
      textured: (w.benchTextured - w.benchTap) / 1000,
    };
  });
  const origin = new URL(b.url).origin;
  const elsewhere = requests.filter(
    (url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin,
  );
  await context.close();
  return { before, beforeCount: early.length, modelIn, ...times, seen, elsewhere };
}

export async function model3dRows(browser: Browser, b: TestBackend, page: Page): Promise<Row[]> {
  const db = b.client(b.serviceKey);
  const inserted = await db.from('Project').insert(PROJECT).select().single();
  if (inserted.error) throw new Error(inserted.error.message);
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-bench-3d-'));
  try {
    let started = Date.now();
    const glbBytes = await houseGlb({ detail: 6, texture: 4096, quality: 94 });
    const glbMade = (Date.now() - started) / 1000;
    started = Date.now();
    const ifcText = houseIfc({ detail: 6, schema: 'IFC4' });
    const ifcMade = (Date.now() - started) / 1000;
    const glb = path.join(work, 'casa.glb');
    const ifc = path.join(work, 'casa.ifc');
    await writeFile(glb, glbBytes);
    await writeFile(ifc, ifcText);

    await page.reload();
    await page
      .getByRole('list', { name: 'Proyectos' })
      .getByRole('button', { name: new RegExp(PROJECT.title) })
      .click();
    const ifcSeconds = await upload(page, ifc);
    const fromIfc = (await db.from('Project').select('*').eq('id', inserted.data.id).single()).data!;
    const glbSeconds = await upload(page, glb);
    const fromGlb = (await db.from('Project').select('*').eq('id', inserted.data.id).single()).data!;
    const stored = fromGlb.model_size ?? 0;

    const visit = await phone(browser, b);
    const viewer = viewerChunkBytes();
    // In the same run, the reference: a project page with one ordinary render (the model's own
    // poster, with its copies) and no model, so the machine's load is read beside the figures.
    const reference = { ...PROJECT, title: 'Referencia 3D' };
    const ref = await db.from('Project').insert(reference).select().single();
    if (ref.error) throw new Error(ref.error.message);
    await db
      .from('Render')
      .insert({ id_project: ref.data.id, url: fromGlb.model_poster!, widths: fromGlb.model_poster_widths });
    const [score, base] = await lighthouseMobile(
      [
        ['proyecto con modelo 3D', projectPath(PROJECT), LOADING_MS.project],
        [
          'referencia: proyecto con un render (la imagen del modelo), sin modelo',
          projectPath(reference),
          LOADING_MS.project,
        ],
      ],
      b.url.replace('localhost', '127.0.0.1'),
    );
    const lighthouse = (r: typeof score) =>
      `${r!.performance}, TBT ${Math.round(r!.tbt)} ms, CLS ${r!.cls.toFixed(3)}${r!.busy ? ` (no comparable: ${r!.busy})` : ' (comparable)'}`;
    const mb = (n: number) => `${(n / MiB).toFixed(2)} MiB`;
    return [
      [
        'GLB de la casa (3 plantas, texturas 4096 px): convertir nada, optimizar y subir en el panel',
        `${mb(glbBytes.byteLength)} (fixture: ${glbMade.toFixed(1)} s)`,
        `${glbSeconds.toFixed(1)} s`,
        'se informa',
      ],
      [
        'modelo guardado del GLB',
        mb(glbBytes.byteLength),
        `${mb(stored)} (${((100 * stored) / glbBytes.byteLength).toFixed(1)} %)`,
        '≤ 20 % y ≤ 4 MiB',
      ],
      [
        'IFC4 de la misma casa: convertir (web-ifc), optimizar y subir en el panel',
        `${mb(ifcText.length)} (fixture: ${ifcMade.toFixed(1)} s)`,
        `${ifcSeconds.toFixed(1)} s, guardado ${mb(fromIfc.model_size ?? 0)}`,
        'se informa',
      ],
      [
        'código del visor y modelo traídos por la página antes de tocar «3D»',
        '—',
        `${visit.before} bytes (${visit.beforeCount} peticiones)`,
        '0 bytes',
      ],
      [
        'visor al abrir «3D» (ModelView, three.js, cargador y meshopt)',
        '—',
        `${(viewer / KiB).toFixed(1)} KiB gzip`,
        '≤ 250 KiB',
      ],
      [
        'primer fotograma del modelo tras tocar «3D» (teléfono, CPU 4× más lenta, 10 Mbit/s)',
        '—',
        `${visit.firstFrame.toFixed(2)} s (el modelo, ${mb(stored)}, llegó a los ${visit.modelIn.toFixed(2)} s; sus texturas, dibujadas a los ${visit.textured.toFixed(2)} s; el banco lo vio a los ${visit.seen.toFixed(2)} s)`,
        '≤ 3 s',
      ],
      [
        'peticiones a otros sitios',
        '—',
        `${visit.elsewhere.length}${visit.elsewhere.length ? ` (${visit.elsewhere.slice(0, 3).join(', ')})` : ''}`,
        '0',
      ],
      [
        `Lighthouse móvil, ${score!.name} (mediana de ${LIGHTHOUSE_RUNS})`,
        '—',
        lighthouse(score),
        '≥ 95, TBT ≤ 150 ms, CLS 0',
      ],
      [
        `Lighthouse móvil, ${base!.name} (mediana de ${LIGHTHOUSE_RUNS})`,
        '—',
        lighthouse(base),
        'referencia de esta misma ejecución',
      ],
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
