import type { DetailFormat } from '../../../core/media/detail-pyramid';

// The messages between the panel and the full-detail worker (detail-tiles.worker.ts).

export interface DetailRequest {
  file: Blob;
  tileSize: number;
  overlap: number;
  /** Longest side worth a pyramid: an image no larger is shown whole by its 1920 px copy. */
  minSide: number;
  /** A 360° render: also an equirectangular texture at most this wide. */
  textureWidth?: number;
}

export type DetailMessage =
  /** The size and levels, before the first tile: the panel names the tiles' folder from it. */
  | { kind: 'start'; width: number; height: number; format: DetailFormat; tiles: number }
  | { kind: 'tile'; path: string; blob: Blob }
  | { kind: 'texture'; blob: Blob }
  | { kind: 'done' }
  /** Nothing to gain: the image is no larger than its 1920 px copy. */
  | { kind: 'small' }
  /** This browser cannot make it: why, in Spanish. */
  | { kind: 'unsupported'; reason: string };
