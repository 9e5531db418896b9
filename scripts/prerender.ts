// `npm run prerender`: the served head (title, description, preview tags) for a static build in
// front of a hosted Supabase project. Reads the projects with supabase-js (the publishable key: what any visitor
// may read; server/hosted/rest-content.ts), then writes into dist/ one index.html per public
// route with the same head the embedded backend serves (server/site/page-head.ts), plus 404.html,
// sitemap.xml and robots.txt. Re-run it after content changes, or serve the build with `npm
// start`'s hosted mode instead (server/hosted/hosted-site.ts; docs/HOSTED.md: "Deploying to hosted Supabase").
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildInfo } from '../server/site/build-info';
import { buildHead, fillHead } from '../server/site/page-head';
import type { SiteContext } from '../server/site/site-context';
import { findProjectByRouteName, resolvePage, type PageContent } from '../server/site/page-route';
import { mediaByProject, projectLastModified, robotsTxt, sitemapXml } from '../server/site/seo-files';
import { parseSiteUrl } from '../server/site/site-origin';
import {
  hostedProjectFromEnv,
  LEGACY_ANON_KEY_VARIABLE,
  PUBLISHABLE_KEY_VARIABLE,
  URL_VARIABLE,
} from '../server/hosted/project-env';
import type { Lang } from '../core/i18n/lang';
import { projectNameIn } from '../core/i18n/localized-text';
import { restContent } from '../server/hosted/rest-content';
import { LANG_FOLDER, pageFolder, redirectFiles } from './prerender-redirects';
import type { Project } from '../core/database-shapes';
import { studioSettings } from '../core/studio/studio-settings';

export interface PrerenderOptions {
  supabaseUrl: string;
  /** The project's publishable key (or its legacy anon key): what any visitor may read. */
  publicKey: string;
  /** Where visitors reach the static site (SITE_URL). */
  siteUrl: string;
  /** The built app (default dist/). */
  distDir: string;
  /** false when the hosted plan has no image transformations (VITE_IMAGE_TRANSFORMS=false). */
  transforms: boolean;
}

/** Written files, relative to distDir, remembered so the next run removes pages of deleted projects. */
const WRITTEN = path.join('.vite', 'prerendered.json');

/**
 * The folder a static host serves for a project's URL in `lang` (it decodes the path); null if it
 * cannot be one.
 */
function projectFolder(project: Project, lang: Lang): string | null {
  const { title, subtitle } = projectNameIn(lang, project);
  return pageFolder(`${title}-${subtitle}`, lang);
}

export async function prerender(options: PrerenderOptions): Promise<string[]> {
  const origin = parseSiteUrl(options.siteUrl);
  const content = restContent(options.supabaseUrl, options.publicKey);
  const [projects, media, formers] = await Promise.all([
    content.projects(),
    content.media(),
    // A project whose schema predates former addresses has none to write.
    content.formerAddresses().catch((error: unknown) => {
      console.warn(`Could not read the former addresses (no redirects written): ${(error as Error).message}`);
      return [];
    }),
  ]);
  // The studio's settings: in every page's JSON-LD and carried for the app's first
  // render, marked as the prerender's copy so the app also reads the row (a save since this run
  // shows without waiting for the next one). No row yet, or no table: the defaults.
  const studio = studioSettings(
    await content.studioSettings().catch((error: unknown) => {
      console.warn(`Could not read the studio settings (defaults used): ${(error as Error).message}`);
      return null;
    }),
  );
  const template = await readFile(path.join(options.distDir, 'index.html'), 'utf8');
  const { reelPoster, previewImage, routeAssets } = await readBuildInfo(options.distDir);
  const site: SiteContext = {
    origin,
    transforms: options.transforms,
    reelPoster,
    previewImage,
    apiOrigin: new URL(options.supabaseUrl).origin,
    routeAssets,
    studio,
    studioSource: 'prerender',
  };

  const pages: [string, PageContent][] = [
    // Each public page in each language.
    ...(['es', 'en'] as const).flatMap((lang): [string, PageContent][] => {
      const folder = LANG_FOLDER[lang];
      return [
        // No draw for the home page: a static file would show every visitor the same five
        // projects, so the app draws them itself (and the first slide cannot be preloaded).
        [path.join(folder, 'index.html'), { kind: 'home', featured: [], projects, lang }],
        [
          path.join(folder, 'ProjectsGallery', 'index.html'),
          resolvePage({ kind: 'gallery', type: null, lang }, projects),
        ],
        [path.join(folder, 'WhoWeAre', 'index.html'), resolvePage({ kind: 'whoWeAre', lang }, projects)],
      ];
    }),
    [path.join('login', 'index.html'), { kind: 'login' }],
    [path.join('admin', 'index.html'), { kind: 'admin' }],
    // Static hosts answer unknown paths with it and status 404; it is the app, so a project added
    // since the last run still opens (its own head arrives with the next run).
    ['404.html', { kind: 'notFound' }],
  ];
  for (const project of projects) {
    for (const lang of ['es', 'en'] as const) {
      const folder = projectFolder(project, lang);
      const { title, subtitle } = projectNameIn(lang, project);
      // A name another project's earlier hyphen split claims opens that project in the app.
      if (folder && findProjectByRouteName(`${title}-${subtitle}`, projects, lang)?.id === project.id) {
        // With its renders and planos: its JSON-LD credits each image.
        const images = media.filter((m) => m.id_project === project.id);
        pages.push([path.join(folder, 'index.html'), { kind: 'project', project, lang, images }]);
      }
    }
  }

  const written: string[] = [];
  for (const [file, content] of pages) {
    const target = path.join(options.distDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, fillHead(template, buildHead(content, site)));
    written.push(file);
  }
  const byProject = mediaByProject(media);
  const sitemap = sitemapXml(
    origin,
    projects.map((project) => ({
      project,
      lastModified: projectLastModified(project, byProject.get(project.id) ?? []),
      images: [project.render ?? '', ...(byProject.get(project.id) ?? [])],
    })),
  );
  // Former addresses of renamed projects: redirects for hosts that read them, a page for the rest
  // (never over a page written above).
  const redirects = redirectFiles(origin, formers, projects);
  for (const [file, html] of redirects.pages) {
    if (written.includes(file)) continue;
    const target = path.join(options.distDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
    written.push(file);
  }
  await writeFile(path.join(options.distDir, '_redirects'), redirects.redirects);
  written.push('_redirects');
  await writeFile(path.join(options.distDir, 'sitemap.xml'), sitemap);
  await writeFile(path.join(options.distDir, 'robots.txt'), robotsTxt(origin));
  written.push('sitemap.xml', 'robots.txt');

  // Pages of projects deleted (or renamed) since the last run.
  const before = await readFile(path.join(options.distDir, WRITTEN), 'utf8').then(
    (t) => JSON.parse(t) as string[],
    () => [],
  );
  const projectPages = [`ProjectsGallery${path.sep}`, path.join('en', 'ProjectsGallery') + path.sep];
  for (const stale of before.filter(
    (f) => !written.includes(f) && projectPages.some((folder) => f.startsWith(folder)),
  )) {
    await rm(path.join(options.distDir, path.dirname(stale)), { recursive: true, force: true });
  }
  await mkdir(path.join(options.distDir, '.vite'), { recursive: true });
  await writeFile(path.join(options.distDir, WRITTEN), JSON.stringify(written));
  return written;
}

async function main(): Promise<void> {
  const project = hostedProjectFromEnv(process.env);
  const siteUrl = process.env.SITE_URL;
  if (!project || !siteUrl) {
    console.error(
      `npm run prerender needs ${URL_VARIABLE}, ${PUBLISHABLE_KEY_VARIABLE} (or the older ${LEGACY_ANON_KEY_VARIABLE}) of the hosted project and SITE_URL (where the site is published), after \`npm run build\`.`,
    );
    process.exit(2);
  }
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const written = await prerender({
    supabaseUrl: project.url,
    publicKey: project.publicKey,
    siteUrl,
    distDir,
    transforms: process.env.VITE_IMAGE_TRANSFORMS !== 'false',
  });
  console.log(`Prerendered ${written.length} files into ${distDir} for ${parseSiteUrl(siteUrl)}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
