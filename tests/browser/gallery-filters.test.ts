// The gallery among many projects, as a visitor narrows it: status, years and city beside SPEC's
// type picker, the choice in the address (shared, restored by back and forward, in English too),
// the page kept where it was, six cards at a time with 'Ver más proyectos' (the focus on the
// first new card, the page in the address), a clear way out of a choice that matches nothing,
// and the filters whole on a 390 px phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { growSite } from '../../harness/many-projects.ts';
import { openLoaded } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let browser: Browser;

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  await growSite(backend.client(backend.serviceKey), { projects: 90, renders: 3, planos: 2 });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const SHOWN = { timeout: 8000 };

/** The titles of the projects a choice names, in the studio's order, read from the database. */
async function matching(filters: { status?: 'built'; from?: number; city?: string }): Promise<string[]> {
  let query = backend
    .client()
    .from('Project')
    .select('title')
    .eq('type', 'Residencial')
    .is('deleted_at', null);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.from) query = query.gte('year_number', filters.from);
  if (filters.city) query = query.eq('city', filters.city);
  const { data, error } = await query.order('position');
  if (error) throw new Error(error.message);
  return data.map((p) => p.title);
}

async function cardTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: /^Proyectos|projects$/ });
  return (await list.locator('li h3 a > span:first-child').allTextContents()).map((t) => t.trim());
}

const status = (page: Page) => page.getByRole('group', { name: /^(Estado|Status)$/ });

describe('the gallery’s filters', () => {
  it('narrow a type to its built projects of one city from a year on, keep the page in place and write the address', async () => {
    const page = await openLoaded(browser, `${backend.url}/ProjectsGallery?type=Residencial`);
    await status(page).waitFor();
    const before = await page.evaluate(() => window.scrollY);
    await status(page).getByRole('button', { name: 'Construido' }).click();
    await page.waitForURL(/status=built/);
    await page.getByLabel('Ciudad').selectOption('Oaxaca');
    await page.waitForURL(/city=Oaxaca/);
    const from = page.getByLabel('Desde');
    await from.fill('2010');
    await page.waitForURL(/from=2010/);
    expect(new URL(page.url()).search).toBe('?type=Residencial&status=built&from=2010&city=Oaxaca');
    const expected = (await matching({ status: 'built', from: 2010, city: 'Oaxaca' })).slice(0, 6);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page), SHOWN).toEqual(expected);
    // Filtering moved nothing: the filters are where the visitor tapped them.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
    await expect.poll(() => status(page).locator('[aria-pressed="true"]').textContent()).toBe('Construido');

    // Back undoes the last choice; forward brings it back.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('from'));
    await expect
      .poll(() => cardTitles(page), SHOWN)
      .toEqual((await matching({ status: 'built', city: 'Oaxaca' })).slice(0, 6));
    await page.goForward();
    await expect.poll(() => cardTitles(page), SHOWN).toEqual(expected);
    await expect.poll(() => page.getByLabel('Desde').inputValue()).toBe('2010');
    await page.context().close();
  });

  it('a shared address opens on the same choice, in English too', async () => {
    const address = '/ProjectsGallery?type=Residencial&status=built&city=Ciudad+de+M%C3%A9xico';
    const expected = (await matching({ status: 'built', city: 'Ciudad de México' })).slice(0, 6);
    const es = await openLoaded(browser, backend.url + address);
    await expect.poll(() => cardTitles(es), SHOWN).toEqual(expected);
    expect(await es.getByLabel('Ciudad').inputValue()).toBe('Ciudad de México');
    await es.context().close();
    const en = await openLoaded(browser, `${backend.url}/en${address}`);
    await expect.poll(() => cardTitles(en), SHOWN).toEqual(expected);
    expect(await status(en).locator('[aria-pressed="true"]').textContent()).toBe('Built');
    // The city is named in English where the studio wrote it, and the address keeps the Spanish.
    expect(await en.getByLabel('City').locator('option:checked').textContent()).toBe('Mexico City');
    await en.context().close();
  });

  it('shows six cards at a time: “Ver más proyectos” adds six, focuses the first new one and keeps the page in the address', async () => {
    const all = await matching({});
    expect(all.length).toBeGreaterThan(12);
    const page = await openLoaded(browser, `${backend.url}/ProjectsGallery?type=Residencial`);
    await expect.poll(() => cardTitles(page), SHOWN).toEqual(all.slice(0, 6));
    expect(await page.getByText(`6 de ${all.length} proyectos`).count()).toBe(1);
    const more = page.getByRole('link', { name: 'Ver más proyectos' });
    expect(await more.getAttribute('href')).toBe('/ProjectsGallery?type=Residencial&page=2');
    await more.click();
    await expect.poll(() => cardTitles(page), SHOWN).toEqual(all.slice(0, 12));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('h3')?.querySelector('span')?.textContent),
      )
      .toBe(all[6]);
    // A reload (or a return from a project) finds the same cards.
    await page.reload();
    await expect.poll(() => cardTitles(page), SHOWN).toEqual(all.slice(0, 12));
    await page.context().close();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const page = await openLoaded(browser, `${backend.url}/ProjectsGallery?type=Residencial&from=2200`);
    await page.getByText('Ningún proyecto de este tipo coincide con estos filtros.').waitFor(SHOWN);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.waitForURL((url) => url.search === '?type=Residencial');
    await expect.poll(() => cardTitles(page), SHOWN).toEqual((await matching({})).slice(0, 6));
    await page.context().close();
  });

  it('fits a 390 px phone: every filter on screen, nothing wider than the page', async () => {
    const page = await openLoaded(browser, `${backend.url}/ProjectsGallery?type=Residencial`, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await status(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const control of [page.getByLabel('Desde'), page.getByLabel('Hasta'), page.getByLabel('Ciudad')]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.context().close();
  });
});
