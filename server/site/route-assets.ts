import type { PageContent } from './page-route';

// Which code a page runs before it can draw: the lazy route module src/app/pages.tsx
// loads for it, with every chunk and stylesheet that module imports, read from Vite's manifest.
// The head announces them (modulepreload, preload as style) so they arrive beside the entry
// script instead of one round trip after another once it has run (entry → route → its imports).

/** A manifest entry (build.manifest in vite.config.ts). */
export interface ViteManifestEntry {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ViteManifestEntry>;

/** Files under the site's root, e.g. /assets/home-AbC123.js. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

type RouteKind = PageContent['kind'];

/** The route module each page kind renders through (the lazy imports of src/app/pages.tsx). */
const ROUTE_MODULES: Partial<Record<RouteKind, string>> = {
  home: 'src/app/routes/home.tsx',
  gallery: 'src/app/routes/projects-gallery.tsx',
  project: 'src/app/routes/project.tsx',
  projectNotFound: 'src/app/routes/project.tsx',
  whoWeAre: 'src/app/routes/who-we-are.tsx',
  login: 'src/app/routes/login.tsx',
  admin: 'src/app/routes/admin.tsx',
  // An unknown address shows the error screen, fetched when needed (src/app/layout/ErrorScreen.tsx).
  notFound: 'src/app/layout/RouteErrorScreen.tsx',
};

/** The English catalogue (core/i18n/en.ts), which every page under /en loads before its first render. */
export const ENGLISH_MODULE = 'core/i18n/en.ts';

/** Every chunk an entry imports, itself included: index.html already loads (and preloads) them. */
function entryChunks(manifest: ViteManifest): Set<string> {
  const chunks = new Set<string>();
  const visit = (name: string) => {
    if (chunks.has(name) || !manifest[name]) return;
    chunks.add(name);
    for (const imported of manifest[name].imports ?? []) visit(imported);
  };
  for (const [name, entry] of Object.entries(manifest)) if (entry.isEntry) visit(name);
  return chunks;
}

/** The module's chunk and everything it imports that the entry does not already bring. */
function collect(manifest: ViteManifest, key: string, loaded: Set<string>): RouteAssets {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const entry = manifest[name];
    if (!entry || loaded.has(name) || seen.has(name)) return;
    seen.add(name);
    scripts.push(`/${entry.file}`);
    for (const css of entry.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

/** By page kind; `english`: what an English page fetches besides. */
export type RouteAssetsByKind = Partial<Record<RouteKind | 'english', RouteAssets>>;

export function routeAssets(manifest: ViteManifest): RouteAssetsByKind {
  const byKind: RouteAssetsByKind = {};
  const loaded = entryChunks(manifest);
  for (const [kind, key] of Object.entries(ROUTE_MODULES) as [RouteKind, string][]) {
    const assets = collect(manifest, key, loaded);
    if (assets.scripts.length > 0) byKind[kind] = assets;
  }
  const english = collect(manifest, ENGLISH_MODULE, loaded);
  if (english.scripts.length > 0) byKind.english = english;
  return byKind;
}
