// Every public route, at phone and desktop width, has no serious or critical
// accessibility violation by axe-core (WCAG 2.1 A/AA rules and best practices: contrast,
// label-in-name, names of links and buttons, landmarks…), run in the real page after it loaded.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { projectPathIn } from '../../core/i18n/localized-text.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;
let backend: Backend;
let browser: Browser;
let axeSource: string;
let routes: [string, string][];

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  browser = await launchBrowser();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const { data } = await backend.client().from('Project').select('*').limit(1).single();
  const spanish: [string, string][] = [
    ['home', '/'],
    ['gallery', '/ProjectsGallery?type=Comercial'],
    ['project', projectPath(data!)],
    ['who we are', '/WhoWeAre'],
  ];
  // Each page in English too, the project at its English address.
  routes = [
    ...spanish,
    ['home en', '/en'],
    ['gallery en', '/en/ProjectsGallery?type=Comercial'],
    ['project en', projectPathIn('en', data!)],
    ['who we are en', '/en/WhoWeAre'],
  ];
});
afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

interface Finding {
  id: string;
  impact: string;
  nodes: string[];
}

describe('axe on the public pages', () => {
  for (const width of [390, 1280]) {
    it(`no serious or critical violation at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
      const found: Record<string, Finding[]> = {};
      for (const [name, path] of routes) {
        const page = await context.newPage();
        await page.goto(backend.url + path);
        await waitForLoadingScreen(page);
        // …and faded out: while it fades, its text is half transparent on the page.
        await page.waitForFunction(() => {
          const screen = document.getElementById('loading-screen');
          return !screen || getComputedStyle(screen).visibility === 'hidden' || screen.hidden;
        });
        // What comes as a visitor scrolls (the home's testimonials) is checked too, once its short
        // entrance animations are over (a fade is half transparent while it runs).
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        if (name.startsWith('home'))
          await page
            .getByRole('region', { name: /^(Lo que dicen nuestros clientes|What our clients say)$/ })
            .waitFor();
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || Number(a.effect?.getTiming().duration) >= 2000),
        );
        // Evaluated through the DevTools protocol, so the page's CSP does not stop it.
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  ctx: unknown,
                  opts: unknown,
                ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe;
          const result = await axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          });
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            nodes: v.nodes.map((n) => n.target.join(' ')),
          }));
        });
        found[name] = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        await page.close();
      }
      await context.close();
      expect(found).toEqual(Object.fromEntries(routes.map(([name]) => [name, []])));
    });
  }
});
