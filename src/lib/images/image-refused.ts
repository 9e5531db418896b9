// A file refused before anything is sent (empty, cut short, not an image, a format the browser
// cannot read). Its message names the file and the reason, in Spanish, and is shown as it is:
// SPEC's upload-failure alert ("inténtalo nuevamente") is for uploads that failed, and retrying
// such a file would fail the same way.
export class ImageRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRefusedError';
  }
}
