// The messages between the panel and the video rendition worker (video-rendition.worker.ts).

/** The phone rendition's box: at most 1280×720 (720×1280 for portrait video), 1.5 Mbit/s. */
export const PHONE_VIDEO = { longSide: 1280, shortSide: 720, bitrate: 1_500_000 } as const;

export type RenditionRequest = { file: File };

export type RenditionMessage =
  | { kind: 'progress'; fraction: number }
  /** The phone version (MP4, H.264) and its poster frame (JPEG). */
  | { kind: 'done'; phone: Blob; poster: Blob; width: number; height: number }
  /** This browser cannot encode H.264 (or the file is no video it can read): the original goes alone. */
  | { kind: 'unsupported'; reason: string }
  | { kind: 'failed'; message: string };
