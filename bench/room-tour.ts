// bench:media's rows of the walk through linked 360° rooms and of a render beside its built
// photograph. Made at run time: three 8192×4096 photo-like rooms (ImageMagick's plasma, which
// compresses as a render does), a plano, a render and a photograph (sharp); the rooms and the plano
// go up through the panel in Chromium, which cuts their tiles and the rooms' phone textures; the
// doors, places and the pair are written as the panel writes them. Then a phone (390×844, 3×
// pixels, 4× slower CPU) on a 10 Mbit/s link opens the first room: the bytes it fetches for it,
// the time from a tap on the arrow to the next room drawn and the bytes that took (the next room
// was fetched while the visitor looked at the first); the bytes the pair adds to the page; and
// Lighthouse mobile on that project page. `npx tsx bench/media.ts --only room-tour` runs them
// alone; with BENCH_TRACE=/tmp/tour it also writes a Chromium trace of each tap
// (/tmp/tour-<room>.json).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { projectPath } from '../core/addresses/project-path';
import { LOADING_MS } from '../core/constants';
import type { TestBackend } from '../harness/backend';
import { photoLikeJpeg } from '../harness/image-fixtures';
import { planoPng } from '../harness/plano-fixture';
import { LIGHTHOUSE_RUNS, lighthouseMobile } from './lighthouse-mobile';
import { upload, type Row } from './full-detail';

const KiB = 1024;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** 10 Mbit/s down, 5 up, 40 ms round trip: a phone on a fair mobile link. */
const LINK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10e6 / 8) | 0,
  uploadThroughput: (5e6 / 8) | 0,
};
const PROJECT = {
  title: 'Recorrido',
  subtitle: 'Banco',
  description: 'd',
  year: '2026',
  location: 'l',
  type: 'Residencial',
} as const;

/** A phone on the 10 Mbit/s link, counting the bytes each response took on the wire. */
async function phone(browser: Browser, b: TestBackend) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  // A mid-range phone's main thread, as Lighthouse mobile and the 3D model's rows take it.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const count = new Map<string, number>();
  cdp.on('Network.loadingFinished', (e) => count.set(e.requestId, e.encodedDataLength));
  const total = () => [...count.values()].reduce((a, n) => a + n, 0);
  await page.goto(b.url + projectPath(PROJECT));
  await page.getByRole('region', { name: 'Imágenes del proyecto' }).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return { context, page, total };
}

const here = (page: Page) => page.getByRole('dialog').locator('[data-room]').getAttribute('data-room');

export async function roomTourRows(browser: Browser, b: TestBackend, page: Page): Promise<Row[]> {
  const db = b.client(b.serviceKey);
  const inserted = await db.from('Project').insert(PROJECT).select().single();
  if (inserted.error) throw new Error(inserted.error.message);
  const id = inserted.data.id;
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-bench-tour-'));
  try {
    const started = Date.now();
    const rooms: string[] = [];
    // Photo-like rooms: the bytes a phone fetches for a room are those of a real render's copy.
    for (const seed of [1, 2, 3]) {
      const file = path.join(work, `sala-${seed}-360.jpg`);
      await photoLikeJpeg(file, 8192, 4096, seed);
      rooms.push(file);
    }
    const plano = path.join(work, 'planta.png');
    await writeFile(plano, await planoPng(3000, 2000));
    const made = (Date.now() - started) / 1000;
    const picture = (hue: number) =>
      sharp({
        create: { width: 4000, height: 2667, channels: 3, background: { r: 120 + hue, g: 110, b: 100 } },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg width="4000" height="2667"><circle cx="2000" cy="1300" r="900" fill="#335"/></svg>`,
            ),
          },
        ])
        .jpeg({ quality: 90 })
        .toBuffer();
    await writeFile(path.join(work, 'fachada.jpg'), await picture(60));
    await writeFile(path.join(work, 'fachada-obra.jpg'), await picture(0));

    await page.reload();
    await page
      .getByRole('list', { name: 'Proyectos' })
      .getByRole('button', { name: new RegExp(PROJECT.title) })
      .click();
    const upStarted = Date.now();
    for (const room of rooms) await upload(page, 'Elegir render', 'Subir render', room);
    const upSeconds = (Date.now() - upStarted) / 1000;
    await upload(page, 'Elegir plano', 'Subir plano', plano);
    for (const name of ['fachada.jpg', 'fachada-obra.jpg']) {
      await page.getByLabel('Elegir render').setInputFiles(path.join(work, name));
      const had = (await db.from('Render').select('id').eq('id_project', id)).data!.length;
      await page.getByRole('button', { name: 'Subir render' }).click();
      // Stored once its row is there (the status may come and go before it is looked for).
      for (let wait = 0; wait < 600; wait += 1) {
        const rows = (await db.from('Render').select('id').eq('id_project', id)).data!;
        if (rows.length > had) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      await page
        .getByRole('status', { name: 'Actualizando...' })
        .waitFor({ state: 'detached', timeout: 300_000 });
    }
    const renders = (await db.from('Render').select('id, panorama').eq('id_project', id).order('position'))
      .data!;
    const [r1, r2, r3] = renders.filter((r) => r.panorama).map((r) => r.id);
    const [render, photo] = renders.filter((r) => !r.panorama).map((r) => r.id);
    const blueprint = (await db.from('Blueprint').select('id').eq('id_project', id).single()).data!.id;
    const link = (from: number, to: number, yaw: number) => ({
      id_project: id,
      from_render: from,
      to_render: to,
      yaw,
      pitch: -0.1,
    });
    await db
      .from('RoomLink')
      .insert([link(r1!, r2!, 0.05), link(r2!, r3!, 0.05), link(r2!, r1!, 3), link(r3!, r2!, 3)]);
    await db.from('RoomSpot').insert(
      [r1!, r2!, r3!].map((room, i) => ({
        id_project: id,
        id_render: room,
        id_blueprint: blueprint,
        x: 0.2 + 0.3 * i,
        y: 0.5,
        heading: 0,
      })),
    );
    await db.from('RenderPair').insert({ id_project: id, id_render: render!, id_photo: photo! });

    // A phone opens the first room from its '360°' cue, then taps the arrow to the second room
    // once the second was fetched ahead, then to the third.
    const visitor = await phone(browser, b);
    const region = visitor.page.getByRole('region', { name: 'Imágenes del proyecto' });
    let before = visitor.total();
    await region.getByRole('button', { name: 'Ver en 360°' }).click();
    await visitor.page.getByRole('dialog').locator('.psv-container canvas').waitFor({ timeout: 120_000 });
    await visitor.page.waitForFunction(
      () => !document.querySelector('.psv-loader-container:not([style*="none"])'),
    );
    const firstRoom = visitor.total() - before;
    const taps: { seconds: number; bytes: number; changed: boolean }[] = [];
    for (const next of [r2!, r3!]) {
      // Looking around the room while the next one arrives (preloaded by the tour plugin).
      await visitor.page.waitForLoadState('networkidle');
      before = visitor.total();
      const arrow = visitor.page.getByRole('dialog').locator('.psv-virtual-tour-link').first();
      await arrow.waitFor({ timeout: 60_000 });
      const canvas = visitor.page.getByRole('dialog').locator('.psv-container canvas');
      const was = await canvas.screenshot();
      // Timed in the page: from the finger's pointerdown to the first frame drawn once the tour
      // says the next room is the current one (after its transition).
      // (A string: tsx would name an inner function with a helper the page does not have.)
      const timed = visitor.page.evaluate<number>(`new Promise((resolve) => {
        let down = 0;
        addEventListener('pointerdown', () => (down = performance.now()), { capture: true, once: true });
        const seen = () => document.querySelector('[data-room="${next}"]')
          ? requestAnimationFrame(() => resolve(performance.now() - down))
          : requestAnimationFrame(seen);
        requestAnimationFrame(seen);
      })`);
      if (process.env.BENCH_TRACE)
        await browser.startTracing(visitor.page, {
          path: `${process.env.BENCH_TRACE}-${next}.json`,
          screenshots: true,
        });
      await arrow.tap();
      const ms = await timed;
      if (process.env.BENCH_TRACE) await browser.stopTracing();
      // Honest "drawn": the canvas shows another picture than the room left behind.
      const now = await canvas.screenshot();
      const [a, z] = await Promise.all([was, now].map((png) => sharp(png).raw().toBuffer()));
      let differ = 0;
      for (let i = 0; i < a!.length; i += 1) if (Math.abs(a![i]! - z![i]!) > 32) differ += 1;
      taps.push({ seconds: ms / 1000, bytes: visitor.total() - before, changed: differ > a!.length / 10 });
    }
    const drawn = await here(visitor.page);
    await visitor.context.close();

    // The pair: what its slide adds to the page (the comparison's chunk and the photograph).
    const pairVisit = await phone(browser, b);
    const pairRegion = pairVisit.page.getByRole('region', { name: 'Imágenes del proyecto' });
    const slides = renders.filter((r) => r.id !== photo).findIndex((r) => r.id === render);
    before = pairVisit.total();
    const count = renders.length - 1;
    await pairRegion.getByText(`1 / ${count}`).waitFor();
    for (let i = 0; i < slides; i += 1) {
      await pairRegion.getByRole('button', { name: 'Siguiente' }).click();
      await pairRegion.getByText(`${i + 2} / ${count}`).waitFor();
    }
    await pairRegion.getByRole('slider').waitFor();
    await pairVisit.page.waitForLoadState('networkidle');
    const pairBytes = pairVisit.total() - before;
    await pairVisit.context.close();

    // In the same run, the reference: a project page with one ordinary render and no walk or pair.
    const reference = { ...PROJECT, title: 'Referencia' };
    const ref = await db.from('Project').insert(reference).select().single();
    const refRender = renders.find((r) => r.id === render)!;
    const refUrl = (await db.from('Render').select('url, widths').eq('id', refRender.id).single()).data!;
    await db.from('Render').insert({ id_project: ref.data!.id, ...refUrl });
    const [score, base] = await lighthouseMobile(
      [
        ['proyecto con recorrido 360° y par render/obra', projectPath(PROJECT), LOADING_MS.project],
        [
          'referencia: proyecto con un render, sin recorrido ni par',
          projectPath(reference),
          LOADING_MS.project,
        ],
      ],
      b.url.replace('localhost', '127.0.0.1'),
    );
    const kib = (n: number) => `${(n / KiB).toFixed(0)} KiB`;
    return [
      [
        'tres salas 8192×4096, un plano: preparar y subir en el panel',
        `fixture: ${made.toFixed(1)} s`,
        `${upSeconds.toFixed(1)} s las tres salas`,
        'se informa',
      ],
      [
        'recorrido en un teléfono a 10 Mbit/s: primera sala (visor, complementos, textura)',
        '—',
        kib(firstRoom),
        '≤ 1536 KiB',
      ],
      ...taps.map((t, i): Row => [
        `recorrido en un teléfono a 10 Mbit/s: toque en la flecha → sala ${i + 2} dibujada`,
        '—',
        `${t.seconds.toFixed(2)} s, ${kib(t.bytes)} tras el toque${drawn && t.changed ? '' : ' (sin sala dibujada)'}`,
        '≤ 1 s (la sala ya se trajo mientras se miraba la anterior)',
      ]),
      [
        'par render/obra: bytes que añade su diapositiva (componente y fotografía)',
        '—',
        kib(pairBytes),
        '≤ 200 KiB',
      ],
      [
        `Lighthouse móvil, ${score!.name} (mediana de ${LIGHTHOUSE_RUNS})`,
        '—',
        `${score!.performance}, TBT ${Math.round(score!.tbt)} ms, CLS ${score!.cls.toFixed(3)}${score!.busy ? ` (no comparable: ${score!.busy})` : ' (comparable)'}`,
        '≥ 95, TBT ≤ 150 ms, CLS 0',
      ],
      [
        `Lighthouse móvil, ${base!.name} (mediana de ${LIGHTHOUSE_RUNS})`,
        '—',
        `${base!.performance}, TBT ${Math.round(base!.tbt)} ms, CLS ${base!.cls.toFixed(3)}${base!.busy ? ` (no comparable: ${base!.busy})` : ' (comparable)'}`,
        'referencia de esta misma ejecución',
      ],
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
