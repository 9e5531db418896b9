// A failed scheduled backup is shown to the studio in the panel (not only in the server's
// journal): a real server whose backup folder cannot be made, the built panel in Chromium.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startScheduledBackups, type ScheduledBackups } from '../../server/ops/scheduled-backups';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { eventually } from '../support/eventually.ts';
import { signIn, type Backend } from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let work: string;
let schedule: ScheduledBackups | null = null;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true, backupStatus: async () => schedule?.status() ?? null });
  browser = await launchBrowser();
  work = await mkdtemp(path.join(tmpdir(), 'estudio-backup-alert-'));
});
afterAll(async () => {
  await schedule?.stop();
  await browser?.close();
  await backend?.stop();
  await rm(work, { recursive: true, force: true });
});

async function backUpInto(dir: string): Promise<void> {
  await schedule?.stop();
  const before = (await schedule?.status())?.last?.at;
  schedule = startScheduledBackups(
    backend.backend.db,
    backend.backend.disk,
    { dir, everyMs: 3_600_000, keep: 2, firstAfterMs: 0 },
    () => {},
  );
  await eventually(async () => expect((await schedule!.status()).last?.at ?? before).not.toBe(before), {
    timeout: 60_000,
  });
}

it('shows administrators a Spanish alert when the last backup failed, and none once one succeeded', async () => {
  const blocked = path.join(work, 'ocupado');
  await writeFile(blocked, 'un archivo donde iba la carpeta');
  await backUpInto(path.join(blocked, 'copias'));

  const page = await signIn(browser, backend);
  const alert = page.getByRole('alert').filter({ hasText: 'La última copia de seguridad falló' });
  await alert.waitFor({ timeout: 30_000 });
  const text = (await alert.textContent()) ?? '';
  expect(text).toMatch(/los cambios desde entonces no están respaldados/);
  expect(text).toMatch(/ENOTDIR/);
  expect(text).toMatch(/Avisa a quien mantiene el servidor\.$/);

  await backUpInto(path.join(work, 'copias'));
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/v1/embedded/backups'));
  await page.reload();
  const answer = await answered;
  expect(await answer.json()).toMatchObject({ scheduled: true, alert: null, last: { ok: true } });
  await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
  expect(await page.getByText('copia de seguridad').count()).toBe(0);
}, 180_000);
