import { useEffect, useState } from 'react';

/**
 * True while a page's loading screen should stay up: for at least `ms` milliseconds after
 * `ready` becomes true (SPEC §9 durations). The page renders its content underneath meanwhile,
 * so images and video are already loading when the screen lifts.
 */
export function useMinimumDelay(ms: number, ready = true): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, ready]);
  return !ready || !elapsed;
}
