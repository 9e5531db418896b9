import type { Page, Request } from 'playwright-core';

// The panel's Storage move requests while something runs: how many, how many were in flight at
// once (the trash moves a pyramid's tiles a few at a time) and how long it took. Shared by the
// browser test of a big plano's trash and bench:media's trash row.

export interface MoveCount {
  moves: number;
  /** The most move requests in flight at the same time. */
  most: number;
  seconds: number;
}

export async function countMoves(page: Page, during: () => Promise<void>): Promise<MoveCount> {
  let moves = 0;
  let open = 0;
  let most = 0;
  const isMove = (r: Request) => r.url().endsWith('/storage/v1/object/move');
  const started = (r: Request) => {
    if (!isMove(r)) return;
    moves += 1;
    open += 1;
    most = Math.max(most, open);
  };
  const ended = (r: Request) => {
    if (isMove(r)) open -= 1;
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const t0 = Date.now();
  try {
    await during();
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return { moves, most, seconds: (Date.now() - t0) / 1000 };
}
