import { createHash } from 'node:crypto';

/**
 * The one place for the response headers that protect the app's pages: a Content
 * Security Policy that lets a page load only the app's own scripts, styles, fonts and workers, and
 * images, media and API calls from itself and the configured Supabase project; no framing by
 * another origin (the panel must not be clickjacked); referrers trimmed to the origin elsewhere; no
 * powerful browser features. docs/HOSTED.md ("Security headers on a static host") gives the same for a static host.
 *
 * Inline scripts are allowed by their sha256 from a list the server builds of the ones it writes
 * itself — those of the built index.html it fills (trustedScripts) — never from the page as sent:
 * a script that found its way into a page's content (none has; defence in depth) gets
 * no hash and does not run. Inline style blocks are hashed from the page sent. Never
 * 'unsafe-inline'. Data blocks (JSON-LD, the server's draw for the home page, the studio's
 * settings) are not executed and need nothing.
 */
export interface SecurityOptions {
  /** A hosted Supabase project the built app talks to (VITE_SUPABASE_URL), if any. */
  supabaseUrl?: string;
  /** The hashes of the inline scripts the server wrote (trustedScripts of the page's template). */
  scripts: readonly string[];
}

const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of the inline scripts that run and of the inline style blocks. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE.has(type)) scripts.push(sha256(match[2] ?? ''));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    styles.push(sha256(match[1] ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The hashes of the executable inline scripts of a template the server fills (the built index.html). */
export function trustedScripts(template: string): string[] {
  return inlineHashes(template).scripts;
}

export function contentSecurityPolicy(html: string, options: SecurityOptions): string {
  const { scripts } = options;
  const { styles } = inlineHashes(html);
  let supabase = '';
  let supabaseSocket = '';
  if (options.supabaseUrl) {
    const origin = new URL(options.supabaseUrl).origin;
    supabase = ` ${origin}`;
    supabaseSocket = ` ${origin.replace(/^http/, 'ws')}`;
  }
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile and nothing else (no eval of JavaScript): the 3D
    // viewer's and the panel's meshopt decoder is WebAssembly inside a module the app serves itself.
    `script-src 'self' 'wasm-unsafe-eval'${scripts.map((h) => ` ${h}`).join('')}`,
    `style-src 'self'${styles.map((h) => ` ${h}`).join('')}`,
    `img-src 'self' data: blob:${supabase}`,
    `media-src 'self' blob:${supabase}`,
    "font-src 'self'",
    // blob: the 3D viewer's glTF loader reads a model's textures with fetch() from blob: URLs it
    // makes of the model's own bytes (a blob: URL is this page's own; nothing else is reachable).
    `connect-src 'self' blob:${supabase}${supabaseSocket}`,
    // The panel's image compressor runs in a worker made from a blob: URL, which then imports the
    // library the app serves itself (src/lib/compress-image.ts).
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every HTML page the server sends. */
export function htmlSecurityHeaders(html: string, options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, options),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
