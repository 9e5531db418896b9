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
