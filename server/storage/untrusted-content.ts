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
