import type { ImageWidths } from '../../../core/database-shapes';
import type { FailureMessage } from '../admin-write';
import type { CompressOptions } from '../compress-image';
import type { StoredFile } from '../storage';

// The upload queue's items (upload-queue/): photos chosen in the panel that wait in the browser
// (IndexedDB, queue-store.ts) until each is stored and recorded, across a lost connection, a
// locked phone and a closed tab.

/** Where a queued photo goes: a project's renders, the studio's gallery, or a project's cover. */
export type QueueTarget =
  { kind: 'render'; projectId: number } | { kind: 'gallery' } | { kind: 'cover'; projectId: number };

/**
 * How far an item got, kept with it so a reload goes on from there: nothing stored yet
 * ('waiting'), its files made and being stored ('storing': `parts` lists those the bucket has),
 * every file stored and the row still to write ('stored'). Recorded items leave the queue.
 */
export type QueueStage = 'waiting' | 'storing' | 'stored';

export interface QueueItem {
  id: string;
  /** The signed-in account's id: an item is read only by the account that chose it. */
  owner: string;
  target: QueueTarget;
  /** The name the studio knows the photo by. */
  fileName: string;
  size: number;
  addedAt: number;
  stage: QueueStage;
  /**
   * Each file of the upload (the compressed photo, its narrower copies) by the name it was made
   * with: the bucket's name for it, chosen once so a resumed upload keeps it.
   */
  names: Record<string, string>;
  /** The files the bucket has, by the same keys. */
  parts: Record<string, StoredFile>;
  /** What the row records, once every file is stored. */
  upload: QueuedUpload | null;
  /** Why this photo cannot go (not an image, too large…): kept until the studio removes it. */
  refused: string | null;
  /** Discarded while its stored files could not be removed (offline): removed when it can be. */
  discarded?: boolean;
}

/** What an item stored: its photo, the copies' map, and every object (to remove if discarded). */
export interface QueuedUpload {
  stored: StoredFile;
  widths: ImageWidths | null;
  names: string[];
}

/** The files made from a chosen photo before any is stored: kept, so a resumed upload sends the same bytes. */
export interface PreparedFiles {
  original: File;
  copies: { width: number; file: File }[];
  width: number;
  /** Which making of them: an upload begun from other bytes is never resumed with these. */
  made: string;
}

/** What the panel's features hand the queue for each kind of target (the app composes them). */
export interface QueueKind<T extends QueueTarget = QueueTarget> {
  /** Writes the row of a stored upload, or finds it (a closed tab cut the queue short after the insert). */
  record: (target: T, upload: QueuedUpload) => Promise<unknown>;
  /** SPEC §8's alert when a photo of this kind cannot be stored or recorded. */
  failure: FailureMessage;
  /** 'Galería' stores WebP whatever was chosen. */
  as?: CompressOptions['as'];
}

export type QueueKinds = { [K in QueueTarget['kind']]: QueueKind<Extract<QueueTarget, { kind: K }>> };

/** A photo just chosen for `target`: nothing of it stored yet. */
export const newQueueItem = (owner: string, target: QueueTarget, file: File, addedAt: number): QueueItem => ({
  id: crypto.randomUUID(),
  owner,
  target,
  fileName: file.name,
  size: file.size,
  addedAt,
  stage: 'waiting',
  names: {},
  parts: {},
  upload: null,
  refused: null,
});

/** What the panel shows of the queue. */
export interface QueueState {
  items: readonly QueueItem[];
  /** The item being stored and how much of it (0..1). */
  sending: { id: string; fraction: number } | null;
  online: boolean;
  /** Items found waiting when the panel opened (a closed tab, a locked phone), still pending. */
  restored: number;
}

export const sameTarget = (a: QueueTarget, b: QueueTarget): boolean =>
  a.kind === b.kind && ('projectId' in a ? a.projectId : null) === ('projectId' in b ? b.projectId : null);
