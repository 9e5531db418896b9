import { WriteError } from './write-error';

/**
 * A chosen file the panel will not send, refused before any byte leaves the browser: the message
 * names the file and says why, in Spanish, and the panel shows it as it is.
 */
export class FileRefusedError extends WriteError {
  constructor(message: string) {
    super(message, { status: 0, stage: 'upload' });
    this.name = 'FileRefusedError';
  }
}
