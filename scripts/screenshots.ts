// `npm run screenshots`: the pictures of README and of the studio's guide (docs/GUIA-DEL-PANEL.md),
// taken from the demo site so they follow the site and the panel when either changes. It builds
// the app if dist/ is stale, starts the embedded backend with the demo content on a free port and
// a temporary data folder (the browser tests' harness), drives Debian's Chromium through each
// step of the guide as an architect would, and writes small PNGs to docs/images/. Nothing of the
// run is kept but the pictures. Takes a few minutes (the 360° render, the PDF and the 3D model
// are prepared in the browser as in real use).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from '../harness/backend';
import { launchBrowser } from '../harness/browser';
import { signIn } from '../harness/panel';
import { buildIfStale } from './build-inputs';
import { Camera } from './screenshots/camera';
import { photographCreditsOnSite } from './screenshots/credits';
import { addDemoActivity } from './screenshots/demo-activity';
import { photographProjectSteps } from './screenshots/panel-projects';
import {
  photographAccount,
  photographMessages,
  photographSignIn,
  photographStatistics,
  photographTour,
} from './screenshots/panel-views';
import { DESKTOP, photographSite } from './screenshots/site';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IMAGES = path.join(ROOT, 'docs/images');

if (!buildIfStale(ROOT)) process.exit(1);
await mkdir(IMAGES, { recursive: true });

const backend = await startBackend({ seed: true });
const browser = await launchBrowser();
const camera = new Camera(IMAGES);
try {
  await addDemoActivity(backend);
  console.log(`Demo site at ${backend.url}; pictures to docs/images/:`);
  await photographSite(browser, backend.url, camera);
  await photographCreditsOnSite(browser, backend.url, camera);
  await photographSignIn(browser, backend, camera);
  const page = await signIn(browser, backend, backend.admin, DESKTOP.viewport!);
  await camera.page(page, 'panel-desktop');
  await photographProjectSteps(page, camera);
  await photographTour(page, camera);
  await photographStatistics(page, camera);
  await photographMessages(page, camera);
  await photographAccount(browser, backend, page, camera);
  const total = camera.shots.reduce((sum, shot) => sum + shot.bytes, 0);
  console.log(`${camera.shots.length} pictures, ${(total / 1024).toFixed(0)} KB in all.`);
} finally {
  await browser.close();
  await backend.stop();
}
