// The public site in English under /en. Each page in English (its words, <html lang>,
// its title), the navigation bar's language switch leading to the same page in the other language
// (by keyboard, on a phone), a project's English words as the API saved them reaching its page at
// its English address, the studio's own English words ('Estudio'), and an empty English field
// showing the Spanish text marked lang="es".
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import type { Database } from '../../core/database-shapes.ts';
import { DEFAULT_STUDIO_SETTINGS } from '../../core/studio/studio-settings.ts';
import { demoStudioEnglish } from '../../supabase/seed/studio.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;
type Project = Database['public']['Tables']['Project']['Row'];

let backend: Backend;
let browser: Browser;
let admin: ReturnType<Backend['client']>;

const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  admin = backend.client();
  const { error } = await admin.auth.signInWithPassword(backend.admin);
  if (error) throw new Error(error.message);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

async function open(path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(backend.url + path);
  await waitForLoadingScreen(page);
  return page;
}

async function insertProject(values: Partial<Project>): Promise<Project> {
  const { data, error } = await admin
    .from('Project')
    .insert({
      title: 'Casa Prueba',
      subtitle: 'Idiomas',
      description: 'Una casa para probar los dos idiomas.',
      year: '2026',
      location: 'Coyoacán',
      type: 'Residencial',
      ...values,
    })
    .select()
    .single();
  if (error) throw new Error(error.message);
  return data;
}

const englishPath = (title: string, subtitle: string) => `/en${projectPath({ title, subtitle })}`;

describe('each page in English', () => {
  it('/en, /en/ProjectsGallery, a project and /en/WhoWeAre speak English', async () => {
    const home = await open('/en');
    expect(await home.evaluate(() => document.documentElement.lang)).toBe('en');
    const nav = home.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Gallery', 'About us'])
      await nav.getByRole('link', { name, exact: true }).waitFor();
    await home.getByRole('heading', { name: 'Alba Nogal · Architecture and Interior Design' }).waitFor();
    await home
      .getByRole('link', { name: /^Commercial/ })
      .first()
      .waitFor();
    expect(await home.getByRole('link', { name: 'Inicio' }).count()).toBe(0);

    // The gallery with its type filter, as in Spanish.
    await home.goto(`${backend.url}/en/ProjectsGallery?type=Residencial`);
    await waitForLoadingScreen(home);
    await home.getByRole('heading', { name: 'Residential projects' }).waitFor();
    expect(await home.title()).toBe('Residential projects | Alba Nogal');
    await home.getByRole('button', { name: 'Commercial' }).click();
    await expect
      .poll(() => new URL(home.url()).pathname + new URL(home.url()).search)
      .toBe('/en/ProjectsGallery?type=Comercial');
    await home.getByRole('heading', { name: 'Commercial projects' }).waitFor();

    // A project card leads to the project's English address.
    const card = home
      .getByRole('region', { name: /^Commercial projects/ })
      .getByRole('listitem')
      .getByRole('link')
      .first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/en\/ProjectsGallery\//);
    await card.click();
    await waitForLoadingScreen(home);
    await home.getByRole('term').filter({ hasText: 'Year' }).waitFor();
    await home.getByRole('term').filter({ hasText: 'Location' }).waitFor();
    await home.getByRole('link', { name: /Back to the gallery/ }).waitFor();

    await home.getByRole('link', { name: 'About us', exact: true }).first().click();
    await waitForLoadingScreen(home);
    expect(new URL(home.url()).pathname).toBe('/en/WhoWeAre');
    await home.getByRole('heading', { name: 'About us', level: 1 }).waitFor();
    await home.getByRole('heading', { name: 'Founders' }).waitFor();
    expect(await home.title()).toBe('About us | Alba Nogal');
    expect(await home.evaluate(() => document.documentElement.lang)).toBe('en');
    await home.close();
  });
});

describe('the language switch', () => {
  it('keeps the page (and the gallery’s type) and is used by keyboard on a phone', async () => {
    const page = await open('/ProjectsGallery?type=Equipamiento', PHONE);
    const toEnglish = page.getByRole('link', { name: /^EN\b/ });
    expect(await toEnglish.isVisible()).toBe(true);
    await toEnglish.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/en/ProjectsGallery?type=Equipamiento');
    await page.getByRole('heading', { name: 'Public building projects' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // And back, to the same page in Spanish (SPEC's words).
    await page.getByRole('link', { name: /^ES\b/ }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/ProjectsGallery?type=Equipamiento');
    await page.getByRole('heading', { name: 'Proyectos de equipamiento' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // The page is no wider than the phone with the switch in the bar.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it("leads from a project's page to the same project at its address in the other language", async () => {
    const project = await insertProject({
      title: 'Casa Cambio',
      title_en: 'Switch House',
      subtitle_en: 'Languages',
    });
    const page = await open(projectPath(project));
    await page.getByRole('link', { name: /^EN\b/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(englishPath('Switch House', 'Languages'));
    await page.getByRole('heading', { name: 'Switch House', level: 1 }).waitFor();
    await page.getByRole('link', { name: /^ES\b/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(projectPath(project));
    await page.getByRole('heading', { name: 'Casa Cambio', level: 1 }).waitFor();
    await page.close();
  });
});

describe("a project's English words", () => {
  it('set through the API reach its English page; an empty one shows the Spanish marked lang="es"', async () => {
    const project = await insertProject({ title: 'Casa Nogal', subtitle: 'Patio' });
    // No English yet: the English page (at the Spanish name) shows the Spanish, marked as such.
    const before = await open(englishPath('Casa Nogal', 'Patio'));
    const h1 = before.getByRole('heading', { level: 1 });
    expect(await h1.locator('[lang="es"]').textContent()).toBe('Casa Nogal');
    expect(
      await before.locator('[lang="es"]', { hasText: 'Una casa para probar los dos idiomas.' }).count(),
    ).toBe(1);
    await before.close();

    const { error } = await admin
      .from('Project')
      .update({
        title_en: 'Walnut House',
        subtitle_en: 'Courtyard',
        description_en: 'A house to try both languages.',
        location_en: 'Coyoacan, Mexico City',
      })
      .eq('id', project.id);
    if (error) throw new Error(error.message);
    const after = await open(englishPath('Walnut House', 'Courtyard'));
    const title = after.getByRole('heading', { level: 1 });
    expect(await title.textContent()).toBe('Walnut House');
    expect(await title.locator('[lang]').count()).toBe(0);
    await after.getByText('A house to try both languages.').waitFor();
    await after.getByText('Coyoacan, Mexico City').waitFor();
    expect(await after.locator('[lang="es"]', { hasText: 'Una casa para probar' }).count()).toBe(0);
    expect(await after.title()).toBe('Walnut House – Residential | Alba Nogal');
    // Its Spanish page is as it was.
    const spanish = await open(projectPath(project));
    expect(await spanish.getByRole('heading', { level: 1 }).textContent()).toBe('Casa Nogal');
    await spanish.getByRole('term').filter({ hasText: 'Año' }).waitFor();
    await spanish.close();
    await after.close();
  });
});

describe("the studio's English words ('Estudio' view)", () => {
  it('reach the English pages, never the Spanish ones; one left empty shows the Spanish marked lang="es"', async () => {
    const { data, error } = await admin.from('Studio').select('settings').single();
    if (error) throw new Error(error.message);
    const stored = data.settings as { en: typeof demoStudioEnglish };
    try {
      // The demo's English words, as the seed stored them.
      const home = await open('/en');
      await home.getByRole('heading', { name: demoStudioEnglish.texts.offersHeading! }).waitFor();
      await home.getByText(demoStudioEnglish.footerLead!).waitFor();
      await home.close();
      const about = await open('/en/WhoWeAre');
      await about.getByText(demoStudioEnglish.texts.mission!).waitFor();
      await about.getByText(demoStudioEnglish.founders[0].bio!).waitFor();
      await about.close();
      const spanish = await open('/');
      await spanish.getByText(DEFAULT_STUDIO_SETTINGS.footerLead).waitFor();
      expect(await spanish.getByText(demoStudioEnglish.footerLead!).count()).toBe(0);
      await spanish.close();

      // The offers' heading left without English: the English page shows the Spanish one, marked.
      const { offersHeading: _dropped, ...texts } = stored.en.texts;
      const update = await admin
        .from('Studio')
        .update({ settings: { ...stored, en: { ...stored.en, texts } } })
        .eq('id', 1);
      if (update.error) throw new Error(update.error.message);
      const after = await open('/en');
      const heading = after.locator('[lang="es"]', { hasText: DEFAULT_STUDIO_SETTINGS.texts.offersHeading });
      await heading.waitFor();
      expect(await after.getByText(demoStudioEnglish.texts.offersHeading!).count()).toBe(0);
      await after.getByRole('heading', { name: demoStudioEnglish.texts.recentHeading! }).waitFor();
      await after.close();
    } finally {
      await admin.from('Studio').update({ settings: data.settings }).eq('id', 1);
    }
  });
});
