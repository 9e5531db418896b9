import { storageRefusal } from './errors';

// What a stored object's metadata may hold. Its type and ETag go back out as response headers, so
// a value Node cannot write as a header (CR/LF, a character above U+00FF) once made that object
// answer 500 to every GET and HEAD for good. They are checked where they enter
// — a plain upload (routes/upload-object.ts), a resumable one (tus/resumable.ts), a restored backup's rows
// (server/ops/restore-objects.ts) — and, whatever a row holds anyway (an older version, an edit in
// SQL), made harmless where they are served.

// RFC 9110 §8.3.1: type "/" subtype *( OWS ";" OWS name=value ), tokens and quoted strings of
// printable ASCII only.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[\\t !#-\\[\\]-~]|\\\\[\\t -~])*"';
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*$`);
/** RFC 9110 §8.8.3: an optionally weak quoted string of printable ASCII without `"`. */
const ENTITY_TAG = /^(?:W\/)?"[\x21\x23-\x7e]*"$/;
const MAX_LENGTH = 255;
const FALLBACK_TYPE = 'application/octet-stream';

export function isMediaType(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_LENGTH && MEDIA_TYPE.test(value);
}

export function isEntityTag(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_LENGTH && ENTITY_TAG.test(value);
}

/**
 * An upload's declared type, lower-cased; nothing declared is `application/octet-stream`.
 * Anything that is not a printable media type is a 400 before a byte is stored.
 */
export function uploadMediaType(declared: string | null | undefined): string {
  const value = (declared ?? '').trim();
  if (value === '') return FALLBACK_TYPE;
  if (!isMediaType(value))
    throw storageRefusal(
      400,
      'InvalidRequest',
      `mime type ${JSON.stringify(value).slice(0, 120)} is not a valid media type (type/subtype)`,
      'invalid_mime_type',
    );
  return value.toLowerCase();
}

/** The headers an object is served with, whatever its stored metadata holds. */
export interface ServedMetadata {
  mimetype: string;
  eTag: string;
  cacheControl: string;
}

/**
 * A stored row's metadata made servable: a bad type becomes `application/octet-stream` (with
 * nosniff, the browser then only downloads it), a bad ETag one derived from the row's id and
 * time, metadata that is not an object the same as none.
 */
export function servedMetadata(stored: unknown, id: string, updatedAt: string): ServedMetadata {
  const meta = (stored !== null && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return {
    mimetype: isMediaType(meta.mimetype) ? meta.mimetype : FALLBACK_TYPE,
    eTag: isEntityTag(meta.eTag) ? meta.eTag : `"${id}-${Date.parse(updatedAt) || 0}"`,
    // serve-file.ts sends only a plain max-age of it.
    cacheControl: typeof meta.cacheControl === 'string' ? meta.cacheControl : 'max-age=3600',
  };
}

/**
 * Why a backup's storage.objects row cannot be restored as it is, or null when it can: the id
 * names its file, the metadata must be an object whose type and ETag could be sent.
 */
export function objectRowProblem(row: unknown): string | null {
  if (row === null || typeof row !== 'object') return 'a row that is not an object';
  const { id, metadata } = row as { id?: unknown; metadata?: unknown };
  if (typeof id !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
    return `an object id that is not a UUID (${JSON.stringify(id)?.slice(0, 60)})`;
  if (metadata === null || metadata === undefined) return null;
  if (typeof metadata !== 'object' || Array.isArray(metadata))
    return `object ${id}: metadata that is not an object`;
  const { mimetype, eTag, cacheControl } = metadata as Record<string, unknown>;
  if (mimetype !== undefined && !isMediaType(mimetype))
    return `object ${id}: a mimetype that is not a valid media type`;
  if (eTag !== undefined && !isEntityTag(eTag)) return `object ${id}: an eTag that is not a quoted tag`;
  if (
    cacheControl !== undefined &&
    (typeof cacheControl !== 'string' || !/^[\x20-\x7e]*$/.test(cacheControl))
  )
    return `object ${id}: a cacheControl with characters a header cannot carry`;
  return null;
}
