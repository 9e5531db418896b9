// 'Optimizar medios' replaces an image's old JPEG copies with WebP ones and removes the old ones,
// but never one that something else still names: here a kept version of the studio's settings
// ('Historial' can bring that document back, and its portrait must still show).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { jpeg, putFile, signIn, statusOf, type Backend, type Db } from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  browser = await launchBrowser();
  db = backend.client(backend.serviceKey);
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

describe("'Optimizar medios' and the settings history", () => {
  it('keeps the old copies a kept settings version names', async () => {
    const photo = await putFile(db, '1700000000010-retrato.jpg', await jpeg(1280, 960), 'image/jpeg');
    const copy = await putFile(db, '1700000000010-retrato-480w.jpg', await jpeg(480, 360), 'image/jpeg');
    const founder = { name: 'Alba', photo, photoWidths: { '480': copy, '1280': photo } };
    const existing = await db.from('Studio').select('id').eq('id', 1);
    const first = existing.data?.length
      ? await db
          .from('Studio')
          .update({ settings: { founders: [founder] } })
          .eq('id', 1)
      : await db.from('Studio').insert({ id: 1, settings: { founders: [founder] } });
    expect(first.error).toBeNull();
    // A later save keeps the first document as a version: it names the JPEG copy.
    const later = await db
      .from('Studio')
      .update({ settings: { founders: [{ ...founder, name: 'Alba Nogal' }] } })
      .eq('id', 1);
    expect(later.error).toBeNull();
    const versions = await db.from('StudioVersion').select('settings');
    expect(JSON.stringify(versions.data)).toContain(copy);

    const page = await signIn(browser, backend);
    await page.goto(`${backend.url}/admin?seccion=medios`);
    const list = page.getByRole('list', { name: 'Medios por optimizar' });
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Retrato de Alba Nogal' })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Empezar' }).click();
    await page.getByText('Todos los medios están optimizados.').waitFor({ timeout: 120_000 });
    const { data: studio } = await db.from('Studio').select('settings').eq('id', 1).single();
    const widths = (studio!.settings as { founders: { photoWidths: Record<string, string> }[] }).founders[0]!
      .photoWidths;
    expect(widths['480']).toMatch(/-480w\.webp$/);
    // The version still names the JPEG copy: it is still there.
    expect(await statusOf(backend, copy)).toBe(200);
    await page.context().close();
  }, 180_000);
});
