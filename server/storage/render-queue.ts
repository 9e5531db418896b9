import { HttpError, storageError } from '../http/errors';

/**
 * Image renders take a whole core each: at most `concurrency` run at once, at most `maxWaiting`
 * wait (beyond that a 503 with Retry-After), and one render per variant — callers asking for the
 * same variant while it renders share its result (single-flight).
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `render` for `key` unless it is already running, in which case its result is shared. */
  run(key: string, render: () => Promise<string>): Promise<string> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = this.slot().then(async (release) => {
      try {
        return await render();
      } finally {
        release();
      }
    });
    const shared = started.finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, shared);
    return shared;
  }

  private async slot(): Promise<() => void> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        const { body } = storageError(
          503,
          'SlowDown',
          'Too many images are being prepared; try again shortly',
        );
        throw new HttpError(503, body, { 'Retry-After': '2' });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    return () => {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next caller
      else this.running -= 1;
    };
  }
}
