// /login and the protection of /admin as an administrator meets them (SPEC §2 "/login",
// "/admin", §5, §6): failure and success, the overlays, throttled
// sign-in, redirect without a session, a session that survives a reload, sign-out, an expired
// session explained on /login, and the admin code kept out of a visitor's downloads.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { type Backend, expectAlert, signIn, writeDone } from './admin-helpers.ts';

const EXPIRED = 'Tu sesión expiró. Inicia sesión de nuevo para continuar.';

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

async function loginPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${backend.url}/login`);
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  return page;
}

/** The session supabase-js keeps in localStorage, edited in place. */
async function editStoredSession(page: Page, change: 'bad-token' | 'expired-unrefreshable'): Promise<void> {
  await page.evaluate((how) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    if (!key) throw new Error('no stored session');
    const session = JSON.parse(localStorage.getItem(key)!);
    if (how === 'bad-token') {
      // Still "valid" for the client (expires later), but the server no longer accepts it.
      session.access_token = `${session.access_token.slice(0, -6)}AAAAAA`;
    } else {
      session.expires_at = Math.floor(Date.now() / 1000) - 60;
      session.refresh_token = 'revoked-refresh-token';
    }
    localStorage.setItem(key, JSON.stringify(session));
  }, change);
}

describe('/admin without a session', () => {
  it('redirects to /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${backend.url}/admin`);
    await page.waitForURL(`${backend.url}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.close();
  });
});

describe('/login', () => {
  it('has a required email field of type email and a required password field', async () => {
    const page = await loginPage();
    const email = page.getByLabel('Correo electrónico');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.evaluate((el: HTMLInputElement) => el.required)).toBe(true);
    expect(
      await page.getByLabel('Contraseña').evaluate((el: HTMLInputElement) => el.required && el.type),
    ).toBe('password');
    // Empty fields never reach the server: the browser's validation stops the form.
    let signInRequests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/token')) signInRequests += 1;
    });
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(signInRequests).toBe(0);
    await page.close();
  });

  it("shows 'Iniciando sesión...' while signing in and 'Correo o contraseña incorrectos' on failure", async () => {
    const page = await loginPage();
    // Hold the sign-in request so the overlay can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/v1/token**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Correo electrónico').fill(backend.admin.email);
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const overlay = page.getByRole('status', { name: 'Iniciando sesión...' });
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('Iniciando sesión...');
    release();
    await expectAlert(page, 'Correo o contraseña incorrectos');
    expect(await overlay.count()).toBe(0);
    expect(page.url()).toBe(`${backend.url}/login`);
    await page.close();
  });

  it('goes to /admin on success; the session survives a reload and skips /login; sign-out ends it', async () => {
    const page = await signIn(browser, backend);
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Proyectos', 'Clientes', 'Galería']);
    expect(await page.getByRole('tab', { name: 'Proyectos' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { level: 1, name: 'Panel' }).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
    expect(page.url()).toBe(`${backend.url}/admin`);

    // Signed in already: /login goes straight on to the panel.
    await page.goto(`${backend.url}/login`);
    await page.waitForURL(`${backend.url}/admin`);
    await page.getByRole('tab', { name: 'Proyectos' }).waitFor();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${backend.url}/login`);
    // Signed out on purpose: no "expired" notice.
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    await page.goto(`${backend.url}/admin`);
    await page.waitForURL(`${backend.url}/login`);
    await page.context().close();
  });

  it('tabs are reachable and switchable with the keyboard', async () => {
    const page = await signIn(browser, backend);
    await page.getByRole('tab', { name: 'Proyectos' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Clientes' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Clientes');
    await page.getByRole('heading', { level: 3, name: 'Nuevo testimonio' }).waitFor();
    await page.keyboard.press('End');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Galería' }).getAttribute('aria-selected'))
      .toBe('true');
    // The focused tab shows a visible focus ring.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.context().close();
  });
});

describe('an expired session', () => {
  it('sends the administrator to /login with a message when the server refuses the token', async () => {
    const page = await signIn(browser, backend);
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await editStoredSession(page, 'bad-token');
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Testimonio', { exact: true }).fill('Muy bien.');
    await page.getByRole('button', { name: 'Agregar testimonio' }).click();
    await page.waitForURL(`${backend.url}/login`);
    await page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    const db = backend.client(backend.serviceKey);
    expect((await db.from('Client').select('*')).data).toEqual([]);
    await page.context().close();
  });

  it('sends the administrator to /login with a message when the session cannot be refreshed', async () => {
    const page = await signIn(browser, backend);
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await editStoredSession(page, 'expired-unrefreshable');
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Testimonio', { exact: true }).fill('Muy bien.');
    await page.getByRole('button', { name: 'Agregar testimonio' }).click();
    await page.waitForURL(`${backend.url}/login`);
    await page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    await writeDone(page);
    await page.context().close();
  });
});

describe('the admin code', () => {
  it('is never downloaded by a visitor of the public pages', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', '/ProjectsGallery', '/WhoWeAre']) {
      await page.goto(backend.url + path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((url) => /\/assets\/(admin|login|browser-image-compression)[-.]/.test(url)),
    ).toEqual([]);
    // ...while /admin does load it.
    await page.goto(`${backend.url}/login`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /\/assets\/login-/.test(url))).toBe(true);
    await page.close();
  });
});

describe('throttled sign-in', () => {
  // A backend of its own whose token bucket holds 2 attempts and barely refills.
  let strict: Backend;
  beforeAll(async () => {
    strict = await startBackend({ serveApp: true, signInRate: { capacity: 2, perSecond: 0.01 } });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  it('says in Spanish that there were too many attempts', async () => {
    const page = await browser.newPage();
    await page.goto(`${strict.url}/login`);
    await page.getByLabel('Correo electrónico').fill(strict.admin.email);
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    const responses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/auth/v1/token')) responses.push(r.status());
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // click() waits until the button is enabled again (it is disabled while signing in).
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect.poll(() => responses.length).toBe(attempt + 1);
    }
    expect(responses).toEqual([400, 400, 429]);
    await expectAlert(
      page,
      'Demasiados intentos de inicio de sesión. Espera un minuto y vuelve a intentarlo.',
    );
    expect(await page.getByText('Correo o contraseña incorrectos').count()).toBe(0);
    await page.close();
  });
});
