// Which stored object a URL names, whatever its spelling. The same file can be written as a
// path (`/storage/v1/object/public/Gallery/a.jpg`), as an absolute URL of the site's own storage,
// with `x/../` detours, percent-escapes (`%61.jpg`), a query or a fragment; Storage serves all of
// them as one object. Anything that decides whether a file is still used (the server's trash
// purge, the panel's 'Eliminar definitivamente' and purge at sign-in, the move of a trashed
// item's files) compares these keys, never the URLs as written. Plain TypeScript: the server
// imports it too.

import { readDetail, tileUrls } from './detail-pyramid';

/** The public bucket the site's files are served from (SPEC §3). */
export const CONTENT_BUCKET = 'Gallery';
/** The private bucket a trashed item's files wait in until it is restored or purged. */
export const TRASH_BUCKET = 'Papelera';

/** The tables whose rows (any column) and documents may name stored files. */
export const FILE_NAMING_TABLES = [
  'Project',
  'Render',
  'Blueprint',
  'Gallery',
  'Client',
  'Studio',
  'StudioVersion',
  'ReplacedMedia',
] as const;

const BASE = 'http://relative.invalid';
// Storage's read routes: public, authenticated and signed objects, and image transformations.
const STORAGE_PATH =
  /^\/storage\/v1\/(?:object|render\/image)\/(?:public|authenticated|sign)\/([^/]+)\/(.+)$/;

export interface NamedObject {
  /** The bucket, decoded. */
  bucket: string;
  /** The object's key inside it, decoded, as Storage looks it up. */
  key: string;
  /** The URL's origin, or null for a path (the site's own storage by construction). */
  origin: string | null;
}

/** The object a URL names, or null when it names no stored object (or cannot be read). */
export function namedObject(url: string): NamedObject | null {
  const text = url.trim();
  // `//host/…` is another host, not a path of ours.
  if (text.startsWith('//')) return namedAbsolute(text);
  let parsed: URL;
  try {
    parsed = new URL(text, BASE);
  } catch {
    return null;
  }
  const match = STORAGE_PATH.exec(parsed.pathname);
  if (!match) return null;
  try {
    const bucket = decodeURIComponent(match[1]!);
    const key = decodeURIComponent(match[2]!);
    const origin = parsed.origin === BASE ? null : parsed.origin;
    return key && !key.endsWith('/') ? { bucket, key, origin } : null;
  } catch {
    return null; // malformed escapes: Storage serves nothing at that URL
  }
}

function namedAbsolute(text: string): NamedObject | null {
  const named = namedObject(`https:${text}`);
  return named && { ...named, origin: named.origin ?? 'https://invalid' };
}

/**
 * The key of the site's own content-bucket object a URL names, or null when the URL is another
 * site's (`isOwnOrigin` says no to its origin) or not a content file at all. Only these are
 * ever moved or deleted.
 */
export function ownContentKey(
  url: string | null | undefined,
  isOwnOrigin: (origin: string) => boolean,
): string | null {
  if (!url) return null;
  const named = namedObject(url);
  if (!named || named.bucket !== CONTENT_BUCKET) return null;
  if (named.origin !== null && !isOwnOrigin(named.origin)) return null;
  return named.key;
}

/**
 * The folder of the site's own content bucket a URL ending in `/` names (a full-detail pyramid's
 * tiles, core/media/detail-pyramid.ts), as a key prefix ending in `/`; null for anything else.
 */
export function ownContentFolder(url: string | null | undefined, isOwnOrigin: (origin: string) => boolean): string | null {
  if (!url || !url.endsWith('/')) return null;
  // Named as a file inside it, then that file's name taken away.
  const key = ownContentKey(`${url}x`, isOwnOrigin);
  return key === null ? null : key.slice(0, -1);
}

// A storage URL inside longer text (a description, a settings document): up to the first
// character that cannot be part of one as written in a document.
const EMBEDDED = /(?:https?:)?(?:\/\/[^\s"'<>\\/]+)?\/storage\/v1\/[^\s"'<>\\]+/g;

/** Every storage URL a value holds: strings at any depth, whole or inside text. */
function urlsIn(value: unknown, found: (url: string) => void): void {
  if (typeof value === 'string') {
    found(value);
    // Inside prose a URL may be followed by punctuation; both readings are kept.
    for (const m of value.matchAll(EMBEDDED)) {
      found(m[0]);
      found(m[0].replace(/[).,;:!?]+$/, ''));
    }
  } else if (Array.isArray(value)) {
    for (const v of value) urlsIn(v, found);
  } else if (value && typeof value === 'object') {
    // A full-detail pyramid names its folder once; each of its tiles is a file it uses.
    const pyramid = readDetail(value);
    if (pyramid) for (const tile of tileUrls(pyramid)) found(tile);
    for (const v of Object.values(value)) urlsIn(v, found);
  }
}

/**
 * Every content-bucket key a value names anywhere in it, whatever the origin: a file any row
 * still names is kept, even when it names it by another origin's URL.
 */
export function contentKeysIn(value: unknown, into = new Set<string>()): Set<string> {
  urlsIn(value, (url) => {
    const named = namedObject(url);
    if (named && named.bucket === CONTENT_BUCKET) into.add(named.key);
  });
  return into;
}

/** The keys of the site's own content files a value names (what may be moved or deleted). */
export function ownContentKeysIn(value: unknown, isOwnOrigin: (origin: string) => boolean): Set<string> {
  const keys = new Set<string>();
  urlsIn(value, (url) => {
    const key = ownContentKey(url, isOwnOrigin);
    if (key !== null) keys.add(key);
  });
  return keys;
}
