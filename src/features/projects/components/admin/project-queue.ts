import type { QueueKind } from '../../../../lib/upload-queue/queue-types';
import { WriteError } from '../../../../lib/write-error';
import { recordCover, recordRender } from '../../api/queued-uploads';
import { MESSAGES } from './messages';

/** A project's renders in the panel's upload queue: one row each, last in the project's order. */
export const renderQueue: QueueKind<{ kind: 'render'; projectId: number }> = {
  record: (target, upload) => recordRender(target.projectId, upload),
  failure: MESSAGES.uploadRender,
};

/** A project's new cover in the queue; SPEC §8 names the step that failed (upload, or the row). */
export const coverQueue: QueueKind<{ kind: 'cover'; projectId: number }> = {
  record: (target, upload) => recordCover(target.projectId, upload),
  failure: (error) =>
    error instanceof WriteError && error.stage === 'record' ? MESSAGES.updateCover : MESSAGES.uploadCover,
};
