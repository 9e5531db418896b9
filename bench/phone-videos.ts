// The panel's time to prepare a studio's phone videos (a row of `npm run bench:media`, or alone:
// `npm run build && npx tsx bench/phone-videos.ts`): each fixture, made with ffmpeg as a phone
// writes it (QuickTime, position and device tags, upper-case `.MOV` with no type from the
// browser), chosen as a project's video in Chromium; the seconds from 'Cambiar video' until the
// write is done — reading its headers, rewriting it without tags (packets copied), and, where
// this Chromium decodes it, the phone version and poster. HEVC is not decoded by Debian's
// Chromium: its time is the rewrite alone.
import type { Browser, Page } from 'playwright-core';
import { startBackend, type TestBackend } from '../harness/backend';
import { launchBrowser } from '../harness/browser';
import { phoneVideo } from '../harness/video-fixtures';

const MiB = 1024 * 1024;

const FIXTURES = [
  {
    name: 'iPhone H.264 1080p vertical, 30 fps, 10 s, con ubicación',
    codec: 'h264',
    size: '1080x1920',
    rate: 30,
    seconds: 10,
  },
  {
    name: 'iPhone HEVC 4K, 60 fps, 5 s, con ubicación',
    codec: 'hevc',
    size: '3840x2160',
    rate: 60,
    seconds: 5,
  },
] as const;

const PROJECT = {
  title: 'Telefono',
  subtitle: 'Videos',
  description: 'd',
  year: '2026',
  location: 'l',
  type: 'Residencial',
} as const;

async function signIn(browser: Browser, b: TestBackend): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(`${b.url}/login`);
  await page.getByLabel('Correo electrónico').fill(b.admin.email);
  await page.getByLabel('Contraseña').fill(b.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${b.url}/admin`);
  return page;
}

/** One row per fixture: its name and size, and the panel's seconds until it was stored. */
export async function phoneVideoRows(
  browser: Browser,
  b: TestBackend,
): Promise<[string, string, string, string][]> {
  const db = b.client(b.serviceKey);
  const inserted = await db.from('Project').insert(PROJECT);
  if (inserted.error) throw new Error(inserted.error.message);
  const page = await signIn(browser, b);
  const rows: [string, string, string, string][] = [];
  for (const fixture of FIXTURES) {
    const bytes = await phoneVideo(fixture);
    await page
      .getByRole('list', { name: 'Proyectos' })
      .getByRole('button', { name: /Telefono/ })
      .click();
    await page
      .getByLabel('Elegir video')
      .setInputFiles({ name: 'IMG_0001.MOV', mimeType: '', buffer: bytes });
    const started = Date.now();
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    await page
      .getByRole('status', { name: 'Actualizando...' })
      .waitFor({ state: 'detached', timeout: 900_000 });
    const seconds = (Date.now() - started) / 1000;
    const row = (
      await db.from('Project').select('video_type, video_phone').eq('title', PROJECT.title).single()
    ).data!;
    rows.push([
      `preparación en el panel: ${fixture.name} (${(bytes.length / MiB).toFixed(1)} MiB)`,
      '—',
      `${seconds.toFixed(1)} s (${row.video_phone ? 'con versión para teléfonos' : 'sin versión: no se decodifica aquí'})`,
      'se informa',
    ]);
  }
  await page.context().close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const b = await startBackend({ serveApp: true });
  const browser = await launchBrowser();
  try {
    console.log('| medida | antes | después | objetivo |\n|---|---|---|---|');
    for (const r of await phoneVideoRows(browser, b)) console.log(`| ${r.join(' | ')} |`);
  } finally {
    await browser.close();
    await b.stop();
  }
}
