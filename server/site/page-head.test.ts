import { describe, expect, it } from 'vitest';
import type { Project } from '../../core/database-shapes';
import { coverImage, slideImage } from '../../core/media/hero-images';
import { DEFAULT_STUDIO_SETTINGS } from '../../core/studio/studio-settings';
import { readHead } from '../../tests/support/html-head';
import { projectRow } from '../../tests/support/project-row';
import { loadingScreenMarkup } from '../../core/page/loading-screen-markup';
import { buildHead, fillHead } from './page-head';
import type { SiteContext } from './site-context';
import { resolvePage } from './page-route';

const SITE: SiteContext = {
  origin: 'https://albanogal.mx',
  transforms: true,
  reelPoster: { path: '/assets/studio-reel-poster-AbC.webp', width: 1280, height: 720 },
  previewImage: { path: '/og-image.jpg', width: 1200, height: 630 },
  apiOrigin: null,
  routeAssets: {
    home: { scripts: ['/assets/home-A.js', '/assets/public-db-B.js'], styles: ['/assets/home-C.css'] },
    project: { scripts: ['/assets/project-D.js'], styles: [] },
    projectNotFound: { scripts: ['/assets/project-D.js'], styles: [] },
  },
};

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Genérica" />
    <title>Genérico</title>
    <style>#boot{opacity:1}</style>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"><div id="boot" role="status">Cargando…</div></div>
  </body>
</html>
`;

const NASTY_TITLE = `Casa "Río" <b>Bravo</b> & O'Neil-Norte`;
const NASTY_DESCRIPTION = 'Una casa </script><script>alert(1)</script> <!-- y más --> con “comillas”.';

function project(overrides: Partial<Project> = {}): Project {
  return projectRow({
    id: 7,
    title: NASTY_TITLE,
    subtitle: 'Fase 1 – Lote-4',
    description: NASTY_DESCRIPTION,
    year: '2023',
    location: 'Valle de Bravo, México',
    render: '/storage/v1/object/public/Gallery/1732300000000-portada.webp',
    ...overrides,
  });
}

function page(content: Parameters<typeof buildHead>[0], site = SITE) {
  return readHead(fillHead(INDEX, buildHead(content, site)));
}

describe('buildHead + fillHead', () => {
  it("escapes a project's title, subtitle and description so every value reads back exactly", () => {
    const p = project();
    const html = fillHead(INDEX, buildHead({ kind: 'project', project: p }, SITE));
    const head = readHead(html);
    expect(head.title).toBe(`${NASTY_TITLE} – Residencial | Alba Nogal`);
    expect(head.meta('og:title')).toBe(`${NASTY_TITLE} – Residencial | Alba Nogal`);
    expect(head.meta('description')).toBe(`${NASTY_TITLE}, Fase 1 – Lote-4. ${NASTY_DESCRIPTION}`);
    // Nothing from the data became markup: the only <b> or alert is inside escaped text.
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert');
    const ld = head.jsonLd[0] as { '@graph': Record<string, unknown>[] };
    const work = ld['@graph'].find((node) => node['@type'] === 'CreativeWork')!;
    expect(work).toMatchObject({
      name: `${NASTY_TITLE} – Fase 1 – Lote-4`,
      description: NASTY_DESCRIPTION,
      dateCreated: '2023',
      locationCreated: { '@type': 'Place', name: 'Valle de Bravo, México' },
      url: `https://albanogal.mx/ProjectsGallery/${encodeURIComponent(`${NASTY_TITLE}-Fase 1 – Lote-4`)}`,
    });
  });

  it('gives a project page its canonical URL, article type and a 1200×630 cover card', () => {
    const head = page({ kind: 'project', project: project({ title: 'Casa Río', subtitle: 'Norte' }) });
    const url = 'https://albanogal.mx/ProjectsGallery/Casa%20R%C3%ADo-Norte';
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(url);
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:locale')).toBe('es_MX');
    expect(head.meta('og:site_name')).toBe('Alba Nogal · Arquitectura e Interiorismo');
    expect(head.meta('og:image')).toBe(
      'https://albanogal.mx/storage/v1/render/image/public/Gallery/1732300000000-portada.webp?width=1200&height=630&quality=80&resize=cover',
    );
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.meta('robots')).toBeUndefined();
  });

  it("names the cover card with the studio's description of the cover, else the generated text", () => {
    const described = page({
      kind: 'project',
      project: project({ title: 'Casa Río', subtitle: 'Norte', render_description: 'Patio con jacarandas' }),
    });
    expect(described.meta('og:image:alt')).toBe('Patio con jacarandas');
    const plain = page({ kind: 'project', project: project({ title: 'Casa Río', subtitle: 'Norte' }) });
    expect(plain.meta('og:image:alt')).toBe('Render principal de Casa Río, Norte');
  });

  it('describes the studio in JSON-LD on every page, from core/studio/studio.ts', () => {
    for (const content of [
      resolvePage({ kind: 'home' }, []),
      { kind: 'whoWeAre' as const, projects: [] },
      { kind: 'notFound' as const },
    ]) {
      const ld = page(content).jsonLd[0] as { '@graph': Record<string, unknown>[] };
      expect(ld['@graph'][0]).toMatchObject({
        '@type': ['ProfessionalService', 'Organization'],
        name: 'Alba Nogal · Arquitectura e Interiorismo',
        telephone: '+525512345678',
        logo: 'https://albanogal.mx/favicon.svg',
        address: { addressLocality: 'Ciudad de México', addressCountry: 'MX' },
        sameAs: ['https://www.facebook.com/albanogal.estudio', 'https://www.instagram.com/albanogal.estudio'],
      });
    }
  });

  it('preloads the hero with exactly the src, srcset and sizes its component renders', () => {
    const p = project();
    const home = page({ kind: 'home', featured: [p], projects: [p] });
    const slide = slideImage(p.render!, true);
    expect(home.links.filter((l) => l.rel === 'preload' && l.as === 'image')).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: slide.src,
        imagesrcset: slide.srcSet,
        imagesizes: slide.sizes,
        fetchpriority: 'high',
      },
    ]);
    expect(home.data['featured-projects']).toEqual([7]);

    const cover = coverImage(p.render!, true);
    const withoutVideo = page({ kind: 'project', project: p });
    expect(withoutVideo.links.find((l) => l.rel === 'preload')).toMatchObject({
      href: cover.src,
      imagesrcset: cover.srcSet,
      imagesizes: '100vw',
    });
    const withVideo = page({
      kind: 'project',
      project: { ...p, video: '/storage/v1/object/public/Gallery/1-v.mp4' },
    });
    // With a video the same cover is its responsive poster (VideoPlayer's posterImage).
    expect(withVideo.links.find((l) => l.rel === 'preload')).toMatchObject({
      href: cover.src,
      imagesrcset: cover.srcSet,
      imagesizes: '100vw',
    });

    // A cover with widths stored at upload is preloaded from those files, also on a
    // hosted project without transformations; a video without a cover preloads its poster frame.
    const widths = { '480': '/storage/v1/object/public/Gallery/c-480w.jpg', '1920': p.render! };
    for (const transforms of [true, false]) {
      expect(
        page(
          { kind: 'project', project: { ...p, render_widths: widths } },
          { ...SITE, transforms },
        ).links.find((l) => l.rel === 'preload'),
      ).toMatchObject({ imagesrcset: `${widths['480']} 480w, ${p.render!} 1920w`, imagesizes: '100vw' });
    }
    const poster = '/storage/v1/object/public/Gallery/1-v-poster.jpg';
    expect(
      page({
        kind: 'project',
        project: {
          ...p,
          render: null,
          video: '/storage/v1/object/public/Gallery/1-v.mp4',
          video_poster: poster,
        },
      }).links.find((l) => l.rel === 'preload'),
    ).toMatchObject({ href: poster });

    const gallery = page(
      resolvePage({ kind: 'gallery', type: 'Residencial' }, [{ ...p, render: null, id: 1 }, p]),
    );
    expect(gallery.links.find((l) => l.rel === 'preload')?.href).toBe(cover.src);
    expect(page({ kind: 'whoWeAre', projects: [] }).links.find((l) => l.rel === 'preload')?.href).toBe(
      '/assets/studio-reel-poster-AbC.webp',
    );
    // A poster the studio uploaded in the panel is the one the page shows, so the one preloaded.
    const ownPoster = '/storage/v1/object/public/Gallery/1732300000000-poster.webp';
    const studio = {
      ...DEFAULT_STUDIO_SETTINGS,
      reel: { ...DEFAULT_STUDIO_SETTINGS.reel, poster: ownPoster },
    };
    expect(
      page({ kind: 'whoWeAre', projects: [] }, { ...SITE, studio }).links.filter((l) => l.rel === 'preload'),
    ).toEqual([expect.objectContaining({ href: ownPoster })]);
  });

  it("draws the project page's and /WhoWeAre's hero in the body, as preloaded, once, before the root", () => {
    const p = project();
    const cover = coverImage(p.render!, true);
    const amp = (text: string) => text.replace(/&/g, '&amp;');
    const served = (html: string) => [...html.matchAll(/<img class="served-hero"[^>]*>/g)].map((m) => m[0]);
    const projectPage = fillHead(INDEX, buildHead({ kind: 'project', project: p }, SITE));
    expect(served(projectPage)).toEqual([
      `<img class="served-hero" data-hero="project" src="${amp(cover.src)}" srcset="${amp(cover.srcSet)}" sizes="100vw" alt fetchpriority="high">`,
    ]);
    expect(projectPage.indexOf('served-hero')).toBeLessThan(projectPage.indexOf('<div id="root">'));
    expect(projectPage.indexOf('served-hero')).toBeGreaterThan(projectPage.indexOf('<body>'));
    const studio = fillHead(INDEX, buildHead({ kind: 'whoWeAre', projects: [] }, SITE));
    expect(served(studio)).toEqual([
      '<img class="served-hero" data-hero="studio" src="/assets/studio-reel-poster-AbC.webp" alt fetchpriority="high">',
    ]);
    // Refilled (the prerender rewrites its own output): still one, the new page's.
    expect(served(fillHead(projectPage, buildHead({ kind: 'whoWeAre', projects: [] }, SITE)))).toEqual(
      served(studio),
    );
    // No cover, no hero to draw; and the other pages' heroes are not a fixed box at the top.
    expect(
      served(fillHead(INDEX, buildHead({ kind: 'project', project: { ...p, render: null } }, SITE))),
    ).toEqual([]);
    expect(served(fillHead(INDEX, buildHead({ kind: 'home', featured: [p], projects: [p] }, SITE)))).toEqual(
      [],
    );
    expect(served(fillHead(INDEX, buildHead({ kind: 'notFound' }, SITE)))).toEqual([]);
  });

  it("announces the route's own code and stylesheet beside the entry script, and nothing on a 404", () => {
    const home = page({ kind: 'home', featured: [], projects: [] });
    expect(home.links.filter((l) => l.rel === 'modulepreload').map((l) => l.href)).toEqual([
      '/assets/home-A.js',
      '/assets/public-db-B.js',
    ]);
    // Fetched, not applied: a stylesheet link would hold up the loading screen's first paint.
    expect(home.links.filter((l) => l.rel === 'stylesheet')).toEqual([]);
    expect(home.links.find((l) => l.as === 'style')).toMatchObject({
      rel: 'preload',
      href: '/assets/home-C.css',
    });
    const missing = page({ kind: 'projectNotFound' });
    expect(missing.links.filter((l) => l.rel === 'modulepreload').map((l) => l.href)).toEqual([
      '/assets/project-D.js',
    ]);
    expect(page({ kind: 'notFound' }).links.filter((l) => l.rel === 'modulepreload')).toEqual([]);
  });

  it('preconnects to a hosted API origin, and uses original images when transformations are off', () => {
    const p = project();
    const hosted = { ...SITE, transforms: false, apiOrigin: 'https://abc.supabase.co' };
    const head = page(
      {
        kind: 'project',
        project: { ...p, render: 'https://abc.supabase.co/storage/v1/object/public/Gallery/1-a.webp' },
      },
      hosted,
    );
    expect(head.links.filter((l) => l.rel === 'preconnect').map((l) => l.href)).toEqual([
      'https://abc.supabase.co',
      'https://abc.supabase.co',
    ]);
    expect(head.links.find((l) => l.rel === 'preload')).toMatchObject({
      href: 'https://abc.supabase.co/storage/v1/object/public/Gallery/1-a.webp',
    });
    expect(head.links.find((l) => l.rel === 'preload')?.imagesrcset).toBeUndefined();
    expect(head.meta('og:image')).toBe('https://abc.supabase.co/storage/v1/object/public/Gallery/1-a.webp');
    expect(head.meta('og:image:width')).toBeUndefined();
  });

  it('marks /admin, /login and not-found pages noindex, without canonical', () => {
    for (const kind of ['admin', 'login', 'notFound', 'projectNotFound'] as const) {
      const head = page({ kind });
      expect(head.meta('robots')).toBe('noindex, nofollow');
      expect(head.links.find((l) => l.rel === 'canonical')).toBeUndefined();
    }
    expect(page({ kind: 'admin' }).title).toBe('Panel | Alba Nogal');
    expect(page({ kind: 'projectNotFound' }).title).toBe('Proyecto no encontrado | Alba Nogal');
  });

  it('keeps everything else index.html holds, replaces its title and description, and refills idempotently', () => {
    const once = fillHead(INDEX, buildHead({ kind: 'whoWeAre', projects: [] }, SITE));
    for (const kept of [
      '<meta charset="UTF-8" />',
      '<style>#boot{opacity:1}</style>',
      '<script type="module" src="/assets/index.js"></script>',
      '<div id="root"><div id="boot" role="status">Cargando…</div></div>',
    ]) {
      expect(once).toContain(kept);
    }
    expect(once).not.toContain('Genéric');
    expect(once.indexOf('<meta charset')).toBeLessThan(once.indexOf('<!-- page-head -->'));
    // The preload comes before the app's script and styles, so it is found first.
    expect(once.indexOf('rel="preload"')).toBeLessThan(once.indexOf('<style>'));
    const twice = fillHead(once, buildHead({ kind: 'login' }, SITE));
    expect(readHead(twice).title).toBe('Iniciar sesión | Alba Nogal');
    expect(twice.match(/<!-- page-head -->/g)).toHaveLength(2);
    expect(twice.match(/rel="canonical"/g)).toBeNull();
  });
});

describe('an English page', () => {
  it('is English from its first paint: <html lang> and the loading screen the HTML paints', () => {
    const index = INDEX.replace(
      /<div id="root">.*<\/div>\n/,
      `${loadingScreenMarkup()}\n    <div id="root"></div>\n`,
    );
    const english = fillHead(index, buildHead({ kind: 'whoWeAre', projects: [], lang: 'en' }, SITE));
    expect(english).toMatch(/<html lang="en">/);
    expect(english).toContain('<span class="loading-screen__label">Loading…</span>');
    expect(english).toContain(
      '<span class="loading-screen__tagline">Architecture and interior design</span>',
    );
    // Filled again (the prerender rewrites its own output) in Spanish: Spanish again.
    const spanish = fillHead(english, buildHead({ kind: 'whoWeAre', projects: [] }, SITE));
    expect(spanish).toMatch(/<html lang="es">/);
    expect(spanish).toContain('<span class="loading-screen__label">Cargando…</span>');
    expect(spanish).toContain('<span class="loading-screen__tagline">Arquitectura e interiorismo</span>');
  });

  it('announces the English catalogue’s chunk beside the route’s own', () => {
    const site = {
      ...SITE,
      routeAssets: {
        whoWeAre: { scripts: ['/assets/who-we-are.js'], styles: [] },
        english: { scripts: ['/assets/en.js'], styles: [] },
      },
    };
    const preloads = (lang?: 'en') =>
      readHead(fillHead(INDEX, buildHead({ kind: 'whoWeAre', projects: [], lang }, site)))
        .links.filter((l) => l.rel === 'modulepreload')
        .map((l) => l.href);
    expect(preloads('en')).toEqual(['/assets/who-we-are.js', '/assets/en.js']);
    expect(preloads()).toEqual(['/assets/who-we-are.js']);
  });
});
