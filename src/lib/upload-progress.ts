// What the panel says while a file goes up: bytes sent of the total, percent and time left, in
// Spanish conventions, as the upload slot writes sizes ("12,5 MB de 200 MB · 6 % · quedan 3 min"). Pure, so it is unit-tested.

export interface UploadProgress {
  sent: number;
  total: number;
  /** 0..1 */
  fraction: number;
  /** Estimated seconds left, null until the speed is known. */
  secondsLeft: number | null;
  /** Bytes already on the server when this upload resumed an earlier one (0 for a new upload). */
  resumedFrom: number;
}

const number = (digits: number) =>
  new Intl.NumberFormat('es', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** 1 048 576 → "1 MB", 1 610 612 736 → "1,5 GB" (binary units, as file managers show). */
export function formatBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number(value < 10 && unit > 0 ? 1 : 0).format(value)} ${units[unit]}`;
}

/** 42 → "quedan 42 s", 190 → "quedan 3 min", 4000 → "quedan 1 h 7 min". */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'calculando el tiempo restante…';
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `quedan ${s} s`;
  if (s < 3600) return `quedan ${Math.round(s / 60)} min`;
  return `quedan ${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;
}

export function describeProgress(p: UploadProgress): string {
  // Rounded like the progress bar beside it, so the two never disagree.
  const percent = Math.round(p.fraction * 100);
  return `${formatBytes(p.sent)} de ${formatBytes(p.total)} · ${percent} % · ${formatTimeLeft(p.secondsLeft)}`;
}

/**
 * Speed from the bytes sent during the last few seconds (not since the start: after a dropped
 * connection the average of the whole upload would promise far too much).
 */
export class SpeedMeter {
  private samples: { at: number; sent: number }[] = [];

  constructor(private readonly windowMs = 5000) {}

  /** Records `sent` bytes at time `at` (ms) and returns the estimated seconds left for `total`. */
  update(sent: number, total: number, at: number): number | null {
    this.samples.push({ at, sent });
    while (this.samples.length > 2 && at - this.samples[0]!.at > this.windowMs) this.samples.shift();
    const first = this.samples[0]!;
    const elapsed = (at - first.at) / 1000;
    const rate = elapsed > 0.5 ? (sent - first.sent) / elapsed : 0;
    return rate > 0 ? (total - sent) / rate : null;
  }

  /** After a retry the bytes counter may go back: old samples no longer describe the speed. */
  reset(): void {
    this.samples = [];
  }
}
