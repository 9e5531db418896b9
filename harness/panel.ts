// Signing in to the panel through /login as an administrator does, and waiting for a write to
// finish: shared by the browser tests, the media benches and the guide's screenshots
// (scripts/screenshots.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestBackend } from './backend';

type Credentials = { email: string; password: string };

/** A fresh browser context signed in through /login; the panel is open on 'Proyectos'. */
export async function signIn(
  browser: Browser,
  backend: TestBackend,
  credentials: Credentials = backend.admin,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  return signInOn(await browser.newContext({ viewport }), backend, credentials);
}

/** A new page of `context` (a phone's, one whose storage another page used) signed in through /login. */
export async function signInOn(
  context: BrowserContext,
  backend: TestBackend,
  credentials: Credentials = backend.admin,
): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(`${backend.url}/login`);
  await page.getByLabel('Correo electrónico').fill(credentials.email);
  await page.getByLabel('Contraseña').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${backend.url}/admin`);
  await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
  return page;
}

/** SPEC's overlay while a write is under way. */
export const BUSY = 'Actualizando...';

/**
 * Waits until the write in progress has finished: its overlay is gone, and so is the upload
 * queue's notice (a cover, a render or a gallery photo goes up through the queue, no overlay).
 */
export async function writeDone(page: Page): Promise<void> {
  await page.getByRole('status', { name: BUSY }).waitFor({ state: 'detached', timeout: 45_000 });
  await page
    .getByRole('status')
    .filter({ hasText: /pendientes? de subir/ })
    .waitFor({ state: 'detached', timeout: 45_000 });
}
