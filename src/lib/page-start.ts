// When the page a visitor sees started, for SPEC §9's loading-screen durations. The document's
// first page is covered from navigation start (index.html paints the screen before any script),
// so its time counts from there (performance.now() is measured from navigation start); a page
// reached inside the app starts when it mounts.

let firstScreenLifted = false;

/** Called when the document's first loading screen lifts: later pages count from their mount. */
export function markFirstScreenLifted(): void {
  firstScreenLifted = true;
}

/** performance.now() at which the page being mounted now started. */
export function pageStartTime(): number {
  return firstScreenLifted ? performance.now() : 0;
}
