import { describe, expect, it } from 'vitest';
import { routeAssets, type ViteManifest } from './route-assets';

// Shaped like dist/.vite/manifest.json: route modules import the entry and shared chunks.
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_screen-L.js'],
    css: ['assets/index-E.css'],
  },
  '_screen-L.js': { file: 'assets/screen-L.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-H.js',
    imports: ['index.html', '_screen-L.js', '_shared-S.js', '_db-D.js'],
    css: ['assets/home-H.css'],
  },
  'src/app/routes/project.tsx': { file: 'assets/project-P.js', imports: ['index.html', '_shared-S.js'] },
  '_shared-S.js': { file: 'assets/shared-S.js', imports: ['_db-D.js'], css: ['assets/shared-S.css'] },
  '_db-D.js': { file: 'assets/db-D.js' },
};

describe('routeAssets', () => {
  it("lists each route's chunk and all it imports once, without the entry and what the entry imports", () => {
    const assets = routeAssets(MANIFEST);
    expect(assets.home).toEqual({
      scripts: ['/assets/home-H.js', '/assets/shared-S.js', '/assets/db-D.js'],
      styles: ['/assets/home-H.css', '/assets/shared-S.css'],
    });
    expect(assets.project?.scripts).toEqual([
      '/assets/project-P.js',
      '/assets/shared-S.js',
      '/assets/db-D.js',
    ]);
    expect(assets.projectNotFound).toEqual(assets.project);
  });

  it('leaves out routes the build does not have, and pages without a route module', () => {
    const assets = routeAssets(MANIFEST);
    expect(assets.admin).toBeUndefined();
    expect(assets.notFound).toBeUndefined();
    expect(routeAssets({})).toEqual({});
  });
});
