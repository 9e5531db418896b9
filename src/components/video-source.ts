// Which file of a video this visitor gets, and whether a loop video may move on its own.
// Read once, when the player mounts: a video does not switch files mid-play.

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = (): NetworkInformation | undefined =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** The visitor asked to save data (Chrome's Lite mode, Android's data saver): the Save-Data hint. */
export function savesData(): boolean {
  return connection()?.saveData === true;
}

/**
 * Whether this browser says it can play a file of `type` (a MIME type with codecs, recorded when
 * the panel read the video). No type: a video recorded before types were; offered as before.
 */
const plays = (type?: string | null) => !type || !!document.createElement('video').canPlayType(type);

/**
 * The phone rendition (≤ 1280×720) for a phone-sized screen, a slow connection or Save-Data;
 * the original for everyone else. Without a phone rendition (a video stored before the panel made renditions,
 * or one uploaded from a browser that could not make it), always the original. Only files this browser says
 * it can play are offered: an HEVC original is no file for Chromium on Linux, which would fetch it whole and
 * show an empty frame with sound. Undefined when neither plays here: the player then shows its poster (or the
 * cover) alone.
 */
export function chooseVideoSource(
  original: string,
  phone?: string | null,
  type?: string | null,
  phoneType?: string | null,
): string | undefined {
  const own = plays(type) ? original : undefined;
  return phone &&
    plays(phoneType) &&
    (!own ||
      /2g|3g/.test(connection()?.effectiveType ?? '') ||
      savesData() ||
      matchMedia('(max-width:1024px),(max-height:600px)').matches)
    ? phone
    : own;
}

/**
 * True when a loop video should wait for a tap instead of playing on its own: the visitor's own
 * setting — Save-Data, or `prefers-reduced-motion: reduce`. Everyone else gets SPEC's loop mode.
 */
export function loopWaitsForTap(): boolean {
  return savesData() || matchMedia('(prefers-reduced-motion:reduce)').matches;
}
