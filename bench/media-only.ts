// `npm run bench:media -- --only <rows>`: one group of bench:media's rows alone, on a backend and
// a signed-in panel of its own, printed as the same table.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser';
import { startBackend, type TestBackend } from '../harness/backend';
import { fullDetailRows, type Row } from './full-detail';
import { imageFormatRows } from './image-formats';
import { signIn } from '../harness/panel';
import { model3dRows } from './model-3d';
import { planoPdfRows } from './plano-pdf';
import { roomTourRows } from './room-tour';
import { uploadQueueRows } from './upload-queue';

/** Each group: what it says while it runs, its column headings, how it makes its rows. */
interface Group {
  say: string;
  heading: string;
  rows: (browser: Browser, b: TestBackend, page: Page) => Promise<Row[]>;
}

const GROUPS: Record<string, Group> = {
  'full-detail': {
    say: 'Detalle completo: plano 9000×6000 y panorama 8192×4096 por el panel, luego en un teléfono…',
    heading: '| medida | fixture | después | objetivo |',
    rows: fullDetailRows,
  },
  'image-formats': {
    say: 'Fotos del estudio por formato (ImageMagick, heif-enc), subidas por el panel…',
    heading: '| medida | fixture | en el panel | objetivo |',
    rows: (_browser, b, page) => imageFormatRows(b, page),
  },
  'room-tour': {
    say: 'Recorrido 360°: tres salas 8192×4096, un plano y un par render/obra por el panel, luego en un teléfono…',
    heading: '| medida | fixture | después | objetivo |',
    rows: roomTourRows,
  },
  'upload-queue': {
    say: 'Cola del panel: 20 fotos de 12 MP en un teléfono a 10 Mbit/s, con cortes y la pestaña cerrada…',
    heading: '| medida | fixture | en el panel | objetivo |',
    rows: (browser, b) => uploadQueueRows(browser, b),
  },
  'plano-pdf': {
    say: 'Planos de un PDF A1, por el panel…',
    heading: '| medida | fixture | en el panel | objetivo |',
    rows: (_browser, b, page) => planoPdfRows(b, page),
  },
  'model-3d': {
    say: 'Modelo 3D: una casa de tres plantas como GLB de ~30 MB y como IFC, por el panel, luego en un teléfono…',
    heading: '| medida | fixture | en el panel / en el teléfono | objetivo |',
    rows: model3dRows,
  },
};

export async function runOnly(name: string): Promise<void> {
  const group = GROUPS[name];
  if (!group) throw new Error(`--only takes one of: ${Object.keys(GROUPS).join(', ')}`);
  const b = await startBackend({ serveApp: true });
  const browser = await launchBrowser();
  try {
    console.log(group.say);
    const rows = await group.rows(browser, b, await signIn(browser, b));
    console.log(`${group.heading}\n|---|---|---|---|`);
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  } finally {
    await browser.close();
    await b.stop();
  }
}
