// The studio's own images keep what it chose too: a founder's portrait and the reel's poster get
// a 'Punto de interés' in the panel's 'Estudio' view. Both are a wide picture whose left 300 px are
// red (the rest blue): centred, /WhoWeAre on a 390 px phone shows only blue in the portrait's 4:5
// frame and in the hero; once the point is set at the left edge in the panel, both show red, the
// hero the HTML draws under the loading screen is cropped the same way, and nothing breaks the
// page's Content-Security-Policy. Screenshots before and after go to FOCAL_SHOTS when it is set.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioSettings } from '../../core/studio/studio-settings.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';
import { closePanel, openPanel, putFile, writeDone, type Panel } from './admin-helpers.ts';

let panel: Panel;
const SHOTS = process.env.FOCAL_SHOTS;

/** A 2000 × 800 picture: red on its left 300 px, blue elsewhere. */
async function redLeft(): Promise<Buffer> {
  const band = await sharp({ create: { width: 300, height: 800, channels: 3, background: '#e01010' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2000, height: 800, channels: 3, background: '#1040e0' } })
    .composite([{ input: band, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function stored() {
  const { data } = await panel.db.from('Studio').select('settings');
  return studioSettings(data?.[0]?.settings ?? null);
}

beforeAll(async () => {
  panel = await openPanel();
  const portrait = await putFile(panel.db, '1700000000200-retrato.jpg', await redLeft(), 'image/jpeg');
  const poster = await putFile(panel.db, '1700000000201-poster.jpg', await redLeft(), 'image/jpeg');
  const settings = await stored();
  const document = {
    ...settings,
    founders: [{ ...settings.founders[0], photo: portrait }, settings.founders[1]],
    reel: { ...settings.reel, poster },
  } as never;
  const updated = await panel.db.from('Studio').update({ settings: document }).eq('id', 1).select();
  if (!updated.data?.length) await panel.db.from('Studio').insert({ id: 1, settings: document });
}, 60_000);

afterAll(() => closePanel(panel));

/** 'red' or 'blue': what a visitor sees 2 px inside the left edge of `selector`, 30 % down. */
async function leftEdge(visitor: Page, selector: string): Promise<string> {
  const target = visitor.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const clip = { x: box.x + 2, y: box.y + box.height * 0.3, width: 10, height: 10 };
  const { data, info } = await sharp(await visitor.screenshot({ clip }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  let blue = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    red += data[i]!;
    blue += data[i + 2]!;
  }
  return red > blue ? 'red' : 'blue';
}

/**
 * /WhoWeAre as a visitor with reduced motion (the reel waits for a tap, so its poster stays):
 * the left edge of the hero and of the first founder's portrait.
 */
async function whoWeAre(width: number, height: number, shot: string) {
  const context = await panel.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  try {
    const visitor = await context.newPage();
    const answer = await visitor.goto(`${panel.backend.url}/WhoWeAre`);
    const html = await answer!.text();
    await waitForLoadingScreen(visitor);
    const portrait = 'img[src*="1700000000200-retrato"]';
    await visitor.locator(portrait).first().scrollIntoViewIfNeeded();
    await visitor.waitForFunction(
      (s) =>
        [...document.querySelectorAll<HTMLImageElement>(s)].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      portrait,
    );
    const founder = await leftEdge(visitor, portrait);
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await visitor.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('header video');
      return !!video && !document.querySelector('img.served-hero');
    });
    await visitor.waitForTimeout(300);
    const hero = await leftEdge(visitor, 'header video');
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await visitor.screenshot({ path: `${SHOTS}/estudio-${shot}-${width}.png` });
      await visitor
        .locator(portrait)
        .first()
        .screenshot({ path: `${SHOTS}/retrato-${shot}-${width}.png` });
    }
    const violations = await visitor.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    return { founder, hero, html, violations };
  } finally {
    await context.close();
  }
}

/** Sets the point of the 'Punto de interés' in `region` at the image's left edge, and saves it. */
async function pointAtLeftEdge(region: string): Promise<void> {
  const { page } = panel;
  const field = page
    .getByRole('region', { name: region })
    .getByRole('group', { name: 'Punto de interés' })
    .first();
  const preview = field.locator('img').first();
  await preview.scrollIntoViewIfNeeded();
  await preview.evaluate((img: HTMLImageElement) => img.decode());
  const box = (await preview.boundingBox())!;
  await preview.click({ position: { x: 1, y: box.height / 2 } });
  await field.getByRole('button', { name: 'Guardar punto' }).click();
  await writeDone(page);
  expect(await page.getByRole('alert').count()).toBe(0);
}

describe("the studio's own images", () => {
  it('centred, a phone crops the left edge of the portrait and of the reel poster away', async () => {
    const phone = await whoWeAre(390, 844, 'antes');
    expect([phone.founder, phone.hero]).toEqual(['blue', 'blue']);
    if (SHOTS) await whoWeAre(1440, 900, 'antes');
  });

  it("a founder's portrait: the point set in 'Estudio' keeps its left edge on a phone", async () => {
    const { page } = panel;
    await page.getByRole('button', { name: 'Estudio', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Estudio' }).waitFor();
    await pointAtLeftEdge('Fundadores');
    const focus = (await stored()).founders[0].focus;
    expect(Number(focus.split(' ')[0])).toBeLessThan(0.01);
    expect(Number(focus.split(' ')[1])).toBeCloseTo(0.5, 1);
    // A later save of the section's words keeps the point.
    const founders = page.getByRole('region', { name: 'Fundadores' });
    await founders.getByLabel('Cargo', { exact: true }).first().fill('Arquitecta y socia');
    await founders.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    expect((await stored()).founders[0].focus).toBe(focus);
    expect((await whoWeAre(390, 844, 'despues')).founder).toBe('red');
  });

  it("the reel's poster: the point set in 'Estudio' keeps its left edge in the hero, drawn the same way by the served HTML", async () => {
    await pointAtLeftEdge('Video del estudio');
    const focus = (await stored()).reel.posterFocus;
    expect(Number(focus.split(' ')[0])).toBeLessThan(0.01);
    const phone = await whoWeAre(390, 844, 'despues');
    expect(phone.hero).toBe('red');
    expect(phone.html).toMatch(/<style>\.served-hero\{object-position:0(\.\d)?% 50%\}<\/style>/);
    expect(phone.violations).toEqual([]);
    if (SHOTS) await whoWeAre(1440, 900, 'despues');
  });
});
