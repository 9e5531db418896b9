import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

// The absolute origin of the site, for canonical URLs, Open Graph, the sitemap and robots.txt.
// SITE_URL when set (the address visitors use, e.g. https://albanogal.mx); otherwise the origin
// the request was made to. Behind a reverse proxy the request reaches us on an internal address:
// with TRUST_PROXY=true its X-Forwarded-Host/-Proto headers count — only turn that on when a
// proxy sets them, or any client could choose the host written into the pages.

/** `https://example.com` from a SITE_URL value; throws on anything that is not an http(s) URL. */
export function parseSiteUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SITE_URL must be an http(s) URL, got "${value}"`);
  return url.origin;
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function first(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

export function requestOrigin(req: IncomingMessage, trustProxy: boolean): string {
  const forwardedProto = trustProxy ? first(req.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const proto =
    forwardedProto === 'http' || forwardedProto === 'https'
      ? forwardedProto
      : (req.socket as TLSSocket).encrypted
        ? 'https'
        : 'http';
  const forwardedHost = trustProxy ? first(req.headers['x-forwarded-host']) : undefined;
  const candidates = [forwardedHost, first(req.headers.host)];
  // A host that is not a host name (spaces, quotes, a path) is ignored rather than echoed.
  const host = candidates.find((h): h is string => h !== undefined && HOST.test(h)) ?? 'localhost';
  return `${proto}://${host.toLowerCase()}`;
}

export function siteOrigin(
  req: IncomingMessage,
  options: { siteUrl?: string; trustProxy?: boolean },
): string {
  return options.siteUrl ? parseSiteUrl(options.siteUrl) : requestOrigin(req, options.trustProxy ?? false);
}
