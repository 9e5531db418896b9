import { WriteError } from './write-error';

/**
 * A chosen file the panel will not send, refused before any byte leaves the browser (empty, cut
 * short, not an image or a video, a format the browser cannot read): the message names the file
 * and says why, in Spanish, and the panel shows it as it is. SPEC's upload-failure alert
 * ("inténtalo nuevamente") is for uploads that failed; retrying such a file would fail the same way.
 */
export class FileRefusedError extends WriteError {
  constructor(message: string) {
    super(message, { status: 0, stage: 'upload' });
    this.name = 'FileRefusedError';
  }
}
