// A visitor writes from a project page in English on a phone: the form loads only when they come
// near it, says what to fix next to each field, keeps their words when sending fails, and
// confirms; the message reaches the studio's mail (a real SMTP server on loopback) and the
// panel's 'Mensajes', tagged with the project, where the studio replies by mail, marks it
// answered, rescues a flagged one, and sends one to the Papelera and back. /WhoWeAre has the form
// too, in Spanish.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishProjectPath } from '../../core/addresses/english-path.ts';
import { projectPath } from '../../core/addresses/project-path.ts';
import { smtpMailer } from '../../server/auth/mailer.ts';
import { freePort } from '../../scripts/free-port.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { sendMessage } from '../../harness/contact-proof.ts';
import { openLoaded } from '../../harness/page-load.ts';
import { eventually } from '../support/eventually.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { signIn, writeDone, type Backend, type Db } from './admin-helpers.ts';

let inbox: SmtpInbox;
let backend: Backend;
let browser: Browser;
let db: Db;
let project: {
  id: number;
  title: string;
  subtitle: string;
  title_en: string | null;
  subtitle_en: string | null;
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const port = await freePort();
  backend = await startBackend({
    seed: true,
    serveApp: true,
    port,
    siteUrl: `http://127.0.0.1:${port}`,
    sendMail: smtpMailer({ host: '127.0.0.1', port: inbox.port, from: 'estudio@estudio.test' }),
  });
  browser = await launchBrowser();
  db = backend.client(backend.serviceKey);
  const { data } = await db
    .from('Project')
    .select('id, title, subtitle, title_en, subtitle_en')
    .order('position')
    .limit(1);
  project = data![0]!;
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
  await inbox?.close();
});

let axeSource: string;

/** axe-core's serious and critical findings (WCAG 2.1 A/AA, best practices) inside `selector`. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  axeSource ??= await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, so the page's CSP does not stop it.
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: {
        run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string }[] }>;
      };
    };
    const result = await axe.run(document.querySelector(selector), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  }, selector);
}

/** The id of the focused element's name attribute, or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName);

describe('a visitor on a phone, in English', () => {
  it('sends a message from a project page; the studio gets it by mail, tagged with the project', async () => {
    const page = await openLoaded(browser, `${backend.url}${englishProjectPath(project)}`, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    // Not loaded until the visitor comes near it.
    await page.waitForTimeout(500);
    expect(fetched.some((u) => /ContactForm|solver\.worker/.test(u))).toBe(false);
    expect(await page.getByRole('button', { name: 'Send message' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const send = page.getByRole('button', { name: 'Send message' });
    await send.waitFor();
    expect(fetched.some((u) => u.includes('ContactForm'))).toBe(true);
    const region = page.getByRole('region', { name: 'Interested in a project like this?' });
    const title = `${project.title_en ?? project.title} — ${project.subtitle_en ?? project.subtitle}`;
    expect(await region.textContent()).toContain(`the name of this project: “${title}”`);

    // Nothing filled: each field says what it needs, and the first takes the focus.
    await send.click();
    expect(await focused(page)).toBe('name');
    await region.getByText('Please enter your name.').waitFor();
    await region.getByText('Please enter a valid email, for example name@example.com.').waitFor();
    await region.getByText('Please write your message.').waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    // Labels, errors, contrast: nothing serious for a screen reader or low vision, errors shown.
    expect(await axeFindings(page, 'section[aria-labelledby]:has(form)')).toEqual([]);

    // By keyboard: name, email, phone, message, then the button (the robots' field is skipped).
    await page.keyboard.type('Jane Doe');
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    expect(order).toEqual(['email', 'phone', 'message', 'BUTTON']);
    await page.getByLabel('Email').fill('jane@example');
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await page
      .getByLabel('Message')
      .fill('Hello! We would love a home like this one.\n\nCould we talk next week?');
    await send.click();
    await region.getByText('Please enter a valid email, for example name@example.com.').waitFor();
    await page.getByLabel('Email').fill('jane@example.com');

    // Sending fails (no network): said, and every word stays.
    await page.route('**/rest/v1/rpc/send_contact_message', (route) => route.abort('internetdisconnected'));
    await send.click();
    await region
      .getByRole('alert')
      .filter({ hasText: "Your message couldn't be sent. Check your connection and try again" })
      .waitFor();
    expect(await page.getByLabel('Message').inputValue()).toContain('We would love a home like this one.');
    expect(await page.getByLabel('Email').inputValue()).toBe('jane@example.com');
    await page.unroute('**/rest/v1/rpc/send_contact_message');

    await send.click();
    const done = region.getByRole('status');
    await done.getByText('Thank you, Jane Doe!').waitFor();
    expect(await done.textContent()).toContain(
      'We received your message and will answer at jane@example.com.',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const mail = await eventually(() => {
      const found = inbox.mails.find((m) => m.text.includes('We would love a home like this one.'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(mail.text).toContain(`el proyecto «${project.title} — ${project.subtitle}» (en inglés)`);
    expect(mail.text).toContain('Reply-To: jane@example.com');
    const { data: rows } = await db.from('Message').select('*').eq('email', 'jane@example.com');
    expect(rows).toEqual([
      expect.objectContaining({ project: project.id, lang: 'en', phone: '+1 555 010 2030', flag: null }),
    ]);
    await page.context().close();
  });

  it('/WhoWeAre has the form too, in Spanish', async () => {
    const page = await openLoaded(browser, `${backend.url}/WhoWeAre`, {
      viewport: { width: 1280, height: 800 },
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const region = page.getByRole('region', { name: 'Cuéntanos tu proyecto' });
    await region.getByRole('button', { name: 'Enviar mensaje' }).waitFor();
    await page.getByLabel('Nombre').fill('Luis Pérez');
    await page.getByLabel('Correo electrónico').fill('luis@correo.mx');
    await page.getByLabel('Mensaje').fill('Quiero remodelar mi oficina.');
    await region.getByRole('button', { name: 'Enviar mensaje' }).click();
    await region.getByText('¡Gracias, Luis Pérez!').waitFor();
    await page.context().close();
  });
});

describe("the studio's 'Mensajes'", () => {
  it('lists new messages first with their count, links the project, replies by mail, marks answered, rescues a flagged one', async () => {
    // A robot filled the hidden field: kept apart.
    const robot = await sendMessage(backend.client(), {
      name: 'Cliente Real Con Autorrelleno',
      email: 'real@cliente.mx',
      message: 'Mi navegador llenó algo de más.',
      website: 'https://mi-sitio.mx',
    });
    expect(robot.error).toBeNull();
    const admin = await signIn(browser, backend);
    const menu = admin.getByRole('button', { name: /^Mensajes/ });
    await eventually(async () => expect(await menu.textContent()).toContain('2'));
    expect(await menu.getAttribute('aria-current')).toBeNull();
    await menu.click();
    const inboxList = admin.getByRole('list', { name: 'Mensajes recibidos' });
    await inboxList.waitFor();
    await admin.getByRole('button', { name: 'Recibidos (2 nuevos)' }).waitFor();
    expect(await axeFindings(admin, 'main')).toEqual([]);

    const jane = admin.getByRole('article', { name: /^Jane Doe/ });
    expect(await jane.getByText('Nuevo', { exact: true }).count()).toBe(1);
    const link = jane.getByRole('link', { name: `el proyecto «${project.title} — ${project.subtitle}»` });
    expect(await link.getAttribute('href')).toBe(projectPath(project));
    const reply = await jane.getByRole('link', { name: 'Responder por correo' }).getAttribute('href');
    const mailto = new URL(reply!);
    expect(decodeURIComponent(mailto.pathname)).toBe('jane@example.com');
    expect(mailto.searchParams.get('subject')).toContain('Re: Your message about');
    expect(mailto.searchParams.get('body')).toMatch(/^Hello Jane,/);

    await jane.getByRole('button', { name: 'Marcar como respondido' }).click();
    await writeDone(admin);
    await jane.getByText('Respondido', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Recibidos (1 nuevo)' }).waitFor();
    await eventually(async () => expect(await menu.textContent()).toContain('(1 nuevo)'));
    // The new one now comes first.
    const names = await inboxList.getByRole('heading', { level: 3 }).allTextContents();
    expect(names[0]).toMatch(/^Luis Pérez/);

    await admin.getByRole('button', { name: 'Apartados (1)' }).click();
    const apart = admin.getByRole('article', { name: /^Cliente Real Con Autorrelleno/ });
    await apart.getByText('llenó el campo oculto que solo llenan los robots').waitFor();
    await apart.getByRole('button', { name: 'Pasar a recibidos' }).click();
    await writeDone(admin);
    await admin.getByRole('button', { name: 'Apartados (0)' }).waitFor();
    await admin.getByRole('button', { name: 'Recibidos (2 nuevos)' }).click();
    await admin.getByRole('article', { name: /^Cliente Real Con Autorrelleno/ }).waitFor();
    await admin.context().close();
  });

  it('sends a message to the Papelera and back, and keeps messages for the period chosen', async () => {
    const admin = await signIn(browser, backend, backend.admin, { width: 390, height: 844 });
    await admin.getByRole('button', { name: /^Mensajes/ }).click();
    const luis = admin.getByRole('article', { name: /^Luis Pérez/ });
    await luis.getByRole('button', { name: 'Eliminar el mensaje de Luis Pérez' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(admin);
    await luis.waitFor({ state: 'detached' });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await admin.getByRole('button', { name: 'Papelera', exact: true }).click();
    const trashed = 'Mensaje de Luis Pérez (luis@correo.mx)';
    await admin.getByText(trashed).waitFor();
    await admin.getByRole('button', { name: `Restaurar: ${trashed}` }).click();
    await writeDone(admin);
    await admin.getByRole('button', { name: /^Mensajes/ }).click();
    await admin.getByRole('article', { name: /^Luis Pérez/ }).waitFor();

    await admin.getByLabel('Borrar definitivamente los mensajes después de').selectOption('180');
    await admin.getByRole('button', { name: 'Guardar ajustes' }).click();
    await eventually(async () => {
      const { data } = await db.from('MessageSettings').select('retention_days');
      expect(data).toEqual([{ retention_days: 180 }]);
    });
    expect(await admin.getByRole('alert').count()).toBe(0);
    await admin.context().close();
  });

  it("counts the project's messages in 'Estadísticas'", async () => {
    const admin = await signIn(browser, backend);
    await admin.getByRole('button', { name: 'Estadísticas', exact: true }).click();
    const table = admin.getByRole('table', { name: 'Por visitas' });
    const row = table.getByRole('row', { name: new RegExp(`^${project.title}`) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    // Visits, contacts, messages, contacts per visit.
    expect(cells[2]).toBe('1');
    await admin.context().close();
  });
});
