// '¿Olvidaste tu contraseña?' on /login as an administrator who forgot it meets it: the email, one
// answer whatever the email, the mail (read from a real SMTP server on loopback), its link, a new
// password, the panel, and signing in with the new password afterwards. Without SMTP, the page says
// whom to ask instead.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../server/auth/mailer.ts';
import { freePort } from '../../scripts/free-port.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { eventually } from '../support/eventually.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { type Backend, expectAlert, signIn } from './admin-helpers.ts';

const SENT =
  'Si el correo corresponde a una cuenta, te enviamos un enlace para elegir una contraseña nueva. Revisa tu bandeja de entrada (y la de spam); el enlace vale una hora.';
const NO_MAIL =
  "Este servidor no envía correos. Pide a otro administrador una contraseña nueva: la da desde 'Cuenta' → 'Administradores' → 'Nueva contraseña'. Si no hay otro, quien administra el servidor la crea con npm run admin -- create-admin <tu correo>.";
const EXPIRED = 'El enlace para restablecer la contraseña no es válido o ya venció. Pide uno nuevo.';
const NEW_PASSWORD = 'recordada-por-fin-2026';

let inbox: SmtpInbox;
let backend: Backend;
let browser: Browser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const port = await freePort();
  backend = await startBackend({
    serveApp: true,
    port,
    siteUrl: `http://127.0.0.1:${port}`,
    sendMail: smtpMailer({ host: '127.0.0.1', port: inbox.port, from: 'estudio@estudio.test' }),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
  await inbox?.close();
});

async function askForLink(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
}

describe('a forgotten password', () => {
  it('is reset from the link of the mail, and the new password signs in', async () => {
    const page = await browser.newPage();
    // An unknown email gets the same answer, and no mail.
    await askForLink(page, backend.url, 'nadie@estudio.test');
    await expectAlert(page, SENT);
    await askForLink(page, backend.url, backend.admin.email);
    await expectAlert(page, SENT);
    const link = await eventually(() => {
      const found = inbox.linkFor(backend.admin.email);
      expect(found).toBeTruthy();
      return found!;
    });
    expect(inbox.mails.every((m) => !m.to.includes('nadie@estudio.test'))).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Elige una contraseña nueva' }).waitFor();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repite la nueva contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL(`${backend.url}/admin`);
    await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
    await page.close();

    // A new browser signs in with the new password; the link does not work twice.
    const again = await signIn(browser, backend, { email: backend.admin.email, password: NEW_PASSWORD });
    await again.context().close();
    const reuse = await browser.newPage();
    await reuse.goto(link);
    await expectAlert(reuse, EXPIRED);
    await reuse.getByRole('button', { name: 'Entrar' }).waitFor();
    await reuse.close();
  }, 120_000);

  it('without SMTP, the login page says whom to ask, who gives a one-time password', async () => {
    const plain = await startBackend({ serveApp: true });
    try {
      const page = await browser.newPage();
      await askForLink(page, plain.url, plain.admin.email);
      await expectAlert(page, NO_MAIL);
      await page.close();

      // …and another administrator gives a new one-time password from 'Cuenta'.
      await plain.createUser('olvidadiza@estudio.test', 'la-que-olvido-1', { admin: true });
      const admin = await signIn(browser, plain);
      await admin.getByRole('button', { name: 'Cuenta', exact: true }).click();
      await admin.getByRole('button', { name: 'Nueva contraseña para olvidadiza@estudio.test' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Dar contraseña nueva' }).click();
      const shown = admin.locator('[data-one-time-password]');
      await shown.waitFor();
      const oneTime = (await shown.getAttribute('data-one-time-password'))!;
      await admin.context().close();

      const partner = await browser.newPage();
      await partner.goto(`${plain.url}/login`);
      await partner.getByLabel('Correo electrónico').fill('olvidadiza@estudio.test');
      await partner.getByLabel('Contraseña').fill(oneTime);
      await partner.getByRole('button', { name: 'Entrar' }).click();
      await partner.getByRole('heading', { name: 'Elige tu contraseña' }).waitFor();
      await partner.close();
    } finally {
      await plain.stop();
    }
  }, 60_000);
});
