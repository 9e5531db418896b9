// The hook pages call to be counted. The counting code (lib/visit-count.ts) is loaded
// only once the browser is idle after the page is shown, so it never competes with the page.

const idle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 5000 })
    : (run) => setTimeout(run, 1000);

/** Counts `page` as shown (with the project it shows), once the browser is idle. */
export function countPageView(page: string, project: number | null = null): void {
  idle(
    () =>
      void import('./visit-count').then(
        (m) => m.countView(page, project),
        () => {},
      ),
  );
}
