import type { ModelKind } from '../../../core/media/model-file';

// The messages between the panel and the model worker (model-prepare.worker.ts).

/** Textures' largest side, tried in turn until the model fits under the file limit. */
export const TEXTURE_SIZES = [2048, 1024, 512] as const;

export interface ModelRequest {
  /** The model first, then the files a .gltf names (its .bin, its textures). */
  files: File[];
  /** The storage's file limit in bytes: the optimised model must stay under it. */
  limit: number;
}

export interface PreparedModel {
  glb: Uint8Array;
  source: ModelKind;
  /** Triangles drawn, for the panel's summary. */
  triangles: number;
  /** The textures' largest side it fitted with (2048 unless the limit asked for less). */
  textureSize: number;
}

export type ModelMessage =
  | { kind: 'progress'; fraction: number; label: string }
  /** The file is not a model the panel can use: why, in Spanish. */
  | { kind: 'refused'; reason: string }
  | ({ kind: 'done' } & PreparedModel)
  | { kind: 'error'; message: string };
