// The panel's 'Estudio' view (a button below the three tabs, not a fourth tab). The
// administrator changes the phone, a social link, Misión and a founder's portrait; a visitor's
// next page load shows them. An invalid phone is refused next to its field and nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../src/features/studio/components/admin/studio-validation.ts';
import { studioSettings } from '../../core/studio/studio-settings.ts';
import {
  closePanel,
  jpeg,
  objectName,
  openPanel,
  statusOf,
  visit,
  writeDone,
  type Panel,
} from './admin-helpers.ts';

let panel: Panel;
const MISSION = 'Diseñar casas luminosas que acompañen a quien las habita durante décadas.';
const INSTAGRAM = 'https://www.instagram.com/taller.nuevo';

beforeAll(async () => {
  panel = await openPanel();
});

afterAll(() => closePanel(panel));

async function stored() {
  const { data } = await panel.db.from('Studio').select('settings');
  return data?.[0] ? studioSettings(data[0].settings) : null;
}

function section(name: string) {
  return panel.page.getByRole('region', { name });
}

describe("the panel's 'Estudio' view", () => {
  it('opens from a button below the three tabs', async () => {
    const { page } = panel;
    await page.getByRole('button', { name: 'Estudio', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Estudio' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Proyectos', 'Clientes', 'Galería']);
    for (const name of ['Contacto', 'Textos', 'Fundadores', 'Video del estudio']) {
      expect(await section(name).getByRole('button', { name: 'Guardar cambios' }).count()).toBe(1);
    }
  });

  it('refuses an invalid phone with a Spanish message next to the field and saves nothing', async () => {
    const contact = section('Contacto');
    await contact.getByLabel(/^Teléfono/).fill('55-ABCD');
    await contact.getByRole('button', { name: 'Guardar cambios' }).click();
    const phone = contact.getByLabel(/^Teléfono/);
    await contact.getByText(VALIDATION.phone).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    // Seen, not only announced: the refused field is outlined in the panel's danger red (once
    // the border's colour transition has run).
    await expect
      .poll(() => phone.evaluate((el) => getComputedStyle(el).borderTopColor))
      .toBe('rgb(163, 51, 43)');
    expect(await stored()).toBeNull();
  });

  it('saves the phone, a social link, Misión and a founder portrait', async () => {
    const { page } = panel;
    const contact = section('Contacto');
    await contact.getByLabel(/^Teléfono/).fill('+52 33 1111 2222');
    // The chat link SPEC §7 builds, previewed as it is typed.
    await contact.getByRole('link', { name: /api\.whatsapp\.com\/send\?phone=523311112222/ }).waitFor();
    await contact.getByLabel('Instagram', { exact: true }).fill(INSTAGRAM);
    await contact.getByLabel('Facebook', { exact: true }).fill('');
    await contact.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    await contact.getByRole('status').filter({ hasText: 'Cambios guardados.' }).waitFor();

    const texts = section('Textos');
    await texts.getByLabel('Misión', { exact: true }).fill(MISSION);
    await texts.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);

    const founders = section('Fundadores');
    await founders
      .getByLabel('Elegir retrato del fundador 1')
      .setInputFiles({ name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: await jpeg(900, 1100) });
    await founders.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);

    const settings = await stored();
    expect(settings?.phone).toBe('523311112222');
    expect(settings?.social).toEqual([
      { network: 'Facebook', url: '' },
      { network: 'Instagram', url: INSTAGRAM },
    ]);
    expect(settings?.texts.mission).toBe(MISSION);
    expect(settings?.founders[0].photo).toMatch(/\/Gallery\/\d+-retrato\.webp$|\/Gallery\/\d+-retrato\.jpg$/);
    expect(await statusOf(panel.backend, settings!.founders[0].photo)).toBe(200);

    // Replacing the portrait keeps the old file: the version the save kept still names it.
    const first = settings!.founders[0].photo;
    await founders
      .getByLabel('Elegir retrato del fundador 1')
      .setInputFiles({ name: 'retrato-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 1000) });
    await founders.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    const replaced = (await stored())!.founders[0].photo;
    expect(replaced).not.toBe(first);
    expect(await statusOf(panel.backend, first)).toBe(200);
  });

  it("'Historial' lists earlier versions with date and author, shows what differs, and restores one as a new version", async () => {
    const { page } = panel;
    const history = section('Historial');
    const versions = history.getByRole('list', { name: 'Versiones anteriores' });
    await versions.waitFor();
    const count = async () => (await panel.db.from('StudioVersion').select('id')).data?.length ?? 0;
    const before = await count();
    // The version saved before Misión changed: it differs from now in Misión, and names its author.
    const entries = versions.locator(':scope > li');
    const entry = entries.filter({ has: page.getByText('Misión:', { exact: false }) }).last();
    expect(await entry.textContent()).toContain(`por ${panel.backend.admin.email}`);
    expect(await entry.textContent()).toContain(`(ahora «${MISSION}»)`);
    await entry.getByRole('button', { name: /^Restaurar la versión del / }).click();
    await writeDone(page);
    const restored = await stored();
    expect(restored?.texts.mission).not.toBe(MISSION);
    expect(await count()).toBe(before + 1);
    // The restore is itself a version: the newest entry has today's Misión, and can bring it back.
    const newest = entries.first();
    await newest.getByText(`«${MISSION}»`, { exact: false }).waitFor();
    await newest.getByRole('button', { name: /^Restaurar la versión del / }).click();
    await writeDone(page);
    expect((await stored())?.texts.mission).toBe(MISSION);
  });

  it("shows the edits on the visitor's next page load", async () => {
    const settings = (await stored())!;
    const visitor = await visit(panel.browser, panel.backend, '/WhoWeAre');
    await visitor.getByText(MISSION).waitFor({ timeout: 20_000 });
    const portrait = visitor.getByRole('img', { name: `Retrato de ${settings.founders[0].name}` });
    const shown = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    // The portrait itself or one of its copies (a WebP one in a JPEG's place).
    const files = [settings.founders[0].photo, ...Object.values(settings.founders[0].photoWidths)];
    expect(files.map(objectName)).toContain(objectName(shown));
    const footer = visitor.locator('footer');
    expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(INSTAGRAM);
    expect(await footer.getByRole('link', { name: 'Facebook' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      'phone=523311112222',
    );
    await visitor.close();
  });
});
