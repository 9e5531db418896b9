/**
 * Uploaded files are served from the app's own origin here (a hosted project serves them from
 * its own domain), so an uploaded SVG or HTML-looking file must never run as a page of the site:
 * no sniffing, and a sandbox with no scripts if a browser opens it directly.
 */
export const UNTRUSTED_CONTENT = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; sandbox",
};

/** Types a browser opens as a document of their own rather than showing them as media. */
const DOCUMENT_TYPES = new Set(['application/pdf']);

/**
 * The Content-Disposition a stored file is served with: `attachment` when the visitor asked for
 * a download (`?download[=name]`, as Supabase Storage does) and always for a document type (a
 * plano's PDF): a PDF opened in the browser would be a document of the site's own origin whose
 * viewer runs its scripts (PDF JavaScript), so it is handed over as a file instead, under its
 * stored name. Images and videos are shown as before.
 */
export function dispositionFor(
  mimetype: string,
  key: string,
  download: string | null,
): Record<string, string> {
  if (download === null && !DOCUMENT_TYPES.has(mimetype.split(';')[0]!.trim().toLowerCase())) return {};
  const name = download || key.split('/').pop()!;
  return { 'Content-Disposition': `attachment; filename="${encodeURIComponent(name)}"` };
}
