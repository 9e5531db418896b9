/**
 * The narrower copies stored beside every image, and beside a JPEG or PNG original one
 * at its own width (src/lib/renditions/image-widths.ts): the widths the site asks for, so
 * every backend (also a hosted project without image transformations) serves a phone a
 * phone-sized file; WebP at the quality the site asks the transformation endpoint for
 * (image-url.ts, 75), which answers browsers in WebP. Made in the panel (src/lib/renditions/image-widths.ts) and,
 * for the demo content, by tools/demo-content/renditions.ts. Its own file, imported by the
 * panel's code only: what core/constants.ts holds ships with every public page.
 */
export const IMAGE_COPIES = { widths: [480, 960, 1440], type: 'image/webp', quality: 0.75 } as const;

/** The URLs of a widths map: only text values of an object (a malformed map names none). */
function mapUrls(widths: unknown): string[] {
  if (typeof widths !== 'object' || widths === null || Array.isArray(widths)) return [];
  return Object.values(widths as Record<string, unknown>).filter(
    (url): url is string => typeof url === 'string',
  );
}

/**
 * The copies of a widths map made before they were WebP (JPEG or PNG beside a JPEG or PNG
 * original): 'Optimizar medios' makes them again. The original's own entry is not a copy.
 */
export function copiesToUpgrade(
  widths: Record<string, string> | null | undefined,
  original: string,
): string[] {
  return mapUrls(widths).filter((url) => url !== original && !/\.webp$/i.test(url));
}

/**
 * Whether 'Optimizar medios' should make an image's copies again: some predate WebP, or a
 * JPEG or PNG original is served at its own width for want of a WebP copy of that size
 * (src/lib/renditions/image-widths.ts; maps made before that copy existed).
 */
export function needsNewCopies(widths: Record<string, string> | null | undefined, original: string): boolean {
  const servesOriginal = mapUrls(widths).includes(original) && !/\.webp$/i.test(original);
  return servesOriginal || copiesToUpgrade(widths, original).length > 0;
}
