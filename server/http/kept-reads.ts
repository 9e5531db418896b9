import { describeError } from './log-error';

// What the served pages read (site-pages.ts), kept between requests. A read is kept until the
// next write through the API (`invalidate()`) and at most `maxAgeMs`. When it is only old (no write
// since), the last good answer is served at once while one read refreshes it; when a read fails
// (a hosted project that stalls past its timeout, answers too much, or is down), the last good
// answer goes on being served (up to `maxStaleMs` old), and no new read is tried for `retryMs`: no visitor waits on a
// project known to be failing, and the project is not asked once per visitor. An answer from
// before a write is never served after it (it may show what the write removed, a project sent to
// the trash): then, as when there has never been a good answer, the failure reaches the caller
// (the page then has its generic head).

interface Good<T> {
  value: T;
  at: number;
  generation: number;
}

interface Slot<T> {
  good?: Good<T>;
  loading?: { promise: Promise<T>; generation: number };
  failure?: { at: number; error: unknown };
}

export interface KeptReadsOptions {
  maxAgeMs: number;
  /**
   * The oldest a last good answer may be and still be served while reads fail or refresh
   * (default: twice maxAgeMs). Past it the failure reaches the caller: a project sent to the
   * trash on a hosted project that then fails stopped being named after this, not never (70 s seen).
   */
  maxStaleMs?: number;
  /** After a failed read, how long the last good answer (or the failure) stands without a new read. */
  retryMs: number;
  /** Told once per failed read. */
  onFailure?: (key: string, error: unknown) => void;
}

export class KeptReads {
  private generation = 0;
  private readonly slots = new Map<string, Slot<unknown>>();

  constructor(private readonly options: KeptReadsOptions) {}

  /** Data changed (or is changing): what was read before may be stale. */
  invalidate(): void {
    this.generation += 1;
    for (const slot of this.slots.values()) {
      slot.good = undefined;
      slot.failure = undefined;
    }
  }

  /** `load()`'s answer, kept as described above. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let slot = this.slots.get(key) as Slot<T> | undefined;
    if (!slot) {
      slot = {};
      this.slots.set(key, slot);
    }
    const now = Date.now();
    const maxStaleMs = this.options.maxStaleMs ?? 2 * this.options.maxAgeMs;
    const current =
      slot.good && slot.good.generation === this.generation && now - slot.good.at < maxStaleMs
        ? slot.good
        : undefined;
    if (current && now - current.at < this.options.maxAgeMs) return current.value;
    if (slot.failure && now - slot.failure.at < this.options.retryMs) {
      if (current) return current.value;
      throw slot.failure.error;
    }
    const loading =
      slot.loading && slot.loading.generation === this.generation
        ? slot.loading.promise
        : this.load(key, slot, load);
    // Only old, no write since: the last answer now, the fresh one for the next visitor.
    return current ? current.value : loading;
  }

  private load<T>(key: string, slot: Slot<T>, load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const promise = load();
    const entry = { promise, generation };
    slot.loading = entry;
    promise.then(
      (value) => {
        if (slot.loading === entry) slot.loading = undefined;
        // An answer whose read began before a write ended is used once but not kept: it may
        // predate the write.
        if (generation !== this.generation) return;
        slot.good = { value, at: Date.now(), generation };
        slot.failure = undefined;
      },
      (error: unknown) => {
        if (slot.loading === entry) slot.loading = undefined;
        if (generation === this.generation) slot.failure = { at: Date.now(), error };
        this.options.onFailure?.(key, error);
      },
    );
    return promise;
  }
}

/** The log line for a failed read. */
export function readFailureLine(key: string, error: unknown): string {
  return `No se pudo completar la lectura de ${key} para las páginas (se sirve la última lectura buena o la cabecera genérica): ${describeError(error)}`;
}
