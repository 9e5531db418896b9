// A project page as a visitor on a phone reads it: each image's caption and credit under it
// (never over it), in the slider and the large view; the fact sheet with what the studio filled
// in (the client only when shown); a 'Créditos' block naming each credit once; all of it in
// English on the English page; and a project without facts showing SPEC's 'Año' and 'Locación'
// alone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { openLoaded } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let browser: Browser;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Demo projects (supabase/seed/credits.ts): one with credits and facts, one without.
const CASA = '/ProjectsGallery/Casa%20R%C3%ADo-Bravo-Residencia%20familiar';
const LIBRARY = '/ProjectsGallery/Biblioteca%20Los%20Fresnos-Biblioteca%20p%C3%BAblica';

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

/** The fact sheet as term → value. */
async function facts(page: Page): Promise<Record<string, string>> {
  const sheet = page.getByRole('region', { name: /^(Ficha del proyecto|Project facts)$/ });
  const rows = await sheet
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']),
    );
  return Object.fromEntries(rows);
}

describe('a project page with credits and facts', () => {
  it('sets each image’s caption and credit under it on a phone, and in the large view', async () => {
    const page = await openLoaded(browser, backend.url + CASA, PHONE);
    const slider = page.getByRole('region', { name: 'Imágenes del proyecto' });
    const image = slider.getByRole('button', { name: /^Ampliar imagen/ });
    const note = slider.locator('p', { hasText: 'Fotografía: Marta Oliva' });
    await note.waitFor();
    const imageBox = (await image.boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    // Under the image, not over it, and within the phone's width.
    expect(noteBox.y).toBeGreaterThanOrEqual(imageBox.y + imageBox.height - 1);
    expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(390);
    await image.click();
    const large = page.getByRole('dialog', { name: 'Imagen ampliada' });
    await large.getByText('Fotografía: Marta Oliva').waitFor();
    await large.getByRole('button', { name: 'Cerrar' }).click();
    // The next render (shown beside the photograph of what was built) has its caption too.
    await slider.getByRole('button', { name: 'Siguiente' }).click();
    await slider.getByText('La caja de madera que vuela tres metros hacia el lago').waitFor();
    await page.context().close();
  });

  it('shows the fact sheet, the collaborators, the award, the publication and each credit once', async () => {
    const page = await openLoaded(browser, backend.url + CASA, PHONE);
    expect(await facts(page)).toMatchObject({
      Año: '2023',
      Estado: 'Construido',
      'Superficie construida': '420 m²',
      Ciudad: 'Valle de Bravo, México',
    });
    // The family asked not to be named.
    expect(await facts(page)).not.toHaveProperty('Cliente');
    const credits = page.getByRole('region', { name: 'Créditos' });
    expect(await credits.locator('dt').allTextContents()).toEqual(['Fotografía', 'Dibujo']);
    expect(await credits.locator('dd').allTextContents()).toEqual(['Marta Oliva', 'Alba Nogal Arquitectura']);
    const collaborators = page.getByRole('region', { name: 'Colaboradores' });
    expect(await collaborators.locator('dd').allTextContents()).toEqual([
      'Colli Ingeniería',
      'Taller Jacaranda',
      'Obras Avándaro',
    ]);
    await page.getByRole('region', { name: 'Premios' }).getByText('2024').waitFor();
    const link = page.getByRole('region', { name: 'Publicaciones' }).getByRole('link');
    expect(await link.getAttribute('href')).toBe('https://example.com/entorno-112');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('names a client the studio shows, and a licence beside its credit', async () => {
    const page = await openLoaded(browser, backend.url + LIBRARY, PHONE);
    expect(await facts(page)).toMatchObject({
      Cliente: 'Alcaldía Tlalpan',
      'Superficie construida': '2,800 m²',
    });
    const licence = page.getByRole('region', { name: 'Créditos' }).getByRole('link', { name: 'Licencia' });
    expect(await licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    await page.context().close();
  });

  it('reads in English on the English page', async () => {
    const page = await openLoaded(
      browser,
      `${backend.url}/en/ProjectsGallery/R%C3%ADo-Bravo%20House-Family%20residence`,
      PHONE,
    );
    expect(await facts(page)).toMatchObject({
      Status: 'Built',
      'Built area': '420 m²',
      City: 'Valle de Bravo, Mexico',
    });
    expect(await page.getByRole('region', { name: 'Credits' }).locator('dt').allTextContents()).toEqual([
      'Photography',
      'Drawing',
    ]);
    expect(
      await page.getByRole('region', { name: 'Collaborators' }).locator('dt').first().textContent(),
    ).toBe('Structure');
    const slider = page.getByRole('region', { name: 'Project images' });
    await slider.getByRole('button', { name: 'Next' }).click();
    await slider.getByText('The timber box cantilevering three metres towards the lake').waitFor();
    await page.context().close();
  });
});

describe('a project page without facts', () => {
  it('shows SPEC’s year and location and nothing for what the studio left empty', async () => {
    const page = await openLoaded(
      browser,
      `${backend.url}/ProjectsGallery/Caf%C3%A9%20Orizaba-Cafeter%C3%ADa%20de%20especialidad`,
      PHONE,
    );
    expect(Object.keys(await facts(page))).toEqual(['Año', 'Locación', 'Tipo']);
    expect(await page.getByRole('region', { name: 'Créditos' }).count()).toBe(0);
    expect(await page.getByText('Fotografía:').count()).toBe(0);
    await page.context().close();
  });
});
