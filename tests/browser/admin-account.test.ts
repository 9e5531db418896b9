// The panel's 'Cuenta' view in a real Chromium against the built app and the embedded
// backend — change the password and sign in with the new one, sign the other devices out, name
// a partner who must change the one-time password, and two-step sign-in with a code computed
// from the key the view shows (a real TOTP library, as the phone's app would).
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { signIn, type Backend } from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cuenta', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Cuenta' }).waitFor();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function fillPassword(page: Page, current: string, next: string, repeated = next): Promise<void> {
  await page.getByLabel('Contraseña actual').fill(current);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(next);
  await page.getByLabel('Repite la nueva contraseña').fill(repeated);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
}

/** The code the authenticator app would show for `secret` now, or `laterS` seconds from now. */
const totpCode = (secret: string, laterS = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + laterS * 1000,
  });

/** The refresh token supabase-js keeps in the page's localStorage. */
async function storedRefreshToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { refresh_token: string }).refresh_token;
  });
}

describe("the panel's 'Cuenta' view", () => {
  it('changes the password with the current one, and the new one signs in', async () => {
    const email = 'cuenta@estudio.test';
    await backend.createUser(email, 'clave-vieja-1', { admin: true });
    const page = await signIn(browser, backend, { email, password: 'clave-vieja-1' });
    await openAccount(page);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Proyectos', 'Clientes', 'Galería']);

    await fillPassword(page, 'clave-vieja-1', 'clave-nueva-2', 'clave-nueva-3');
    await page.getByRole('alert').filter({ hasText: 'Las contraseñas nuevas no coinciden.' }).waitFor();
    await fillPassword(page, 'no-es-la-actual', 'clave-nueva-2');
    await page.getByRole('alert').filter({ hasText: 'La contraseña actual no es correcta.' }).waitFor();
    await fillPassword(page, 'clave-vieja-1', 'clave-nueva-2');
    await page.getByRole('status').filter({ hasText: 'Contraseña cambiada.' }).waitFor();

    const again = await signIn(browser, backend, { email, password: 'clave-nueva-2' });
    expect(await again.getByRole('tab', { name: 'Proyectos' }).count()).toBe(1);
    await page.context().close();
    await again.context().close();
  });

  it("lists the account's sessions and signs the other devices out", async () => {
    const email = 'dispositivos@estudio.test';
    await backend.createUser(email, 'clave-dispositivos-1', { admin: true });
    const phone = await signIn(
      browser,
      backend,
      { email, password: 'clave-dispositivos-1' },
      { width: 390, height: 844 },
    );
    const page = await signIn(browser, backend, { email, password: 'clave-dispositivos-1' });
    await openAccount(page);
    const sessions = section(page, 'Sesiones abiertas').getByRole('list', { name: 'Sesiones abiertas' });
    await sessions.getByRole('listitem').nth(1).waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    expect(await sessions.getByText('Este dispositivo').count()).toBe(1);
    expect(await sessions.getByText(/Chrome en Linux/).count()).toBe(2);

    await page.getByRole('button', { name: 'Cerrar sesión en los demás dispositivos' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Se cerró la sesión en los demás dispositivos.' })
      .waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    // The phone's session is over: its refresh token no longer renews it.
    const refreshed = await backend
      .client()
      .auth.refreshSession({ refresh_token: await storedRefreshToken(phone) });
    expect(refreshed.error).not.toBeNull();
    await page.context().close();
    await phone.context().close();
  });

  it('names a partner, who must change the one-time password at first sign-in', async () => {
    const page = await signIn(browser, backend);
    await openAccount(page);
    const admins = section(page, 'Administradores');
    await admins.getByLabel('Correo del nuevo administrador').fill('socia@estudio.test');
    await admins.getByRole('button', { name: 'Añadir administrador' }).click();
    const shown = admins.locator('[data-one-time-password]');
    await shown.waitFor();
    const oneTime = (await shown.getAttribute('data-one-time-password'))!;
    await admins
      .getByRole('listitem')
      .filter({ hasText: 'socia@estudio.test' })
      .getByText('Debe cambiar la contraseña')
      .waitFor();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const partner = await context.newPage();
    await partner.goto(`${backend.url}/login`);
    await partner.getByLabel('Correo electrónico').fill('socia@estudio.test');
    await partner.getByLabel('Contraseña').fill(oneTime);
    await partner.getByRole('button', { name: 'Entrar' }).click();
    await partner.getByRole('heading', { name: 'Elige tu contraseña' }).waitFor();
    expect(await partner.getByRole('tab').count()).toBe(0);
    await fillPassword(partner, oneTime, 'clave-de-socia-1');
    await partner.getByRole('tab', { name: 'Proyectos' }).waitFor();
    await context.close();

    // The last one standing cannot go: remove the partner, then nobody else is left to remove.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Cuenta' }).waitFor();
    const row = section(page, 'Administradores')
      .getByRole('listitem')
      .filter({ hasText: 'socia@estudio.test' });
    expect(await row.getByText('Debe cambiar la contraseña').count()).toBe(0);
    await page.getByRole('button', { name: 'Quitar a socia@estudio.test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'socia@estudio.test ya no es administrador.' })
      .waitFor();
    await page.context().close();
  });

  it('enrolls two-step sign-in from the key typed by hand, and sign-in then asks for the code', async () => {
    const email = 'codigo@estudio.test';
    await backend.createUser(email, 'clave-codigo-1', { admin: true });
    const page = await signIn(browser, backend, { email, password: 'clave-codigo-1' });
    await openAccount(page);
    const twoStep = section(page, 'Verificación en dos pasos');
    await twoStep.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    const qr = twoStep.getByRole('img', { name: 'Código QR para la app de autenticación' });
    await qr.waitFor();
    // Drawn, not a broken image (an unencoded SVG data URL is cut short at its first '#').
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The key as a person reads it off the screen: groups of four, spaces dropped.
    const key = (await twoStep.locator('code').textContent())!.replace(/\s/g, '');
    await twoStep.getByLabel('Código de 6 dígitos').fill('000000' === totpCode(key) ? '111111' : '000000');
    await twoStep.getByRole('button', { name: 'Verificar y activar' }).click();
    await twoStep.getByRole('alert').filter({ hasText: 'El código no es correcto.' }).waitFor();
    await twoStep.getByLabel('Código de 6 dígitos').fill(totpCode(key));
    await twoStep.getByRole('button', { name: 'Verificar y activar' }).click();
    await twoStep.getByRole('status').filter({ hasText: 'Verificación en dos pasos activada.' }).waitFor();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const later = await context.newPage();
    await later.goto(`${backend.url}/login`);
    await later.getByLabel('Correo electrónico').fill(email);
    await later.getByLabel('Contraseña').fill('clave-codigo-1');
    await later.getByRole('button', { name: 'Entrar' }).click();
    await later.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
    // A password-only session that goes straight to /admin is sent back for the code.
    await later.goto(`${backend.url}/admin`);
    await later.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
    // The next step's code (the server accepts one step of drift): the one that enrolled is spent.
    await later.getByLabel('Código de verificación').fill(totpCode(key, 30));
    await later.getByRole('button', { name: 'Verificar' }).click();
    await later.getByRole('tab', { name: 'Proyectos' }).waitFor();
    await context.close();
    await page.context().close();
  });
});
