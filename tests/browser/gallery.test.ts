// /ProjectsGallery as a visitor sees it (SPEC §2): default type, ?type= preselection and
// scroll, the picker's scroll and URL, only cards of the chosen type, card → project page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_TYPES, type ProjectType } from '../../core/constants.ts';
import type { Project } from '../../core/database-shapes.ts';
import { projectPath } from '../../core/addresses/project-path.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { eventually, settledTop } from '../support/eventually.ts';
import { openLoaded, waitForLoadingScreen as loaded } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let browser: Browser;
let projects: Project[];

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  const db = backend.client(backend.anonKey);
  const { data, error } = await db.from('Project').select('*').order('id');
  if (error) throw new Error(error.message);
  projects = data;
  // Every type needs cards for these tests to mean something.
  for (const type of PROJECT_TYPES) expect(projects.filter((p) => p.type === type).length).toBeGreaterThan(0);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const open = (path: string): Promise<Page> => openLoaded(browser, backend.url + path);

/** Names of the project cards' links, as a screen reader hears them. */
function expectedCards(type: ProjectType): string[] {
  return projects
    .filter((p) => p.type === type)
    .map((p) => `${p.title} – ${p.subtitle}`)
    .sort();
}

async function shownCards(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: /^Proyectos / });
  // Wait for the list of this type (placeholders have no links).
  await list.getByRole('listitem').first().waitFor();
  const names = await list.getByRole('link').allTextContents();
  return names.map((n) => n.replace(/\s+/g, ' ').trim()).sort();
}

/** How long a choice may take to show after the click (a transition, then a render). */
const SHOWN = { timeout: 5000 };

async function pressed(page: Page): Promise<string[]> {
  const group = page.getByRole('group', { name: 'Tipo de proyecto' });
  return group.locator('button[aria-pressed="true"]').allTextContents();
}

/**
 * Waits until the list has been scrolled to: its heading settles near the top of the viewport.
 * The page scrolls only after SPEC's delay (100 or 200 ms) and then smoothly, so a position read
 * right after the click is a race; on timeout the last position read is what the failure shows.
 */
async function expectListScrolledTo(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: /^Proyectos / });
  await eventually(async () => {
    const top = await settledTop(heading);
    expect(top, 'top of the list heading in the viewport').toBeGreaterThanOrEqual(0);
    expect(top, 'top of the list heading in the viewport').toBeLessThan(200);
  });
}

describe('projects gallery', () => {
  it('starts on Comercial, at the top, with only Comercial cards', async () => {
    const page = await open('/ProjectsGallery');
    expect(await pressed(page)).toEqual(['Comercial']);
    expect(await shownCards(page)).toEqual(expectedCards('Comercial'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe('Proyectos comerciales | Alba Nogal');
    await page.close();
  });

  it('preselects the ?type= of the URL and scrolls to its list', async () => {
    const page = await open('/ProjectsGallery?type=Residencial');
    expect(await pressed(page)).toEqual(['Residencial']);
    expect(await shownCards(page)).toEqual(expectedCards('Residencial'));
    await expectListScrolledTo(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.close();
  });

  it('falls back to Comercial for an unknown type', async () => {
    const page = await open('/ProjectsGallery?type=Industrial');
    expect(await pressed(page)).toEqual(['Comercial']);
    expect(await shownCards(page)).toEqual(expectedCards('Comercial'));
    await page.close();
  });

  it('picking a type shows only its cards, scrolls to them and is kept in the URL', async () => {
    const page = await open('/ProjectsGallery');
    const group = page.getByRole('group', { name: 'Tipo de proyecto' });
    // The URL changes before React commits the new choice (a transition): poll what is shown
    // instead of reading it once after each action.
    await group.getByRole('button', { name: 'Equipamiento' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'Equipamiento');
    await expect.poll(() => pressed(page), SHOWN).toEqual(['Equipamiento']);
    await expect.poll(() => shownCards(page), SHOWN).toEqual(expectedCards('Equipamiento'));
    await expectListScrolledTo(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await group.getByRole('button', { name: 'Residencial' }).click();
    await expect.poll(() => shownCards(page), SHOWN).toEqual(expectedCards('Residencial'));
    // Back returns to the previous choice.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('type') === 'Equipamiento');
    await expect.poll(() => pressed(page), SHOWN).toEqual(['Equipamiento']);
    await expect.poll(() => shownCards(page), SHOWN).toEqual(expectedCards('Equipamiento'));
    await page.close();
  });

  it('shows its first backdrop at once and fades in the next one when the type changes', async () => {
    // The first render is drawn under the loading screen, where a fade is never seen (and an image
    // fading in from transparent counts as painted only when the fade ends).
    const page = await open('/ProjectsGallery');
    const backdrop = page.locator('main header img');
    expect(await backdrop.evaluate((img) => getComputedStyle(img).animationName)).toBe('none');
    const before = await backdrop.getAttribute('src');
    await page
      .getByRole('group', { name: 'Tipo de proyecto' })
      .getByRole('button', { name: 'Residencial' })
      .click();
    await expect.poll(() => backdrop.getAttribute('src'), SHOWN).not.toBe(before);
    expect(await backdrop.evaluate((img) => getComputedStyle(img).animationName)).not.toBe('none');
    await page.close();
  });

  it('opens the project page from a card', async () => {
    const page = await open('/ProjectsGallery');
    const project = projects.find((p) => p.type === 'Comercial')!;
    await page.getByRole('link', { name: `${project.title} – ${project.subtitle}` }).click();
    await page.waitForURL((url) => url.pathname === projectPath(project));
    await loaded(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(project.title);
    await page.close();
  });

  it('shows each card image in the same frame size', async () => {
    const page = await open('/ProjectsGallery?type=Residencial');
    await page
      .getByRole('region', { name: /^Proyectos / })
      .getByRole('listitem')
      .first()
      .waitFor();
    const ratios = await page.locator('#proyectos li img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const box = img.parentElement!.getBoundingClientRect();
        return Math.round((box.width / box.height) * 100) / 100;
      }),
    );
    expect(ratios.length).toBeGreaterThan(0);
    expect(new Set(ratios)).toEqual(new Set([1.33]));
    await page.close();
  });
});
