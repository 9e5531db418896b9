import { STUDIO } from '../../core/studio/studio';
import { FEATURED_ELEMENT_ID } from '../../core/projects/featured';
import { EN } from '../../core/i18n/en';
import { HTML_LANG, OG_LOCALE, otherLang, pathIn, type Lang } from '../../core/i18n/lang';
import { projectPathIn } from '../../core/i18n/localized-text';
import type { Project } from '../../core/database-shapes';
import type { ServedHeroBox } from '../../core/page/served-hero';
import { PANEL_HEAD_TAGS } from '../../core/page/panel-app';
import { coverImage, slideImage } from '../../core/media/hero-images';
import { reelPosterOf, STUDIO_SETTINGS_ELEMENT_ID } from '../../core/studio/studio-settings';
import {
  adminMeta,
  galleryMeta,
  homeMeta,
  loginMeta,
  notFoundMeta,
  projectMeta,
  projectNotFoundMeta,
  whoWeAreMeta,
  type PageMeta,
} from '../../core/page/page-meta';
import { studio as SPANISH_SHELL_WORDS } from '../../core/i18n/es/shell';
import { WORDS } from './head-words';
import { absoluteUrl, escapeHtml, mediaUrlOrNull, safeWidths, scriptJson, tag } from './html-text';
import type { PageContent } from './page-route';
import type { FocalPoint } from '../../core/media/focal-point';
import { focalPoint, focalPointOf } from '../../core/media/focal-point-read';
import { preloadTag, servedHeroTag, type HeroSource } from './hero-tags';
import { coverText, listPreview, renderPreview, studioPreview, type PreviewImage } from './preview-image';
import type { RouteAssets } from './route-assets';
import type { SiteContext } from './site-context';
import { structuredData } from './structured-data';
import { galleryQuery } from '../../core/projects/gallery-filters';
import type { MediaRow } from './site-content';

// The one place that builds a public route's <head>, for the embedded backend, hosted mode and the prerender alike:
// title and description (the app's own texts, core/page/page-meta.ts), canonical URL, Open Graph
// and Twitter card for link previews, JSON-LD for search engines, robots for private pages, and
// the preload of the page's largest image with exactly the src/srcset/sizes its
// component uses (core/media/hero-images.ts), so the browser reuses it, and that image drawn in the
// body under the loading screen. A pure function of the page,
// the site and the build: the server (server/site/site-pages.ts) and the prerender
// (scripts/prerender.ts) both call it. Every value is escaped for where it lands.

/** Marks the block this module owns, so filling an already filled page replaces it. */
const BEGIN = '<!-- page-head -->';
const END = '<!-- /page-head -->';

interface HeadParts {
  meta: PageMeta;
  /**
   * Path (and query) of the page in each language: its canonical URL in its own, its alternates in
   * both; null for pages that should not be indexed.
   */
  address: ((lang: Lang) => string) | null;
  ogType: 'website' | 'article';
  image: PreviewImage | null;
  preload: HeroSource | null;
  /** Where the HTML draws the preloaded image under the loading screen (hero-tags.ts). */
  heroBox?: ServedHeroBox;
  /** What the served hero's crop keeps in view (the cover's focal point); null: the centre. */
  heroFocus?: FocalPoint | null;
  noindex: boolean;
  project?: Project;
  /** The project's renders and planos, for its JSON-LD. */
  images?: MediaRow[];
  /** The home page's draw, handed to the app (core/projects/featured.ts). */
  featuredIds?: number[];
}

/**
 * The /WhoWeAre hero is the reel's poster: the one the studio uploaded in the panel,
 * else the one shipped with the build — the same URL the page's <video poster> uses.
 */
function reelPosterPreload(site: SiteContext): HeroSource | null {
  const own = mediaUrlOrNull((site.studio && reelPosterOf(site.studio.reel)) || null);
  if (own) return { kind: 'single', href: own };
  return site.reelPoster ? { kind: 'single', href: site.reelPoster.path } : null;
}

/**
 * A project with a video and no cover shows the poster frame the panel made until the
 * video plays (ProjectDetails): that frame is its hero.
 */
function videoPosterPreload(project: Project): HeroSource | null {
  const poster = project.video ? mediaUrlOrNull(project.video_poster) : null;
  return poster ? { kind: 'single', href: poster } : null;
}

function parts(content: PageContent, site: SiteContext): HeadParts {
  const lang = content.lang ?? 'es';
  const words = WORDS[lang].meta;
  const base = { ogType: 'website' as const, image: studioPreview(site), preload: null, noindex: false };
  switch (content.kind) {
    case 'home': {
      const hero = content.featured[0]?.render;
      const heroWidths = content.featured[0]?.render_widths;
      return {
        ...base,
        meta: homeMeta(words),
        address: (l) => pathIn(l, '/'),
        image: listPreview(site, content.projects, lang),
        preload: hero ? { kind: 'responsive', image: slideImage(hero, site.transforms, heroWidths) } : null,
        featuredIds: content.featured.length > 0 ? content.featured.map((p) => Number(p.id)) : undefined,
      };
    }
    case 'gallery': {
      // The page's backdrop is the first render of the type shown (ProjectGridHero).
      const first = content.projects.find((p) => p.render);
      const cover = first?.render;
      return {
        ...base,
        meta: galleryMeta(WORDS[lang].typeTexts[content.type], words),
        // One canonical address per choice: its type (when named) and filters in a fixed order,
        // without the page of cards.
        address: (l) =>
          pathIn(
            l,
            `/ProjectsGallery${galleryQuery({ ...content.filters, type: content.typed ? content.type : null }, false)}`,
          ),
        image: listPreview(site, content.projects, lang),
        preload: cover
          ? { kind: 'responsive', image: coverImage(cover, site.transforms, first?.render_widths) }
          : null,
      };
    }
    case 'whoWeAre':
      return {
        ...base,
        meta: whoWeAreMeta(words),
        address: (l) => pathIn(l, '/WhoWeAre'),
        preload: reelPosterPreload(site),
        heroBox: 'studio',
        // Cropped like the page's own reel poster, around the point the studio chose for it.
        heroFocus: focalPointOf(site.studio?.reel.posterFocus ?? ''),
      };
    case 'project': {
      const { project } = content;
      const render = project.render;
      return {
        ...base,
        meta: projectMeta(project, words),
        address: (l) => projectPathIn(l, project),
        ogType: 'article',
        image: render
          ? // The studio's own words for the cover, else the generated text.
            renderPreview(site, project, coverText(lang, project, WORDS[lang].projects.cover))
          : base.image,
        // The hero is the cover image: alone, or as the video's responsive poster (ProjectDetails).
        preload: render
          ? { kind: 'responsive', image: coverImage(render, site.transforms, project.render_widths) }
          : videoPosterPreload(project),
        heroBox: 'project',
        heroFocus: render ? focalPoint(project.render_focus_x, project.render_focus_y) : null,
        project,
        images: content.images,
      };
    }
    case 'projectNotFound':
      return { ...base, meta: projectNotFoundMeta(words), address: null, noindex: true };
    case 'notFound':
      return { ...base, meta: notFoundMeta(), address: null, noindex: true };
    case 'login':
      return { ...base, meta: loginMeta(), address: null, noindex: true };
    case 'admin':
      return { ...base, meta: adminMeta(), address: null, noindex: true };
  }
}

/**
 * The route's code, fetched beside the entry script. `crossorigin` as Vite's own loader asks for
 * it, so the browser reuses these responses; the stylesheet is only fetched here (not applied:
 * it must not hold up the loading screen's first paint), the app applies it with the chunk. The
 * scripts at the entry's low priority: the hero image goes first (scripts/vite-first-paint.ts).
 */
function routeAssetTags(assets: RouteAssets | undefined): string[] {
  if (!assets) return [];
  return [
    ...assets.styles.map((href) => tag('link', { rel: 'preload', as: 'style', href, crossorigin: '' })),
    ...assets.scripts.map((href) =>
      tag('link', { rel: 'modulepreload', href, crossorigin: '', fetchpriority: 'low' }),
    ),
  ];
}

/**
 * `content` with every cover/video URL that is not fit for a page taken out (html-text.ts), and of
 * the cover's widths map only the widths whose URL is: a malformed map serves the cover alone.
 */
function withSafeMedia(content: PageContent): PageContent {
  const safe = (p: Project): Project => ({
    ...p,
    render: mediaUrlOrNull(p.render),
    video: mediaUrlOrNull(p.video),
    render_widths: safeWidths(p.render_widths),
  });
  const next = { ...content };
  if ('project' in next) next.project = safe(next.project);
  if ('projects' in next) next.projects = next.projects.map(safe);
  if ('featured' in next) next.featured = next.featured.map(safe);
  return next;
}

/** What fillHead writes into index.html: two parts of <head>, and what goes first in <body>. */
export interface PageHead {
  early: string;
  late: string;
  body: string;
  /** The page's language: `<html lang>` and the loading screen's words. */
  lang?: Lang;
}

/**
 * The page's address in each language for search engines: `hreflang` alternates, the
 * Spanish one also as `x-default` (the site's own language).
 */
function alternateTags(site: SiteContext, address: (lang: Lang) => string): string[] {
  const link = (hreflang: string, lang: Lang) =>
    tag('link', { rel: 'alternate', hreflang, href: absoluteUrl(site.origin, address(lang)) });
  return [link(HTML_LANG.es, 'es'), link(HTML_LANG.en, 'en'), link('x-default', 'es')];
}

export function buildHead(content: PageContent, site: SiteContext): PageHead {
  const lang = content.lang ?? 'es';
  const p = parts(withSafeMedia(content), site);
  const path = p.address?.(lang) ?? null;
  const canonical = path === null ? null : absoluteUrl(site.origin, path);
  const early = [
    tag('meta', { name: 'description', content: p.meta.description }),
    p.noindex ? tag('meta', { name: 'robots', content: 'noindex, nofollow' }) : null,
    canonical ? tag('link', { rel: 'canonical', href: canonical }) : null,
    ...(p.address ? alternateTags(site, p.address) : []),
    ...(site.apiOrigin && site.apiOrigin !== site.origin
      ? [
          tag('link', { rel: 'preconnect', href: site.apiOrigin }),
          tag('link', { rel: 'preconnect', href: site.apiOrigin, crossorigin: '' }),
        ]
      : []),
    p.preload ? preloadTag(p.preload) : null,
    // The panel alone is an app a phone can install (core/page/panel-app.ts).
    ...(content.kind === 'admin' ? PANEL_HEAD_TAGS.map((t) => tag(t.tag, t.attrs)) : []),
    ...routeAssetTags(site.routeAssets[content.kind]),
    // An English page's words, which its first render waits for (src/main.tsx).
    ...(lang === 'en' ? routeAssetTags(site.routeAssets.english) : []),
    `<title>${escapeHtml(p.meta.title)}</title>`,
  ];
  const image = p.image;
  const late = [
    tag('meta', { property: 'og:type', content: p.ogType }),
    tag('meta', { property: 'og:site_name', content: STUDIO.fullName }),
    tag('meta', { property: 'og:locale', content: OG_LOCALE[lang] }),
    tag('meta', { property: 'og:locale:alternate', content: OG_LOCALE[otherLang(lang)] }),
    tag('meta', { property: 'og:title', content: p.meta.title }),
    tag('meta', { property: 'og:description', content: p.meta.description }),
    canonical ? tag('meta', { property: 'og:url', content: canonical }) : null,
    ...(image
      ? [
          tag('meta', { property: 'og:image', content: image.url }),
          image.width ? tag('meta', { property: 'og:image:width', content: String(image.width) }) : null,
          image.height ? tag('meta', { property: 'og:image:height', content: String(image.height) }) : null,
          tag('meta', { property: 'og:image:alt', content: image.alt }),
        ]
      : []),
    tag('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: p.meta.title }),
    tag('meta', { name: 'twitter:description', content: p.meta.description }),
    image ? tag('meta', { name: 'twitter:image', content: image.url }) : null,
    `<script type="application/ld+json">${scriptJson(
      structuredData(
        {
          project: p.project,
          imageUrl: p.image?.url,
          canonical: path,
          words: WORDS[lang].meta,
          genre: p.project && WORDS[lang].typeTexts[p.project.type].heading,
          images: p.images,
        },
        site,
      ),
    )}</script>`,
    p.featuredIds
      ? `<script type="application/json" id="${FEATURED_ELEMENT_ID}">${scriptJson(p.featuredIds)}</script>`
      : null,
    site.studio
      ? `<script type="application/json" id="${STUDIO_SETTINGS_ELEMENT_ID}" data-source="${site.studioSource ?? 'server'}">${scriptJson(site.studio)}</script>`
      : null,
  ];
  const join = (lines: (string | null)[]) => lines.filter((l): l is string => l !== null).join('\n    ');
  const body = p.heroBox && p.preload ? servedHeroTag(p.heroBox, p.preload, p.heroFocus) : '';
  return { early: join(early), late: join(late), body, lang };
}

/**
 * index.html with the page's head (and its served hero before the app's root): its own <title>
 * and description are replaced, blocks this module put there before are removed, and everything
 * else the file holds (fonts, styles, the loading screen's markup and CSS, scripts) is kept.
 */
export function fillHead(indexHtml: string, head: PageHead): string {
  let html = indexHtml;
  // Owned blocks from an earlier fill (the prerender rewrites its own output).
  html = html.replace(new RegExp(`[ \\t]*${BEGIN}[\\s\\S]*?${END}\\n?`, 'g'), '');
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return html;
  const before = html
    .slice(0, headEnd)
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?/i, '')
    .replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\n?/i, '');
  html = before + html.slice(headEnd);
  const block = (text: string) => `    ${BEGIN}\n    ${text}\n    ${END}\n`;
  // Early: after the viewport (or charset) line — <meta charset> must stay in the first 1024 bytes.
  const anchor =
    /^.*<meta\s+name=["']viewport["'][^\n]*\n/im.exec(html) ??
    /^.*<meta\s+charset[^\n]*\n/im.exec(html) ??
    /<head[^>]*>\n?/i.exec(html);
  const at = anchor ? anchor.index + anchor[0].length : 0;
  html = html.slice(0, at) + block(head.early) + html.slice(at);
  // Late: as the last thing in <head>, on its own lines.
  const lineEnd = html.search(/^[ \t]*<\/head>/im);
  const end = lineEnd === -1 ? html.search(/<\/head>/i) : lineEnd;
  html = html.slice(0, end) + block(head.late) + html.slice(end);
  html = inPageLanguage(html, head.lang ?? 'es');
  // Body: the served hero just before the app's root, under the loading screen.
  const root = html.search(/^[ \t]*<div id="root">/m);
  if (!head.body || root === -1) return html;
  return html.slice(0, root) + block(head.body) + html.slice(root);
}

/**
 * `<html lang>` and the words of the loading screen index.html paints (its tagline and label,
 * core/page/loading-screen-markup.ts) in the page's language: an English page is English
 * from its first paint.
 */
function inPageLanguage(html: string, lang: Lang): string {
  const words = lang === 'en' ? EN.studio : SPANISH_SHELL_WORDS;
  return html
    .replace(/(<html\b[^>]*?\blang=")[^"]*"/i, `$1${HTML_LANG[lang]}"`)
    .replace(/(<span class="loading-screen__tagline">)[^<]*(<\/span>)/, `$1${escapeHtml(words.tagline)}$2`)
    .replace(/(<span class="loading-screen__label">)[^<]*(<\/span>)/, `$1${escapeHtml(words.loading)}$2`);
}
