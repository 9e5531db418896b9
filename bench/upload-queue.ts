// bench:media's row for the panel's upload queue on a building site: 20 phone photos at 12 MP
// (4032×3024; half HEIC by heif-enc, half JPEG by ImageMagick, each a different picture) chosen
// for a project's renders on a simulated phone (390 px, touch, 10 Mbit/s each way, 40 ms). The
// connection drops three times for 10 s and the tab is closed once midway (opened again at
// once). Measured: the time from 'Subir 20 renders' until all 20 are recorded, against the time
// the chosen photos' bytes alone take at 10 Mbit/s (target ≤ 2×), with the duplicates (rows
// beyond one per photo) and orphans (stored files of these photos no row names): 0 each.
// `npx tsx bench/media.ts --only upload-queue` runs it alone (after `npm run build`).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { TestBackend } from '../harness/backend';
import type { Row } from './full-detail';
import { signInOn } from '../harness/panel';

const run = promisify(execFile);
const COUNT = 20;
const BITS_PER_SECOND = 10_000_000;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const PROJECT = {
  title: 'Obra Cola',
  subtitle: 'Banco',
  description: 'd',
  year: '2026',
  location: 'l',
  type: 'Residencial',
} as const;

/**
 * The 20 photos: one plasma picture made once, each photo a different shift and hue of it (no two
 * alike, each compressing like a photograph); odd ones JPEG (quality 90), even ones HEIC.
 */
async function photos(work: string): Promise<string[]> {
  const base = path.join(work, 'base.ppm');
  await run('/usr/bin/convert', ['-size', '4032x3024', '-seed', '7', 'plasma:tan-slateblue', base]);
  const files: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const jpeg = path.join(work, `obra-${String(i + 1).padStart(2, '0')}.jpg`);
    const shift = `+${(i * 397) % 4032}+${(i * 211) % 3024}`;
    await run('/usr/bin/convert', [
      base,
      '-roll',
      shift,
      '-modulate',
      `100,100,${80 + i * 2}`,
      '-quality',
      '90',
      jpeg,
    ]);
    if (i % 2 === 1) {
      files.push(jpeg);
      continue;
    }
    const heic = jpeg.replace(/\.jpg$/, '.HEIC');
    await run('/usr/bin/heif-enc', ['-q', '60', '-p', 'preset=ultrafast', '-o', heic, jpeg]);
    files.push(heic);
  }
  return files.filter((f) => !f.endsWith('base.ppm'));
}

async function link(page: Page, offline: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await setLink(cdp, offline);
  return cdp;
}

function setLink(cdp: CDPSession, offline: boolean) {
  return cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 40,
    downloadThroughput: BITS_PER_SECOND / 8,
    uploadThroughput: BITS_PER_SECOND / 8,
  });
}

interface Pass {
  seconds: number;
  events: string[];
  /** The project's rows: its renders' URLs and copies. */
  recorded: { url: string; widths: unknown }[];
}

/**
 * The 20 photos chosen for a new project's renders on the phone and sent; with `interrupted`,
 * three drops of 10 s and the tab closed once midway (opened again at once).
 */
async function pass(
  browser: Browser,
  b: TestBackend,
  files: string[],
  title: string,
  interrupted: boolean,
): Promise<Pass> {
  const db = b.client(b.serviceKey);
  const inserted = await db
    .from('Project')
    .insert({ ...PROJECT, title })
    .select('id')
    .single();
  if (inserted.error) throw new Error(inserted.error.message);
  const projectId = inserted.data.id;
  const rows = async () =>
    (await db.from('Render').select('url, widths').eq('id_project', projectId)).data ?? [];
  const context = await browser.newContext(PHONE);
  let page = await signInOn(context, b);
  await page
    .getByRole('list', { name: 'Proyectos' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await page.getByLabel('Elegir render').setInputFiles(files);
  await page.getByRole('button', { name: `Subir ${COUNT} renders` }).waitFor();
  let cdp = await link(page, false);
  const started = Date.now();
  await page.getByRole('button', { name: `Subir ${COUNT} renders` }).click();
  const events: string[] = [];
  const at = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const until = async (count: number) => {
    while ((await rows()).length < count) {
      if (Date.now() - started > 1_200_000) throw new Error(`cola: ${count} sin publicar en 20 min`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const drop = async () => {
    events.push(`corte a los ${at()}`);
    await setLink(cdp, true);
    await new Promise((r) => setTimeout(r, 10_000));
    await setLink(cdp, false);
  };
  if (interrupted) {
    await until(3);
    await drop();
    await until(8);
    await drop();
    // Midway: the tab is closed (the phone put away), and the panel opened again at once.
    await until(COUNT / 2);
    events.push(`pestaña cerrada a los ${at()}`);
    await cdp.detach();
    await page.close({ runBeforeUnload: false });
    page = await context.newPage();
    cdp = await link(page, false);
    await page.goto(`${b.url}/admin`);
    await until(15);
    await drop();
  }
  await until(COUNT);
  const seconds = (Date.now() - started) / 1000;
  await page.waitForTimeout(3000);
  await context.close();
  return { seconds, events, recorded: await rows() };
}

const baseName = (url: string) => decodeURIComponent(url.split('/').pop()!);

export async function uploadQueueRows(browser: Browser, b: TestBackend): Promise<Row[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-bench-cola-'));
  try {
    const made = Date.now();
    const files = await photos(work);
    const fixtureSeconds = (Date.now() - made) / 1000;
    const sizes = await Promise.all(files.map(async (f) => (await readFile(f)).length));
    const bytes = sizes.reduce((sum, n) => sum + n, 0);
    // In-run reference: the same photos, the same phone and link, nothing cut.
    const quiet = await pass(browser, b, files, 'Obra Cola Sin Cortes', false);
    const cut = await pass(browser, b, files, 'Obra Cola Con Cortes', true);
    const duplicates = (p: Pass) =>
      p.recorded.length -
      new Set(
        p.recorded.map((r) =>
          baseName(r.url)
            .replace(/^\d+-/, '')
            .replace(/\.[^.]+$/, ''),
        ),
      ).size;
    // Every stored object of these photos (originals and copies) that no row of either pass names.
    const named = new Set(
      [...quiet.recorded, ...cut.recorded]
        .flatMap((r) => [r.url, ...Object.values((r.widths ?? {}) as Record<string, string>)])
        .map(baseName),
    );
    const { rows: objects } = await b.backend.db.pg.query<{ name: string; size: string }>(
      `select name, (metadata->>'size') as size from storage.objects where bucket_id = 'Gallery' and name ~ '^[0-9]+-obra-[0-9]{2}'`,
    );
    const orphans = objects.filter((o) => !named.has(o.name)).length;
    const sent = objects.reduce((sum, o) => sum + Number(o.size ?? 0), 0) / 2;
    const alone = (bytes * 8) / BITS_PER_SECOND;
    const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
    const fixture = `fixture: ${fixtureSeconds.toFixed(0)} s, ${mib(bytes)}; sus bytes solos: ${alone.toFixed(1)} s`;
    return [
      [
        `cola del panel, referencia en la misma corrida: las mismas ${COUNT} fotos, sin cortes`,
        fixture,
        `${quiet.seconds.toFixed(1)} s (${(quiet.seconds / alone).toFixed(2)}×); ${duplicates(quiet)} duplicadas; enviados ${mib(sent)} por pasada (copias incluidas)`,
        'se informa',
      ],
      [
        `cola del panel: ${COUNT} fotos de 12 MP (10 HEIC, 10 JPEG) a 10 Mbit/s, 3 cortes de 10 s y la pestaña cerrada una vez (${cut.events.join(', ')})`,
        fixture,
        `${cut.seconds.toFixed(1)} s hasta las ${COUNT} publicadas (${(cut.seconds / alone).toFixed(2)}×); ${duplicates(cut)} duplicadas, ${orphans} huérfanos`,
        '≤ 2×, 0 duplicadas, 0 huérfanos',
      ],
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
