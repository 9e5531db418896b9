import path from 'node:path';
import { currentPathOf, type FormerAddress } from '../server/site/former-address';
import { absoluteUrl, escapeHtml } from '../server/site/html-text';
import type { Lang } from '../core/i18n/lang';
import type { Project } from '../core/database-shapes';

// What a static host needs to answer a project's former addresses (the database records them on
// rename): a `_redirects` file for hosts that read one (Netlify, Cloudflare Pages: a 301 each,
// the query kept), and for every other host a small page at the old address that sends the
// visitor on at once — with a canonical link to the current page and `noindex`, so search
// engines move their entry instead of keeping two. The app itself replaces a former address too
// (a link followed inside it never reaches the host).

/** Where each language's pages are written (English under /en). */
export const LANG_FOLDER: Record<Lang, string> = { es: '', en: 'en' };

export interface RedirectFiles {
  /** The `_redirects` file's text. */
  redirects: string;
  /** A page per former address: its file (relative to dist) and its HTML. */
  pages: [string, string][];
}

/** The folder a static host serves for a project page named `name` in `lang`; null if it cannot be one. */
export function pageFolder(name: string, lang: Lang): string | null {
  if (name.includes('/') || name.includes('\\') || name.startsWith('.') || name.includes('\0')) return null;
  return path.join(LANG_FOLDER[lang], 'ProjectsGallery', name);
}

function movedPage(lang: Lang, origin: string, target: string): string {
  const href = escapeHtml(target);
  const moved = lang === 'en' ? 'This project has moved to' : 'Este proyecto se mudó a';
  // The script keeps the query and fragment (a campaign's tags); the refresh is for no script.
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absoluteUrl(origin, target))}">
<script>location.replace(${JSON.stringify(target).replaceAll('<', '\\u003c')} + location.search + location.hash)</script>
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body><p>${moved} <a href="${href}">${href}</a>.</p></body>
</html>
`;
}

/** The redirect files for `formers`, leading to the live `projects`. */
export function redirectFiles(origin: string, formers: readonly FormerAddress[], projects: readonly Project[]): RedirectFiles {
  const lines = ['# Former addresses of renamed projects (npm run prerender): each to the current one.'];
  const pages: [string, string][] = [];
  for (const former of formers) {
    const target = currentPathOf(former, projects);
    if (!target) continue;
    const from = `${LANG_FOLDER[former.lang] ? `/${LANG_FOLDER[former.lang]}` : ''}/ProjectsGallery/${encodeURIComponent(former.key)}`;
    lines.push(`${from} ${target} 301`);
    const folder = pageFolder(former.key, former.lang);
    if (folder) pages.push([path.join(folder, 'index.html'), movedPage(former.lang, origin, target)]);
  }
  return { redirects: `${lines.join('\n')}\n`, pages };
}
