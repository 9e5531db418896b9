// The panel's upload queue on a phone: photos chosen for a project's renders wait in the browser
// (IndexedDB) until each is stored and recorded. The connection drops and the tab is closed
// midway; the panel opened again says how many wait and finishes them, each recorded once, no
// file left without its row. 'Descartar' gives them up, leaving nothing; signing out empties the
// queue, and one account never sees another's.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePanel, jpeg, openProject, orphans, signInOn, type Backend, type Db } from './admin-helpers.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let projectId: number;
const PROJECT = { title: 'Casa Obra', subtitle: 'Avance' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const OTHER = { email: 'socia@estudio.test', password: 'otra-clave-segura-1' };

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  browser = await launchBrowser();
  db = backend.client(backend.serviceKey);
  await backend.createUser(OTHER.email, OTHER.password, { admin: true });
  const { data, error } = await db
    .from('Project')
    .insert({
      ...PROJECT,
      description: 'Obra en curso.',
      year: '2026',
      location: 'Mérida',
      type: 'Residencial',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  projectId = data.id;
}, 120_000);

afterAll(() => closePanel({ backend, browser }));

async function link(page: Page, offline: boolean, uploadBytesPerSecond = -1): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: uploadBytesPerSecond,
  });
  return cdp;
}

const renders = async () =>
  (await db.from('Render').select('url').eq('id_project', projectId).is('deleted_at', null)).data ?? [];

const photos = async (names: string[]) =>
  Promise.all(
    names.map(async (name, i) => ({ name, mimeType: 'image/jpeg', buffer: await jpeg(1400 + i * 40, 1050) })),
  );

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /pendientes? de subir/ });

describe('the upload queue on a phone', () => {
  it('survives a lost connection and a closed tab, then finishes: each photo recorded once, nothing orphaned', async () => {
    const context = await browser.newContext(PHONE);
    let page = await signInOn(context, backend);
    await openProject(page, PROJECT.title);
    await page
      .getByLabel('Elegir render')
      .setInputFiles(await photos(['obra-1.jpg', 'obra-2.jpg', 'obra-3.jpg']));
    // Slow enough that the tab closes with photos still waiting.
    const cdp = await link(page, false, 150 * 1024);
    await page.getByRole('button', { name: 'Subir 3 renders' }).click();
    await expect.poll(async () => (await renders()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    // The connection drops: the queue says so and waits.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await notice(page).filter({ hasText: 'Sin conexión' }).waitFor();
    const before = (await renders()).length;
    expect(before).toBeLessThan(3);
    // The phone goes in a pocket: the tab is gone.
    await cdp.detach();
    await page.close({ runBeforeUnload: false });

    // Opened again, connected: the panel says how many wait and goes on by itself.
    page = await context.newPage();
    await page.goto(`${backend.url}/admin`);
    const waiting = 3 - before;
    await notice(page)
      .filter({
        hasText: waiting === 1 ? '1 foto pendiente de subir' : `${waiting} fotos pendientes de subir`,
      })
      .waitFor();
    await expect.poll(async () => (await renders()).length, { timeout: 60_000 }).toBe(3);
    await notice(page).waitFor({ state: 'detached', timeout: 30_000 });
    const names = (await renders()).map((r) =>
      decodeURIComponent(r.url.split('/').pop()!).replace(/^\d+-/, ''),
    );
    expect(names.sort()).toEqual(['obra-1.jpg', 'obra-2.jpg', 'obra-3.jpg']);
    expect(await orphans(backend)).toEqual([]);
    // The project's list shows them, once each.
    await openProject(page, PROJECT.title);
    await page
      .getByRole('region', { name: /^Renders/ })
      .getByRole('button', { name: 'Eliminar render 3' })
      .waitFor();
    expect(
      await page
        .getByRole('region', { name: /^Renders/ })
        .getByRole('button', { name: /^Eliminar render/ })
        .count(),
    ).toBe(3);
    await context.close();
  }, 180_000);

  it("'Descartar' gives the waiting photos up: no row, no file, and nothing waits after a reload", async () => {
    const context = await browser.newContext(PHONE);
    const page = await signInOn(context, backend);
    await openProject(page, PROJECT.title);
    const cdp = await link(page, true);
    await page
      .getByLabel('Elegir render')
      .setInputFiles(await photos(['descartada-1.jpg', 'descartada-2.jpg']));
    await page.getByRole('button', { name: 'Subir 2 renders' }).click();
    await notice(page).filter({ hasText: '2 fotos pendientes de subir' }).waitFor();
    await page.getByRole('button', { name: 'Descartar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Descartar' }).click();
    await notice(page).waitFor({ state: 'detached' });
    await cdp.detach();
    await page.reload();
    await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await notice(page).count()).toBe(0);
    expect((await renders()).length).toBe(3);
    expect(await orphans(backend)).toEqual([]);
    await context.close();
  }, 120_000);

  it('belongs to its account: another one signed in on the same phone does not see it; signing out empties it', async () => {
    const context = await browser.newContext(PHONE);
    let page = await signInOn(context, backend);
    await openProject(page, PROJECT.title);
    let cdp = await link(page, true);
    await page.getByLabel('Elegir render').setInputFiles(await photos(['de-alba.jpg']));
    await page.getByRole('button', { name: 'Subir render' }).click();
    await notice(page).filter({ hasText: '1 foto pendiente de subir' }).waitFor();
    await cdp.detach();
    // Her session ends without signing out (it expired); her partner signs in on the same phone.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('sb-')) localStorage.removeItem(key);
    });
    await page.close();
    page = await signInOn(context, backend, OTHER);
    await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await notice(page).count()).toBe(0);
    // The partner signs out; she signs in again, offline: her photo still waits for her.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${backend.url}/login`);
    await page.close();
    page = await signInOn(context, backend);
    cdp = await link(page, true);
    await notice(page).filter({ hasText: '1 foto pendiente de subir' }).waitFor();
    // Signing out asks, then empties her queue: signed in again, nothing waits.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Hay 1 foto pendiente de subir').waitFor();
    await cdp.detach();
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${backend.url}/login`);
    await page.close();
    page = await signInOn(context, backend);
    await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await notice(page).count()).toBe(0);
    expect((await renders()).some((r) => r.url.includes('de-alba'))).toBe(false);
    expect(await orphans(backend)).toEqual([]);
    await context.close();
  }, 120_000);
});
