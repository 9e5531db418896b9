// Links that last, as the studio and its visitors see them: a project renamed in the panel keeps
// its former addresses (listed in the panel, where one can be dropped), and a visitor following an
// old link — from outside, or inside the app — lands on the project at its current address.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishProjectPath } from '../../core/addresses/english-path.ts';
import { projectPath } from '../../core/addresses/project-path.ts';
import {
  closePanel,
  openPanel,
  openProject,
  visit,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;

const OLD = { title: 'Casa Provisional', subtitle: 'Lote 4' };
const NEW = { title: 'Casa Olmos', subtitle: 'Lote 4' };

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
  const { error } = await db.from('Project').insert({
    ...OLD,
    description: 'Vivienda alrededor de un patio de olmos.',
    year: '2024',
    location: 'Mérida',
    type: 'Residencial',
  });
  if (error) throw new Error(error.message);
  await page.reload();
  await openProject(page, OLD.title);
});

afterAll(() => closePanel({ backend, browser }));

const formerCard = () => page.getByRole('region', { name: 'Direcciones anteriores' });

/** The project page a visitor ends on after following `path`, and its heading. */
async function follow(path: string): Promise<{ path: string; heading: string }> {
  const visitor = await visit(browser, backend, path);
  try {
    const heading = visitor.getByRole('heading', { level: 1, name: NEW.title });
    await heading.waitFor({ state: 'attached' });
    return {
      path: decodeURIComponent(new URL(visitor.url()).pathname) + new URL(visitor.url()).search,
      heading: (await heading.textContent()) ?? '',
    };
  } finally {
    await visitor.close();
  }
}

describe('a project renamed in the panel', () => {
  it('lists no former address before any rename', async () => {
    await formerCard().getByText('Este proyecto no ha cambiado de dirección.').waitFor();
  });

  it('lists the address it left, in Spanish and English, once renamed', async () => {
    await page.getByLabel('Título', { exact: true }).fill(NEW.title);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    await formerCard().getByText(`/ProjectsGallery/${OLD.title}-${OLD.subtitle}`, { exact: true }).waitFor();
    await formerCard()
      .getByText(`/en/ProjectsGallery/${OLD.title}-${OLD.subtitle}`, { exact: true })
      .waitFor();
  });

  it('brings a visitor following the old link to the project at its new address, query kept', async () => {
    expect(await follow(`${projectPath(OLD)}?utm_source=whatsapp`)).toEqual({
      path: `/ProjectsGallery/${NEW.title}-${NEW.subtitle}?utm_source=whatsapp`,
      heading: NEW.title,
    });
    expect((await follow(englishProjectPath({ ...OLD, title_en: null, subtitle_en: null }))).path).toBe(
      `/en/ProjectsGallery/${NEW.title}-${NEW.subtitle}`,
    );
  });

  it('replaces an old address met inside the app (a static host cannot redirect) with the current one', async () => {
    const visitor = await visit(browser, backend, '/ProjectsGallery');
    try {
      await visitor.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
      const before = await visitor.evaluate(() => history.length);
      // A link followed without reloading: only the app sees it, not the server.
      await visitor.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, projectPath(OLD));
      await visitor.getByRole('heading', { level: 1, name: NEW.title }).waitFor({ state: 'attached' });
      await visitor.waitForURL(
        (url) => decodeURIComponent(url.pathname) === `/ProjectsGallery/${NEW.title}-${NEW.subtitle}`,
      );
      // Replaced, not added: going back does not return to the old address.
      expect(await visitor.evaluate(() => history.length)).toBe(before + 1);
    } finally {
      await visitor.close();
    }
  });

  it("drops a former address with 'Quitar': the old link then finds nothing", async () => {
    await formerCard()
      .getByRole('button', {
        name: `Quitar la dirección anterior /ProjectsGallery/${OLD.title}-${OLD.subtitle} (español)`,
      })
      .click();
    await writeDone(page);
    await expect
      .poll(() =>
        formerCard().getByText(`/ProjectsGallery/${OLD.title}-${OLD.subtitle}`, { exact: true }).count(),
      )
      .toBe(0);
    const res = await fetch(backend.url + projectPath(OLD), { redirect: 'manual' });
    expect(res.status).toBe(404);
    // The English one stays until dropped too.
    const en = await fetch(backend.url + englishProjectPath({ ...OLD, title_en: null, subtitle_en: null }), {
      redirect: 'manual',
    });
    expect(en.status).toBe(301);
  });
});
