import { useEffect, useState, type RefObject } from 'react';

/**
 * False until the page has loaded and the poster frame is decoded, then true. A hero video that
 * plays on its own (loop mode) waits for it before fetching: its megabytes otherwise share a
 * phone's connection with the page's scripts, data and first image, and the poster is what the
 * visitor sees first anyway. Without a poster it only waits for the page's load. The
 * poster is a URL (a <video poster>) or the responsive <img> drawn over the video.
 */
export function usePosterFirst(
  poster: string | RefObject<HTMLImageElement | null> | undefined,
  enabled: boolean,
): boolean {
  const [ready, setReady] = useState(!enabled);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let frame = 0;
    const loaded =
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
    // A poster <img> (with a srcset) is decoded as it is, whichever width the browser chose.
    const decoded =
      typeof poster === 'string'
        ? decode(poster)
        : poster?.current
          ? poster.current.decode().catch(() => {})
          : Promise.resolve();
    void Promise.all([loaded, decoded]).then(() => {
      // One frame later: the poster has been painted before the video element starts loading.
      if (!cancelled) frame = requestAnimationFrame(() => setReady(true));
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [poster, enabled]);
  return ready;
}

/** Resolves once the image is decoded, or could not be (the video then simply loads). */
function decode(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return image.decode().catch(() => {});
}
