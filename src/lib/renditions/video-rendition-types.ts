// The messages between the panel and the video rendition worker (video-rendition.worker.ts).

/**
 * The phone rendition's box: at most 1280×720 (720×1280 for portrait video), 1 Mbit/s of picture.
 * Why not more: once a video plays, Chromium reads ahead of the playhead by about 10 s and never
 * less than 2–3 MiB, growing with what it has read, whatever `preload` says (measured, bench:media:
 * a 40 s clip at 1.5 Mbit/s was fully fetched 20 s in, `preload="metadata"` forced or not). Only
 * Media Source Extensions could hold it back — a segment loader the public bundle has no room for,
 * and no MSE on iPhones before iOS 17.1 — so what a phone fetches in the first 30 s is the whole
 * file for a clip under a minute: at 1 Mbit/s plus the sound, a 40 s clip is under 6 MiB.
 */
export const PHONE_VIDEO = { longSide: 1280, shortSide: 720, bitrate: 1_000_000 } as const;

/**
 * A web version of a video over the storage's file limit: at most 1920×1080, re-encoded at the
 * bitrate that fits its length into the limit (never above 8 Mbit/s, a good 1080p picture).
 */
export const WEB_VIDEO = {
  longSide: 1920,
  shortSide: 1080,
  maxBitrate: 8_000_000,
  minBitrate: 300_000,
} as const;

/** `webUnder`: also make a web version of at most that many bytes (a video over the file limit). */
export type RenditionRequest = { file: File; webUnder?: number };

/** The original rewritten without position or device tags, and what it is (MIME type with codecs). */
export interface CleanOriginal {
  original: File;
  originalType: string;
  /** The name of the file on disk `original` is read from (scratch-file.ts), to remove once stored. */
  scratch?: string;
}

export type RenditionMessage =
  | { kind: 'progress'; fraction: number }
  /** Not a video this browser can read (read from its headers): nothing is to be stored. */
  | { kind: 'refused'; reason: string }
  /** The phone version (MP4, H.264) with its type, and its poster frame (JPEG). */
  | ({
      kind: 'done';
      phone: Blob;
      phoneType: string;
      /** The web version under the limit, when one was asked for and could be made. */
      web?: { blob: Blob; type: string };
      poster: Blob;
      width: number;
      height: number;
    } & CleanOriginal)
  /**
   * No phone version from this browser: it cannot encode H.264, or cannot decode this video
   * (`undecodable` names its codec: Chromium on Linux has no HEVC decoder). The original goes alone.
   */
  | ({ kind: 'unsupported'; reason: string; undecodable?: string } & CleanOriginal)
  | ({ kind: 'failed'; message: string } & Partial<CleanOriginal>);
