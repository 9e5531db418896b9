import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestBackend } from '../harness/backend';

/** The administrator signed in to the panel on a desktop-sized page, as the media benches start. */
export async function signIn(browser: Browser, b: TestBackend): Promise<Page> {
  return signInOn(await browser.newContext({ viewport: { width: 1440, height: 900 } }), b);
}

/** The administrator signed in on a new page of `context` (a phone's, say). */
export async function signInOn(context: BrowserContext, b: TestBackend): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${b.url}/login`);
  await page.getByLabel('Correo electrónico').fill(b.admin.email);
  await page.getByLabel('Contraseña').fill(b.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${b.url}/admin`);
  return page;
}
