import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushState } from './push-types';

/** The state a previous push to this same target left, or a fresh one. */
export async function loadState(file: string, target: string): Promise<PushState> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as PushState;
    if (state.target === target) return state;
  } catch {
    // first run
  }
  return { target, ids: {} };
}

/** Saved whole, through a temporary file: an interrupted push leaves the previous state or this one. */
export async function saveState(file: string, state: PushState): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify(state));
  await rename(`${file}.tmp`, file);
}

/**
 * What push already added to the target's visit counts (push-counts.ts), per local aggregate:
 * one line appended per count written, so recording one costs one short write however many the
 * site holds (the id state above is rewritten whole, fine for hundreds of rows, not for a year
 * of daily counts). The first line names the target; a journal of another target is started anew.
 */
export class CountJournal {
  private constructor(
    private readonly file: string,
    private readonly target: string,
    private readonly added: Map<string, number>,
    private started: boolean,
    /** The file ends in a line cut short (a crash mid-write): the next line starts on its own. */
    private cut: boolean,
  ) {}

  static async open(file: string, target: string): Promise<CountJournal> {
    const text = await readFile(file, 'utf8').catch(() => '');
    const [head, ...lines] = text.split('\n');
    const added = new Map<string, number>();
    let mine = false;
    try {
      mine = (JSON.parse(head ?? '') as { target?: unknown }).target === target;
    } catch {
      // no journal yet, or not one push wrote
    }
    if (mine) {
      for (const line of lines) {
        try {
          const [key, count] = JSON.parse(line) as [string, number];
          if (typeof key === 'string' && Number.isInteger(count)) added.set(key, count);
        } catch {
          // a last line cut short by a crash: that count was not confirmed, so it counts as not added
        }
      }
    }
    return new CountJournal(file, target, added, mine, mine && !text.endsWith('\n'));
  }

  /** The count already added to the target for this local aggregate (0 if none). */
  pushed(key: string): number {
    return this.added.get(key) ?? 0;
  }

  async record(key: string, count: number): Promise<void> {
    if (!this.started) {
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(this.file, `${JSON.stringify({ target: this.target })}\n`);
      this.started = true;
    }
    await appendFile(this.file, `${this.cut ? '\n' : ''}${JSON.stringify([key, count])}\n`);
    this.cut = false;
    this.added.set(key, count);
  }
}
