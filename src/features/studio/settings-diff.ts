import type { StudioSettings } from '../../../core/studio/studio-settings';

// What differs between two versions of the studio's settings ('Historial'): every leaf
// (text, link, file) whose value is not the same, with its path in the document.

export interface SettingDifference {
  path: (string | number)[];
  /** The value in the version looked at ('' when it has none there). */
  then: string;
  /** The value now ('' when there is none). */
  now: string;
}

type Leaf = string | number | boolean | null;

function leaves(
  value: unknown,
  path: (string | number)[],
  out: Map<string, { path: (string | number)[]; value: Leaf }>,
) {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  else out.set(JSON.stringify(path), { path, value: (value ?? null) as Leaf });
}

const text = (value: Leaf | undefined) => (value === null || value === undefined ? '' : String(value));

export function settingsDifferences(then: StudioSettings, now: StudioSettings): SettingDifference[] {
  const a = new Map<string, { path: (string | number)[]; value: Leaf }>();
  const b = new Map<string, { path: (string | number)[]; value: Leaf }>();
  leaves(then, [], a);
  leaves(now, [], b);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys
    .filter((k) => text(a.get(k)?.value) !== text(b.get(k)?.value))
    .map((k) => ({
      path: (a.get(k) ?? b.get(k))!.path,
      then: text(a.get(k)?.value),
      now: text(b.get(k)?.value),
    }));
}
