// The guide's pictures of the panel's other views: signing in, the walk through a demo project's
// 360° rooms, 'Estadísticas', 'Mensajes' and 'Cuenta' (a new administrator, two-step sign-in).
import type { Browser, Page } from 'playwright-core';
import * as OTPAuth from 'otpauth';
import type { TestBackend } from '../../harness/backend';
import { waitForLoadingScreen } from '../../harness/page-load';
import { signInOn, writeDone } from '../../harness/panel';
import type { Camera } from './camera';
import { card } from './panel-card';
import { DESKTOP, imagesDrawn, PHONE, SHOWN_PROJECT } from './site';

/** The sign-in card, without the page's empty background around it. */
const loginCard = (page: Page) => page.locator('main > div').first();

/** /login with the administrator's email and password typed, before 'Entrar'. */
async function loginForm(browser: Browser, backend: TestBackend): Promise<Page> {
  const page = await (await browser.newContext(DESKTOP)).newPage();
  await page.goto(`${backend.url}/login`);
  await waitForLoadingScreen(page, 30_000);
  await page.getByLabel('Correo electrónico').fill(backend.admin.email);
  await page.getByLabel('Contraseña').fill(backend.admin.password);
  return page;
}

export async function photographSignIn(
  browser: Browser,
  backend: TestBackend,
  camera: Camera,
): Promise<void> {
  const page = await loginForm(browser, backend);
  await camera.element(loginCard(page), 'entrar');
  await page.context().close();
  // The panel as it opens, on a phone (one section a tap away in the row at the top).
  const phone = await signInOn(await browser.newContext(PHONE), backend);
  await phone.getByRole('list', { name: 'Proyectos' }).locator('img').first().waitFor();
  await imagesDrawn(phone);
  await camera.page(phone, 'panel-phone');
  await phone.context().close();
}

export async function photographTour(page: Page, camera: Camera): Promise<void> {
  await page.getByRole('tab', { name: 'Proyectos' }).click();
  await page
    .getByRole('list', { name: 'Proyectos' })
    .getByRole('button', { name: new RegExp(SHOWN_PROJECT.title) })
    .click();
  await page.getByRole('heading', { level: 3, name: new RegExp(SHOWN_PROJECT.title) }).waitFor();
  const tour = card(page, 'Recorrido 360° y obra terminada');
  const room = tour.getByRole('list', { name: 'Salas del recorrido' }).getByRole('listitem').first();
  await room.waitFor();
  await tour.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (section) =>
      [...(section as HTMLElement).querySelectorAll('img')].slice(0, 3).every((img) => img.complete),
    await tour.elementHandle(),
  );
  await camera.element(tour, 'recorrido-360', { maxHeight: 900 });
}

async function openView(page: Page, name: string): Promise<void> {
  await page
    .getByRole('group', { name: 'Más secciones' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

export async function photographStatistics(page: Page, camera: Camera): Promise<void> {
  await openView(page, 'Estadísticas');
  const chart = card(page, 'Visitas y contactos por día');
  await chart.locator('svg').first().waitFor();
  await camera.element(chart, 'estadisticas');
  await camera.element(card(page, 'Proyectos'), 'estadisticas-proyectos', { maxHeight: 520 });
}

export async function photographMessages(page: Page, camera: Camera): Promise<void> {
  await openView(page, 'Mensajes');
  await page.getByRole('list', { name: 'Mensajes recibidos' }).waitFor();
  await camera.element(page.getByRole('region', { name: 'Mensajes', exact: true }), 'mensajes', {
    maxHeight: 900,
  });
}

/** 'Cuenta': a second administrator, then two-step sign-in turned on and its code asked at /login. */
export async function photographAccount(
  browser: Browser,
  backend: TestBackend,
  page: Page,
  camera: Camera,
): Promise<void> {
  await openView(page, 'Cuenta');
  const admins = card(page, 'Administradores');
  await admins.getByLabel('Correo del nuevo administrador').fill('socia@estudio.test');
  await admins.getByRole('button', { name: 'Añadir administrador' }).click();
  await admins.getByText('Cuenta creada para').waitFor();
  // A password, even of a throwaway server, is no picture for the docs.
  await camera.element(admins, 'administradores', { mask: [admins.locator('[data-one-time-password]')] });

  const twoStep = card(page, 'Verificación en dos pasos');
  await twoStep.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  const secret = twoStep.locator('[data-secret]');
  await twoStep.getByRole('img', { name: 'Código QR para la app de autenticación' }).waitFor();
  // Masked: a reader must not add this throwaway account to their authenticator app.
  await camera.element(twoStep, 'dos-pasos', {
    mask: [secret, twoStep.getByRole('img', { name: 'Código QR para la app de autenticación' })],
  });
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32((await secret.getAttribute('data-secret'))!),
  });
  await twoStep.getByLabel('Código de 6 dígitos').fill(totp.generate());
  await twoStep.getByRole('button', { name: 'Verificar y activar' }).click();
  await twoStep.getByText('Verificación en dos pasos activada.').waitFor();
  await writeDone(page);

  const login = await loginForm(browser, backend);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await login.getByLabel('Código de verificación').waitFor();
  await camera.element(loginCard(login), 'entrar-codigo');
  await login.context().close();
}
