// `npm run bench:media`: real media on a phone. A realistic fixture is made at run
// time with ffmpeg — a 40 s 1080p H.264 video at 10 Mbit/s with sound, three 6000×4000 photos —
// and uploaded through the panel in Chromium (the renditions are made there), then one project
// page is opened as a phone on a 4 Mbit/s link with the original only ("antes") and with the
// renditions ("después"). The studio's images a phone fetches on the gallery, the project page
// and /WhoWeAre are counted with their stored copies (what every backend serves, with or without
// transformations) and again without them (the transformation endpoint's WebP), and Lighthouse
// mobile runs three times on each of the four route kinds (medians; a run beside busy programs is marked). Printed as a table with the targets. Needs a build
// (`npm run build`).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DEFAULT_GALLERY_TYPE, LOADING_MS } from '../core/constants';
import { projectPath } from '../core/addresses/project-path';
import { startBackend } from '../harness/backend';
import { launchBrowser } from '../harness/browser';
import type { Json } from '../core/database-shapes';
import { studioSettings } from '../core/studio/studio-settings';
import { fullDetailRows } from './full-detail';
import { imageFormatRows } from './image-formats';
import { LIGHTHOUSE_RUNS, lighthouseMobile } from './lighthouse-mobile';
import { runOnly } from './media-only';
import { signIn } from '../harness/panel';
import { phoneVideoRows } from './phone-videos';
import { model3dRows } from './model-3d';
import { planoPdfRows } from './plano-pdf';
import { roomTourRows } from './room-tour';
import { uploadQueueRows } from './upload-queue';
import { storedImageBytes, visit } from './phone-visits';

const run = promisify(execFile);
const MiB = 1024 * 1024;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
// Comercial: the type /ProjectsGallery shows first, so both projects' cards are on it.
const BEFORE = {
  title: 'Antes',
  subtitle: 'Original',
  description: 'd',
  year: '2025',
  location: 'l',
  type: DEFAULT_GALLERY_TYPE,
} as const;
const AFTER = { ...BEFORE, title: 'Despues', subtitle: 'Versiones' };

async function fixture(work: string) {
  const video = path.join(work, 'camara.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=40'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=40'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '10M', '-maxrate', '10M', '-bufsize', '20M'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-shortest', video],
  ]);
  const photos: string[] = [];
  for (const [i, source] of ['mandelbrot', 'testsrc2', 'smptehdbars'].entries()) {
    const photo = path.join(work, `foto-${i + 1}.jpg`);
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `${source}=size=6000x4000`,
      '-frames:v',
      '1',
      '-q:v',
      '2',
      photo,
    ]);
    photos.push(photo);
  }
  // The gallery takes WebP only.
  const webp = path.join(work, 'foto-galeria.webp');
  await sharp(photos[2]!).webp({ quality: 90 }).toFile(webp);
  return { video, photos, webp };
}

async function idle(page: Page) {
  await page
    .getByRole('status', { name: 'Actualizando...' })
    .waitFor({ state: 'detached', timeout: 900_000 });
}

/** Uploads the cover, video and photos of project AFTER through the panel; the seconds spent preparing the video. */
async function uploadThroughPanel(page: Page, video: string, photos: string[]): Promise<number> {
  await page
    .getByRole('list', { name: 'Proyectos' })
    .getByRole('button', { name: /Despues/ })
    .click();
  await page.getByLabel('Elegir portada').setInputFiles(photos[0]!);
  await page.getByRole('button', { name: 'Cambiar portada' }).click();
  await idle(page);
  await page.getByLabel('Elegir video').setInputFiles(video);
  await page.getByRole('button', { name: 'Cambiar video' }).click();
  const preparing = page.getByText(/Preparando la versión para teléfonos/);
  await preparing.waitFor({ timeout: 60_000 });
  const started = Date.now();
  await preparing.waitFor({ state: 'detached', timeout: 900_000 });
  const seconds = (Date.now() - started) / 1000;
  await idle(page);
  await page.getByLabel('Elegir render').setInputFiles(photos.slice(1));
  await page.getByRole('button', { name: /^Subir (2 renders|render)$/ }).click();
  await page.waitForTimeout(1000);
  await idle(page);
  return seconds;
}

/** A gallery photo and a founder's portrait, through the panel: what /WhoWeAre shows of the studio's own. */
async function uploadStudioPhotos(page: Page, webp: string, portrait: string): Promise<void> {
  await page.getByRole('tab', { name: 'Galería' }).click();
  await page.getByLabel('Elegir foto').setInputFiles(webp);
  await page.getByRole('button', { name: 'Subir foto' }).click();
  await page.waitForTimeout(1000);
  await idle(page);
  await page.getByRole('button', { name: 'Estudio', exact: true }).click();
  const founders = page.getByRole('region', { name: 'Fundadores' });
  await founders.getByLabel('Elegir retrato del fundador 1').setInputFiles(portrait);
  await founders.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.waitForTimeout(1000);
  await idle(page);
}

async function main() {
  const only = process.argv.indexOf('--only');
  if (only !== -1) return runOnly(process.argv[only + 1] ?? '');
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-bench-media-'));
  const b = await startBackend({ serveApp: true });
  const browser = await launchBrowser();
  try {
    console.log('Preparando el fixture con ffmpeg…');
    const { video, photos, webp } = await fixture(work);
    const db = b.client(b.serviceKey);
    const videoBytes = await readFile(video);
    await db.storage
      .from('Gallery')
      .upload('1700000000000-camara.mp4', videoBytes, { contentType: 'video/mp4' });
    const original = '/storage/v1/object/public/Gallery/1700000000000-camara.mp4';
    const inserted = await db
      .from('Project')
      .insert([{ ...BEFORE, video: original }, AFTER])
      .select();
    if (inserted.error) throw new Error(inserted.error.message);
    console.log('Subiendo por el panel (se preparan las versiones)…');
    const page = await signIn(browser, b);
    const preparation = await uploadThroughPanel(page, video, photos);
    await uploadStudioPhotos(page, webp, photos[1]!);
    // The same stored photos without their widths: what an older project holds (no narrower copies).
    const after = await db.from('Project').select('*').eq('title', AFTER.title).single();
    const before = await db.from('Project').select('id').eq('title', BEFORE.title).single();
    const renders = await db.from('Render').select('*').eq('id_project', after.data!.id).order('position');
    await db.from('Render').insert(renders.data!.map((r) => ({ id_project: before.data!.id, url: r.url })));
    await db.from('Project').update({ render: after.data!.render }).eq('id', before.data!.id);
    console.log('Teléfono a 4 Mbit/s, 30 s en la página del proyecto (antes y después)…');
    const phoneBefore = await visit(browser, b, BEFORE, true);
    const phoneAfter = await visit(browser, b, AFTER, true);
    const desktop = await visit(browser, b, AFTER, false);
    const fixtureSize = (await stat(video)).size;

    console.log('Imágenes del estudio en un teléfono: con sus copias guardadas y sin ellas…');
    // The same cover for both projects, so both cards name its copies; then every widths map
    // set aside: what the transformation endpoint serves (older images, without narrower copies).
    await db.from('Project').update({ render_widths: after.data!.render_widths }).eq('id', before.data!.id);
    const pages: [string, string][] = [
      ['galería', '/ProjectsGallery'],
      ['proyecto', projectPath(AFTER)],
      ['/WhoWeAre', '/WhoWeAre'],
    ];
    const withCopies: number[] = [];
    for (const [, route] of pages) withCopies.push(await storedImageBytes(browser, b, route));
    const settings = (await db.from('Studio').select('settings').single()).data!.settings;
    const withoutWidths = studioSettings(settings);
    for (const f of withoutWidths.founders) f.photoWidths = {};
    const saved = {
      projects: (await db.from('Project').select('id, render_widths')).data!,
      renders: (await db.from('Render').select('id, widths')).data!,
      photos: (await db.from('Gallery').select('id, widths')).data!,
    };
    await db.from('Project').update({ render_widths: null }).gt('id', 0);
    await db.from('Render').update({ widths: null }).gt('id', 0);
    await db.from('Gallery').update({ widths: null }).gt('id', 0);
    await db
      .from('Studio')
      .update({ settings: withoutWidths as unknown as NonNullable<Json> })
      .eq('id', 1);
    const transformed: number[] = [];
    for (const [, route] of pages) transformed.push(await storedImageBytes(browser, b, route));
    // Back as the panel left them, for Lighthouse.
    for (const p of saved.projects)
      await db.from('Project').update({ render_widths: p.render_widths }).eq('id', p.id);
    for (const r of saved.renders) await db.from('Render').update({ widths: r.widths }).eq('id', r.id);
    for (const g of saved.photos) await db.from('Gallery').update({ widths: g.widths }).eq('id', g.id);
    await db.from('Studio').update({ settings }).eq('id', 1);

    console.log('Fotos del estudio por formato (ImageMagick, heif-enc), subidas por el panel…');
    const formats = await imageFormatRows(b, page);
    console.log('Detalle completo: plano 9000×6000 y panorama 8192×4096 por el panel, luego en un teléfono…');
    const detail = await fullDetailRows(browser, b, page);
    console.log(
      'Recorrido 360°: tres salas 8192×4096, un plano y un par render/obra por el panel, luego en un teléfono…',
    );
    const tour = await roomTourRows(browser, b, page);

    console.log(`Lighthouse móvil, ${LIGHTHOUSE_RUNS} veces por ruta…`);
    const scores = await lighthouseMobile(
      [
        ['inicio', '/', LOADING_MS.home],
        ['galería', '/ProjectsGallery', LOADING_MS.projectsGallery],
        ['proyecto', projectPath(AFTER), LOADING_MS.project],
        ['/WhoWeAre', '/WhoWeAre', LOADING_MS.whoWeAre],
      ],
      b.url.replace('localhost', '127.0.0.1'),
    );
    // After Lighthouse: its project would otherwise be one more card on the pages measured.
    console.log('Videos de teléfono (ubicación, .MOV, HEVC 4K a 60 fps) por el panel…');
    const phoneVideos = await phoneVideoRows(browser, b);
    console.log('Planos de un PDF A1, por el panel…');
    const pdfPlanos = await planoPdfRows(b, page);
    console.log('Modelo 3D: una casa de tres plantas como GLB de ~30 MB y como IFC, por el panel, luego en un teléfono…');
    const model3d = await model3dRows(browser, b, page);
    console.log(
      'Cola del panel: 20 fotos de 12 MP en un teléfono a 10 Mbit/s, con cortes y la pestaña cerrada…',
    );
    const queue = await uploadQueueRows(browser, b);

    const rows: [string, string, string, string][] = [
      [
        'video del teléfono en 30 s',
        `${(phoneBefore.videoBytes / MiB).toFixed(1)} MiB`,
        `${(phoneAfter.videoBytes / MiB).toFixed(1)} MiB`,
        '≤ 6 MiB',
      ],
      [
        'reproducido tras el 1.er fotograma',
        `${Math.round(phoneBefore.playRatio * 100)} %`,
        `${Math.round(phoneAfter.playRatio * 100)} %`,
        '≥ 90 %',
      ],
      ['archivo del teléfono', phoneBefore.videoFile, phoneAfter.videoFile, 'versión para teléfonos'],
      ['archivo del escritorio', '—', desktop.videoFile, 'original 1080p'],
      ...pages.map(([name], i): [string, string, string, string] => [
        `imágenes del estudio en el teléfono, ${name}: sin transformaciones (copias) / con ellas`,
        `${kib(transformed[i]!)} con transformaciones`,
        `${kib(withCopies[i]!)} (${(withCopies[i]! / Math.max(1, transformed[i]!)).toFixed(2)}×)`,
        '≤ 1.25×',
      ]),
      ...scores.map((r): [string, string, string, string] => [
        `Lighthouse móvil, ${r.name} (mediana de ${LIGHTHOUSE_RUNS})`,
        '—',
        `${r.performance}, TBT ${Math.round(r.tbt)} ms, LCP ${(r.lcp / 1000).toFixed(1)} s${r.busy ? ` (no comparable: ${r.busy})` : ''}`,
        '≥ 95, LCP ≤ 2.5 s',
      ]),
      ['preparación del video de 40 s en el panel', '—', `${preparation.toFixed(0)} s`, 'se informa'],
      ...formats,
      ...detail,
      ...tour,
      ...phoneVideos,
      ...pdfPlanos,
      ...model3d,
      ...queue,
    ];
    console.log(`\nFixture: video ${(fixtureSize / MiB).toFixed(1)} MiB, 3 fotos 6000×4000\n`);
    console.log('| medida | antes | después | objetivo |\n|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    console.log(
      '\nSin transformaciones un teléfono recibe las copias guardadas: las mismas con o sin ellas (image-url.ts).' +
        '\nTiempos y Lighthouse dependen de la máquina: una corrida junto a otros programas se marca como no comparable.',
    );
  } finally {
    await browser.close();
    await b.stop();
    await rm(work, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
