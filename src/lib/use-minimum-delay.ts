import { useEffect, useState } from 'react';
import { pageStartTime } from './page-start';

/**
 * True while a page's loading screen should stay up: for at least `ms` milliseconds (SPEC §9
 * durations), counted from the page's start (navigation start for the document's first page,
 * src/lib/page-start.ts) when it is ready from the outset, or from the moment `ready` becomes
 * true when it waits for data ("2 seconds after the data arrives"). The page renders its content
 * underneath meanwhile, so images and video are already loading when the screen lifts.
 */
export function useMinimumDelay(ms: number, ready = true): boolean {
  const [startedAt] = useState(() => (ready ? pageStartTime() : null));
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const from = startedAt ?? performance.now();
    const timer = window.setTimeout(() => setElapsed(true), Math.max(0, from + ms - performance.now()));
    return () => window.clearTimeout(timer);
  }, [ms, ready, startedAt]);
  return !ready || !elapsed;
}
