// The stored files a row names and their URLs on the target: every public URL of the Gallery
// bucket, absolute or relative, also inside JSON columns (widths maps, the studio's settings),
// and each tile of a full-detail pyramid (whose row names only the tiles' folder).

import { readDetail, tileUrls } from '../../core/media/detail-pyramid';

export const BUCKET = 'Gallery';
export const PUBLIC_PATH = `/storage/v1/object/public/${BUCKET}/`;

/** The object name a stored file's public URL names (absolute or relative), or null. */
export function objectName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf(PUBLIC_PATH);
  if (at < 0 || !/^(https?:\/\/[^/]+)?$/.test(value.slice(0, at))) return null;
  try {
    return decodeURIComponent(value.slice(at + PUBLIC_PATH.length).split('?')[0]!);
  } catch {
    return null;
  }
}

/** The stored files some rows name, each once, sorted. */
export function filesNamed(rows: unknown[]): string[] {
  return [
    ...new Set(
      rows.flatMap((row) =>
        strings(row)
          .map(objectName)
          // A pyramid's folder (`…_files/`) is no file: its tiles are listed one by one.
          .filter((n): n is string => n !== null && !n.endsWith('/')),
      ),
    ),
  ].sort();
}

/** Every string in a row, also inside JSON columns. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) {
    const pyramid = readDetail(value);
    return [...(pyramid ? tileUrls(pyramid) : []), ...Object.values(value).flatMap(strings)];
  }
  return [];
}

/** A value with every stored file's URL in it pointing at the target. */
export function rewriteUrl(value: unknown, target: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteUrl(v, target));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteUrl(v, target)]));
  const name = objectName(value);
  return name === null ? value : `${target}${PUBLIC_PATH}${encodedName(name)}`;
}

/** An object name as it goes into a URL path. */
export const encodedName = (name: string) => name.split('/').map(encodeURIComponent).join('/');
