// Writing values into served HTML (the page head, the sitemap): each helper makes its value safe
// for the one place it lands.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values: safe inside an element and inside a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** JSON inside a <script>: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A URL made absolute on the site's origin (stored files on the embedded backend are relative). */
export function absoluteUrl(origin: string, url: string): string {
  return new URL(url, `${origin}/`).href;
}

/** An opening tag; `undefined` values are left out, '' writes a bare attribute. */
export function tag(name: string, attrs: Record<string, string | undefined>): string {
  const parts = Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`));
  return `<${name}${parts.join('')}>`;
}

/**
 * The rule of supabase/migrations/20261124000200_media_urls.sql: a public URL of the Gallery
 * bucket as the embedded backend stores it, or an absolute http(s) URL, in RFC 3986's characters.
 */
const MEDIA_URL =
  /^(?:https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?(?:\/[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]*)?|\/storage\/v1\/object\/public\/Gallery\/[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]+)$/;
const MEDIA_URL_MAX = 2048;

/**
 * A stored cover or video URL fit to be written into a page, or null. The database refuses others
 * since that migration, but a hosted project may hold rows written before it (its constraint is
 * then left unvalidated): such a value is left out of the head instead of failing the page.
 */
export function mediaUrlOrNull(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > MEDIA_URL_MAX || !MEDIA_URL.test(value)) return null;
  return URL.canParse(value, 'http://localhost/') ? value : null;
}

/**
 * A widths map (width → URL) with only the entries fit for a page: keys of 2–4 digits, values
 * by mediaUrlOrNull's rule; null when none is left or the value is not an object at all (a
 * hosted project's row from before the database's rule, or one edited by hand).
 */
export function safeWidths(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const kept = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] =>
      /^[0-9]{2,4}$/.test(entry[0]) && typeof entry[1] === 'string' && mediaUrlOrNull(entry[1]) !== null,
  );
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}
