// A visitor's page view and chat-link click reach 'Estadísticas' (counted by
// public.count_visit, no cookie), and the plot draws the same numbers as its table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { closePanel, openPanel, type Panel } from './admin-helpers.ts';

// Headless Chromium names itself (HeadlessChrome) and is not counted; a visitor's browser is.
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let panel: Panel;

beforeAll(async () => {
  panel = await openPanel();
});

afterAll(() => closePanel(panel));

async function stored() {
  const { data, error } = await panel.db.from('DailyCount').select('kind, page, count').order('kind');
  if (error) throw new Error(error.message);
  return data;
}

describe("the panel's 'Estadísticas' view", () => {
  it('shows a visit and a chat-link click, as a plot and as a table that agree', async () => {
    const visitor = await panel.browser.newContext({
      userAgent: VISITOR_AGENT,
      viewport: { width: 390, height: 844 },
    });
    // The chat opens in a new tab on WhatsApp's site: keep the test off the network.
    await visitor.route(/whatsapp\.com/, (route) => route.fulfill({ body: 'chat' }));
    const page = await visitor.newPage();
    await page.goto(`${panel.backend.url}/WhoWeAre`);
    await eventually(
      async () => expect(await stored()).toEqual([{ kind: 'view', page: '/WhoWeAre', count: 1 }]),
      {
        timeout: 20_000,
      },
    );
    await page.getByRole('link', { name: 'WhatsApp' }).click();
    await eventually(
      async () =>
        expect(await stored()).toEqual([
          { kind: 'chat', page: '/WhoWeAre', count: 1 },
          { kind: 'view', page: '/WhoWeAre', count: 1 },
        ]),
      { timeout: 20_000 },
    );
    await visitor.close();

    const admin = panel.page;
    await admin.getByRole('button', { name: 'Estadísticas', exact: true }).click();
    await admin.getByLabel('Periodo').selectOption('7');
    await admin.getByText('1 visita, 1 contacto y 0 mensajes en los últimos 7 días.', { exact: false }).waitFor();
    await admin.getByText('Ver como tabla').click();
    const table = admin.getByTestId('tabla-diaria');
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))),
      );
    const today = new Date().toISOString().slice(0, 10);
    expect(await table.locator('tbody tr').last().locator('th').textContent()).toBe(today);
    expect(rows.at(-1)).toEqual([1, 1, 0]);

    // The plot's points carry their values: one series per table column.
    const plotted = await admin
      .getByTestId('grafica-diaria')
      .evaluate((chart) =>
        ['visitas', 'contactos'].map((s) =>
          [...chart.querySelectorAll(`[data-series="${s}"] [data-value]`)].map((p) =>
            Number(p.getAttribute('data-value')),
          ),
        ),
      );
    expect(plotted).toEqual([rows.map((r) => r[0]), rows.map((r) => r[1])]);
  });

  it('draws under the CSP with no violation, its dates labelled "26 nov" and whole at 390 and 1280 px', async () => {
    const admin = panel.page;
    // The panel is one document: what its drawings do from here on is reported here.
    await admin.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
      );
    });
    const consoleErrors: string[] = [];
    admin.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await admin.getByRole('button', { name: 'Estadísticas', exact: true }).click();
    const chart = admin.getByTestId('grafica-diaria');
    const MONTHS = 'ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic';
    for (const [width, period] of [
      [390, '30'],
      [390, '90'],
      [1280, '90'],
      [1280, '7'],
      [390, '7'],
    ] as const) {
      await admin.setViewportSize({ width, height: 844 });
      await admin.getByLabel('Periodo').selectOption(period);
      await admin.getByText(`en los últimos ${period} días`, { exact: false }).waitFor();
      await chart.locator('svg').waitFor();
      await admin.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const where = `${width} px, ${period} días`;
      expect(
        await admin.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        where,
      ).toEqual([]);
      expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      const drawn = await chart.evaluate((box) => {
        const svg = box.querySelector('svg')!.getBoundingClientRect();
        const labels = [...box.querySelectorAll('[data-axis="x"] text')].map((t) => {
          const r = t.getBoundingClientRect();
          return { text: t.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        });
        return {
          svg: { left: svg.left, right: svg.right, top: svg.top, bottom: svg.bottom },
          labels,
          screen: document.documentElement.clientWidth,
        };
      });
      expect(drawn.svg.left, where).toBeGreaterThanOrEqual(0);
      expect(drawn.svg.right, where).toBeLessThanOrEqual(drawn.screen);
      expect(drawn.labels.length, where).toBeGreaterThanOrEqual(2);
      for (const label of drawn.labels) {
        expect(label.text, where).toMatch(new RegExp(`^([1-9]|[12][0-9]|3[01]) (${MONTHS})$`));
        // Inside the drawing: not cut by its edges.
        expect(label.left, where).toBeGreaterThanOrEqual(drawn.svg.left);
        expect(label.right, where).toBeLessThanOrEqual(drawn.svg.right);
        expect(label.bottom, where).toBeLessThanOrEqual(drawn.svg.bottom);
      }
      // Apart from one another.
      const byLeft = [...drawn.labels].sort((a, b) => a.left - b.left);
      for (let i = 1; i < byLeft.length; i++)
        expect(byLeft[i]!.left, where).toBeGreaterThan(byLeft[i - 1]!.right);
    }
    // The last day is today, in the same words.
    const today = new Date();
    const month = MONTHS.split('|')[today.getUTCMonth()];
    const last = await chart.locator('[data-axis="x"] text').last().textContent();
    expect(last).toBe(`${today.getUTCDate()} ${month}`);
  });

  it('fits a 390 px phone: nothing wider than the screen but the tables, which scroll', async () => {
    const admin = panel.page;
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByTestId('grafica-diaria').locator('svg').waitFor();
    const widths = await admin.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      chart: document.querySelector('[data-testid="grafica-diaria"] svg')!.getBoundingClientRect().width,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.chart).toBeGreaterThan(200);
  });

  it("does not count the studio's own visits (a signed-in session in that browser)", async () => {
    const before = await stored();
    // The administrator's context, with a visitor's user agent so only the session stops the count.
    const context = panel.page.context();
    await context.setExtraHTTPHeaders({ 'user-agent': VISITOR_AGENT });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/rpc/')) calls.push(r.url());
    });
    const counter = page.waitForResponse((r) => r.url().includes('/assets/visit-count-'));
    await page.goto(`${panel.backend.url}/WhoWeAre`);
    await counter;
    // The counter decides as soon as it has loaded; give it the next idle moment to have sent.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(calls).toEqual([]);
    expect(await stored()).toEqual(before);
    await page.close();
  });
});
