// bench:media's trash row for a big plano: from the signed-in panel, on a link with LATENCY_MS of
// latency each way (what a studio on a slow connection has), the plano goes to the trash (each
// tile moved to the private bucket, one Storage request per tile) and comes back with
// 'Restaurar'; the seconds each takes, the move requests and how many were in flight at once.
import type { Page } from 'playwright-core';
import { countMoves, type MoveCount } from '../harness/storage-moves';

const LATENCY_MS = 150;

export type TrashTiming = MoveCount;

const overlayGone = (page: Page) =>
  page.getByRole('status', { name: 'Actualizando...' }).waitFor({ state: 'detached', timeout: 900_000 });

/** Trashes the open project's first plano and restores it, on a slow link; the panel is reloaded after. */
export async function trashAndRestore(page: Page): Promise<{ trash: TrashTiming; restore: TrashTiming }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  try {
    const trash = await countMoves(page, async () => {
      await page.getByRole('button', { name: 'Eliminar plano 1' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await overlayGone(page);
    });
    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    const item = page.getByRole('list', { name: 'Elementos en la papelera' }).getByRole('listitem').first();
    await item.getByRole('button', { name: /^Restaurar/ }).waitFor();
    const restore = await countMoves(page, async () => {
      await item.getByRole('button', { name: /^Restaurar/ }).click();
      await overlayGone(page);
      await page.getByText('La papelera está vacía.').waitFor({ timeout: 900_000 });
    });
    return { trash, restore };
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    await page.reload();
  }
}

export const TRASH_LATENCY_MS = LATENCY_MS;
