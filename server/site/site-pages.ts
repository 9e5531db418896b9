import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Project } from '../../core/database-shapes';
import { cachedBuildInfo, type BuildInfo } from './build-info';
import { buildHead, fillHead } from './page-head';
import type { SiteContext } from './site-context';
import { needsProjects, pageStatus, parsePagePath, resolvePage } from './page-route';
import { mediaByProject, projectLastModified, robotsTxt, sitemapXml } from './seo-files';
import type { MediaRow, SiteContent } from './site-content';
import { siteOrigin } from './site-origin';
import { formerAddressTarget, type FormerAddress } from './former-address';
import { KeptReads, readFailureLine } from '../http/kept-reads';
import { studioSettings, type StudioSettings } from '../../core/studio/studio-settings';

// Each page of the app is served with its own head and its real status (page-head.ts,
// page-route.ts), plus /robots.txt and /sitemap.xml, all read from the site's content as a
// visitor (site-content.ts: the embedded database, or a hosted project's REST API). What was read
// is kept until the next write through the API (the embedded backend calls `invalidate()` when a
// write commits; a refused one keeps it), so a page, its preview card and the sitemap follow every
// write at once without a query per page, and at most `maxAgeMs` otherwise (writes that bypass
// the API: an operator's restore; or every write, in front of a hosted project). An
// answer only old is served once more while it is read again, and a failed read leaves the last
// good answer in place (kept-reads.ts): a stalled hosted project never holds a page.

export interface SitePagesOptions {
  content: SiteContent;
  /** The built app (for the manifest: hashed asset URLs). */
  distDir: string;
  siteUrl?: string;
  trustProxy?: boolean;
  /** The Supabase API's origin when it is not the site's own (a hosted project): preconnected. */
  apiOrigin: string | null;
  /** Whether the API resizes images (the embedded backend always does; hosted: by plan). */
  transforms: boolean;
  /** 'prerender' when the settings in the page may be older than the row (the app reads it again). */
  studioSource: 'server' | 'prerender';
  /** How long what was read is kept at most (default 60 s). */
  maxAgeMs?: number;
}

const MAX_AGE_MS = 60_000;
/** After a failed read, how long pages answer without asking again. */
const RETRY_MS = 10_000;

export class SitePages {
  private readonly buildInfo: () => Promise<BuildInfo>;
  private readonly kept: KeptReads;

  constructor(private readonly options: SitePagesOptions) {
    this.buildInfo = cachedBuildInfo(options.distDir);
    const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
    this.kept = new KeptReads({
      maxAgeMs,
      retryMs: Math.min(maxAgeMs, RETRY_MS),
      onFailure: (key, error) => console.error(readFailureLine(key, error)),
    });
  }

  /** The API changed (or is changing) data: what was read before may be stale. */
  invalidate(): void {
    this.kept.invalidate();
  }

  private projects(): Promise<Project[]> {
    return this.kept.get('los proyectos', () => this.options.content.projects());
  }

  private media(): Promise<MediaRow[]> {
    return this.kept.get('los medios', () => this.options.content.media());
  }

  /**
   * The projects' former addresses; none when they cannot be read (a hosted project whose schema
   * predates them answers a missing table): the page is then the not-found page it was before.
   */
  private async formerAddresses(): Promise<FormerAddress[]> {
    try {
      return await this.kept.get('las direcciones anteriores', () => this.options.content.formerAddresses());
    } catch {
      // Logged once per failed read (KeptReads).
      return [];
    }
  }

  /** The studio's settings over the defaults; the defaults when the row cannot be read. */
  private async studio(): Promise<StudioSettings> {
    try {
      return await this.kept.get('los datos del estudio', async () =>
        studioSettings(await this.options.content.studioSettings()),
      );
    } catch {
      // Logged once per failed read (KeptReads).
      return studioSettings(null);
    }
  }

  private async site(req: IncomingMessage): Promise<SiteContext> {
    const { reelPoster, previewImage, routeAssets } = await this.buildInfo();
    return {
      origin: siteOrigin(req, this.options),
      transforms: this.options.transforms,
      reelPoster,
      previewImage,
      apiOrigin: this.options.apiOrigin,
      routeAssets,
      // In the page itself: the app's first render shows the last save, with no request.
      studio: await this.studio(),
      studioSource: this.options.studioSource,
    };
  }

  /** index.html with the head of the page at `url`, and the status that page answers with. */
  async renderPage(
    req: IncomingMessage,
    url: URL,
    indexHtml: string,
  ): Promise<{ status: number; html: string; location?: string }> {
    const request = parsePagePath(url);
    let projects: Project[] = [];
    if (needsProjects(request)) {
      try {
        projects = await this.projects();
      } catch {
        // Never read yet (logged once per failed read): the visitor still gets the app (which
        // reports its own lookup failures, SPEC §8), with the generic head, rather than an error page.
        return { status: 200, html: indexHtml };
      }
    }
    const content = resolvePage(request, projects);
    // A project's JSON-LD names each of its images; without them (a failed read), its cover alone.
    if (content.kind === 'project') {
      const media = await this.media().catch((): MediaRow[] => []);
      content.images = media.filter((m) => m.id_project === content.project.id);
    }
    if (content.kind === 'projectNotFound' && request.kind === 'project') {
      const target = formerAddressTarget(
        request.name,
        request.lang ?? 'es',
        await this.formerAddresses(),
        projects,
      );
      if (target) return { status: 301, html: '', location: `${target}${url.search}` };
    }
    return {
      status: pageStatus(content),
      html: fillHead(indexHtml, buildHead(content, await this.site(req))),
    };
  }

  /** Answers /robots.txt and /sitemap.xml; false for any other path. */
  async serveSeoFile(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== '/robots.txt' && url.pathname !== '/sitemap.xml') return false;
    const origin = siteOrigin(req, this.options);
    let body: string;
    let type: string;
    if (url.pathname === '/robots.txt') {
      body = robotsTxt(origin);
      type = 'text/plain; charset=utf-8';
    } else {
      let projects: Project[];
      // Without the media, each project's date is its own row's alone.
      const media = this.media().catch((): MediaRow[] => []);
      try {
        projects = await this.projects();
      } catch {
        // Never read yet: an empty sitemap would tell search engines every page is gone.
        const retryS = String(Math.ceil(RETRY_MS / 1000));
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': retryS });
        res.end(req.method === 'HEAD' ? undefined : 'El mapa del sitio no está disponible por ahora.\n');
        return true;
      }
      const byProject = mediaByProject(await media);
      body = sitemapXml(
        origin,
        projects.map((project) => ({
          project,
          lastModified: projectLastModified(project, byProject.get(project.id) ?? []),
          images: [project.render ?? '', ...(byProject.get(project.id) ?? [])],
        })),
      );
      type = 'application/xml; charset=utf-8';
    }
    const bytes = Buffer.from(body);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  }
}
