import { lazy, useState, type ComponentType } from 'react';
import { spanishPath } from '../../core/i18n/lang';
import { matchesPath } from '../lib/navigation';

// The app's pages and the code each one loads (src/app/routes/*), for the routes of
// src/app/router.tsx and for main.tsx's preload of the first page.

type RouteModule = { Component: ComponentType };

/**
 * A route module's page (each exports it as `Component`), loaded on first visit. The server names
 * these modules to announce their chunks in the page's head (server/site/route-assets.ts).
 *
 * A page whose code has already arrived renders at once instead of through React.lazy: a lazy
 * component suspends on its first render even when its module is ready, and React then holds the
 * revealed page back for its Suspense throttle (~300 ms), during which the page's own requests
 * (data, images, fonts) have not even started. `preloadPage` lets main.tsx fetch the first
 * page's code before the first render.
 */
function page(load: () => Promise<RouteModule>) {
  let ready: ComponentType | null = null;
  let loading: Promise<RouteModule> | null = null;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => {
        ready = module.Component;
        return module;
      },
      (error: unknown) => {
        loading = null; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchModule().then((module) => ({ default: module.Component })));
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Ready] = useState(() => ready);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Page, { preload: fetchModule });
}

const Home = page(() => import('./routes/home'));
const ProjectsGallery = page(() => import('./routes/projects-gallery'));
const Project = page(() => import('./routes/project'));
const WhoWeAre = page(() => import('./routes/who-we-are'));
const Login = page(() => import('./routes/login'));
const Admin = page(() => import('./routes/admin'));

/** The pages by path, in route order: the routes below and preloadPage both read this. */
export const PUBLIC_PAGES = [
  { path: '/', Page: Home },
  { path: '/ProjectsGallery', Page: ProjectsGallery },
  { path: '/ProjectsGallery/:name', Page: Project },
  { path: '/WhoWeAre', Page: WhoWeAre },
];
export const OTHER_PAGES = [
  { path: '/login', Page: Login },
  { path: '/admin', Page: Admin },
];

/**
 * Fetches the code of the page at `pathname`, if any (unknown paths have none); never rejects:
 * a failure is met again, and shown, when the page renders.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const match = [...PUBLIC_PAGES, ...OTHER_PAGES].find(({ path }) =>
    matchesPath(path, spanishPath(pathname)),
  );
  await match?.Page.preload().catch(() => {});
}
