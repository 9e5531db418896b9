// Every page of the site answers crawlers and chat link previews (no JavaScript) with
// its own head and its real status; /robots.txt and /sitemap.xml follow the database.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { decodeEntities, readHead } from '../support/html-head';
import { appFixture, FIXTURE_INDEX, FIXTURE_POSTER, FIXTURE_PREVIEW } from './app-fixture';
import { must, project, signInAdmin, startApi, type Client, type Row } from './helpers';

const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const NASTY = { title: `Casa "Río" <b>Bravo</b> & O'Neil`, subtitle: 'Fase 1 – Lote-4' };
const COVER = '/storage/v1/object/public/Gallery/1732300000000-portada.webp';

let b: TestBackend;
let admin: Client;
let appDir: string;
let casa: Row<'Project'>;
let nasty: Row<'Project'>;
let oficina: Row<'Project'>;

async function get(path: string, init: RequestInit = {}, backend = b) {
  const res = await fetch(backend.url + path, {
    ...init,
    headers: { 'user-agent': WHATSAPP, ...init.headers },
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), text, head: readHead(text) };
}

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
  [casa, nasty, oficina] = must(
    await admin
      .from('Project')
      .insert([
        project({
          title: 'Casa Río-Bravo',
          subtitle: 'Residencia',
          year: '2023',
          location: 'Valle de Bravo',
        }),
        project({
          ...NASTY,
          description: 'Texto </script><script>alert(1)</script> final.',
          type: 'Equipamiento',
        }),
        project({ title: 'Oficinas Lumen', subtitle: 'Torre A', type: 'Comercial' }),
      ])
      .select(),
  ) as [Row<'Project'>, Row<'Project'>, Row<'Project'>];
  must(await admin.from('Project').update({ render: COVER }).eq('id', casa.id).select());
  casa = { ...casa, render: COVER };
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('a project link pasted into a chat', () => {
  it("previews the project's title, description and cover (1200×630), with its canonical URL", async () => {
    const url = `/ProjectsGallery/${encodeURIComponent('Casa Río-Bravo-Residencia')}`;
    const page = await get(url, { headers: { 'user-agent': FACEBOOK } });
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    const { head } = page;
    expect(head.title).toBe('Casa Río-Bravo – Residencial | Alba Nogal');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('description')).toBe(
      'Casa Río-Bravo, Residencia. Vivienda unifamiliar alrededor de un patio con árboles.',
    );
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:url')).toBe(b.url + url);
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(b.url + url);
    const image = head.meta('og:image')!;
    expect(image).toBe(
      `${b.url}/storage/v1/render/image/public/Gallery/1732300000000-portada.webp?width=1200&height=630&quality=80&resize=cover`,
    );
    expect([head.meta('og:image:width'), head.meta('og:image:height'), head.meta('twitter:card')]).toEqual([
      '1200',
      '630',
      'summary_large_image',
    ]);
    const ld = head.jsonLd[0] as { '@graph': Record<string, unknown>[] };
    expect(ld['@graph'].map((n) => n['@type'])).toEqual([
      ['ProfessionalService', 'Organization'],
      'CreativeWork',
      'WebPage',
    ]);
    expect(ld['@graph'][1]).toMatchObject({
      name: 'Casa Río-Bravo – Residencia',
      dateCreated: '2023',
      locationCreated: { name: 'Valle de Bravo' },
      // Its cover as the stored image, credited (the studio's own: no credit given).
      image: [
        {
          '@type': 'ImageObject',
          contentUrl: b.url + COVER,
          creditText: 'Alba Nogal · Arquitectura e Interiorismo',
        },
      ],
    });
    // The cover the page shows first is preloaded (no video: the cover image, full width).
    expect(head.links.find((l) => l.rel === 'preload')).toMatchObject({
      as: 'image',
      fetchpriority: 'high',
      imagesizes: '100vw',
    });
    // The rest of index.html is served as built: the app still starts and paints its loading screen.
    expect(page.text).toContain('<div id="root"><div id="arranque" role="status">Cargando…</div></div>');
    expect(page.text).toContain('<script type="module" crossorigin src="/assets/index-T3st.js"></script>');
    expect(page.text).toContain('<meta name="supabase-publishable-key"');
    expect(page.text).not.toContain('Título genérico');
  });

  it('reads back a title with quotes, <, &, an apostrophe, accents and hyphens exactly, and runs nothing', async () => {
    const page = await get(`/ProjectsGallery/${encodeURIComponent(`${NASTY.title}-${NASTY.subtitle}`)}`);
    expect(page.status).toBe(200);
    expect(page.head.title).toBe(`${NASTY.title} – Equipamiento | Alba Nogal`);
    expect(page.head.meta('og:description')).toBe(
      `${NASTY.title}, ${NASTY.subtitle}. Texto </script><script>alert(1)</script> final.`,
    );
    expect(page.text).not.toContain('<b>Bravo');
    expect(page.text).not.toContain('<script>alert');
    const work = (page.head.jsonLd[0] as { '@graph': Record<string, unknown>[] })['@graph'][1];
    expect(work).toMatchObject({
      alternativeHeadline: NASTY.subtitle,
      description: 'Texto </script><script>alert(1)</script> final.',
    });
  });
});

describe('the other pages', () => {
  it('home: studio title, the drawn projects handed to the app, the first slide preloaded', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Alba Nogal · Arquitectura e Interiorismo');
    expect(page.head.meta('og:url')).toBe(`${b.url}/`);
    const drawn = page.head.data['featured-projects'] as number[];
    expect([...drawn].sort()).toEqual([casa.id, nasty.id, oficina.id].sort());
    const preload = page.head.links.find((l) => l.rel === 'preload');
    if (drawn[0] === casa.id) expect(preload?.href).toContain('1732300000000-portada.webp?width=1440');
    else expect(preload).toBeUndefined();
    // Only Casa has a cover: it is the home page's card image.
    expect(page.head.meta('og:image')).toContain('1732300000000-portada.webp?width=1200&height=630');
  });

  it('gallery: per type, with its canonical ?type=', async () => {
    const residencial = await get('/ProjectsGallery?type=Residencial');
    expect(residencial.status).toBe(200);
    expect(residencial.head.title).toBe('Proyectos residenciales | Alba Nogal');
    expect(residencial.head.meta('description')).toMatch(/^Casas y departamentos hechos a la medida/);
    expect(residencial.head.links.find((l) => l.rel === 'canonical')?.href).toBe(
      `${b.url}/ProjectsGallery?type=Residencial`,
    );
    expect(residencial.head.links.find((l) => l.rel === 'preload')?.href).toContain(
      '1732300000000-portada.webp?width=1920',
    );
    const untyped = await get('/ProjectsGallery');
    expect(untyped.head.title).toBe('Proyectos comerciales | Alba Nogal');
    expect(untyped.head.links.find((l) => l.rel === 'canonical')?.href).toBe(`${b.url}/ProjectsGallery`);
  });

  it('WhoWeAre: its title, the hero poster (a hashed static asset) preloaded, the studio JPEG card', async () => {
    const page = await get('/WhoWeAre');
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Acerca de nosotros | Alba Nogal');
    expect(page.head.links.find((l) => l.rel === 'preload')).toEqual({
      rel: 'preload',
      as: 'image',
      href: FIXTURE_POSTER,
      fetchpriority: 'high',
    });
    expect(page.head.meta('og:image')).toBe(b.url + FIXTURE_PREVIEW);
    expect([page.head.meta('og:image:width'), page.head.meta('og:image:height')]).toEqual(['1200', '630']);
    const card = await fetch(b.url + FIXTURE_PREVIEW, { headers: { 'user-agent': WHATSAPP } });
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await card.arrayBuffer()).byteLength).toBeLessThan(300 * 1024);
  });

  it('/admin and /login: the app, marked noindex', async () => {
    for (const path of ['/admin', '/login']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.head.meta('robots')).toBe('noindex, nofollow');
      expect(page.text).toContain('<div id="root">');
    }
  });
});

describe('not found', () => {
  it('answers 404 with the app itself for unknown routes and unknown projects', async () => {
    for (const path of [
      '/no-existe',
      '/WhoWeAre/extra',
      `/ProjectsGallery/${encodeURIComponent('Casa Río-Bravo-Otra')}`,
      '/ProjectsGallery/SinGuion',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.type).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('<script type="module" crossorigin src="/assets/index-T3st.js"></script>');
      expect(page.head.meta('robots')).toBe('noindex, nofollow');
    }
    expect((await get('/no-existe')).head.title).toBe('Página no encontrada | Alba Nogal');
    expect((await get('/ProjectsGallery/Nada-Nada')).head.title).toBe('Proyecto no encontrado | Alba Nogal');
  });

  it('keeps hashed asset misses and the build manifest as plain 404s', async () => {
    for (const path of ['/assets/index-Gone.js', '/.vite/manifest.json']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.text).toBe('Not found');
    }
    expect(FIXTURE_INDEX).toContain('Título genérico');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of /admin and /login and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.text.split('\n')).toEqual(
      expect.arrayContaining(['Disallow: /admin', 'Disallow: /login', `Sitemap: ${b.url}/sitemap.xml`]),
    );
  });

  it('the sitemap lists exactly the projects in the database, after an admin adds and deletes one', async () => {
    const locs = async () => {
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.type).toBe('application/xml; charset=utf-8');
      return (
        [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)]
          .map((m) => decodeEntities(m[1]!))
          // The Spanish addresses (each page is also listed at its English one).
          .filter((l) => l.startsWith(`${b.url}/ProjectsGallery/`))
      );
    };
    const loc = (p: { title: string; subtitle: string }) =>
      `${b.url}/ProjectsGallery/${encodeURIComponent(`${p.title}-${p.subtitle}`)}`;
    expect((await locs()).sort()).toEqual([casa, nasty, oficina].map(loc).sort());

    const [added] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Museo Nuevo', subtitle: 'Sala 1' }))
        .select(),
    );
    expect((await locs()).sort()).toEqual([casa, nasty, oficina, added!].map(loc).sort());
    must(await admin.from('Project').delete().eq('id', oficina.id).select());
    expect((await locs()).sort()).toEqual([casa, nasty, added!].map(loc).sort());
    expect((await get(loc(oficina).slice(b.url.length))).status).toBe(404);
    must(await admin.from('Project').delete().eq('id', added!.id).select());
    expect((await locs()).sort()).toEqual([casa, nasty].map(loc).sort());

    // lastmod: the project's newest upload (the stored name starts with its time).
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${loc(casa)}</loc><lastmod>2024-11-22</lastmod>`);
  });
});

describe('SITE_URL and TRUST_PROXY', () => {
  let proxied: TestBackend;
  let named: TestBackend;
  beforeAll(async () => {
    [proxied, named] = await Promise.all([
      startApi({ serveApp: true, appDir, trustProxy: true }),
      startApi({ serveApp: true, appDir, siteUrl: 'https://albanogal.mx', trustProxy: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([proxied?.stop(), named?.stop()]);
  });

  const forwarded = { 'x-forwarded-host': 'www.albanogal.mx', 'x-forwarded-proto': 'https' };

  it('ignores X-Forwarded-* unless TRUST_PROXY is on', async () => {
    const page = await get('/WhoWeAre', { headers: forwarded });
    expect(page.head.meta('og:url')).toBe(`${b.url}/WhoWeAre`);
    const behindProxy = await get('/WhoWeAre', { headers: forwarded }, proxied);
    expect(behindProxy.head.meta('og:url')).toBe('https://www.albanogal.mx/WhoWeAre');
    expect((await get('/robots.txt', { headers: forwarded }, proxied)).text).toContain(
      'Sitemap: https://www.albanogal.mx/sitemap.xml',
    );
  });

  it('SITE_URL wins over the request and the proxy headers', async () => {
    const page = await get('/WhoWeAre', { headers: forwarded }, named);
    expect(page.head.meta('og:url')).toBe('https://albanogal.mx/WhoWeAre');
    expect(page.head.meta('og:image')).toBe(`https://albanogal.mx${FIXTURE_PREVIEW}`);
    expect((await get('/sitemap.xml', {}, named)).text).toContain('<loc>https://albanogal.mx/WhoWeAre</loc>');
  });

  it('still serves the app, with the generic head, when the projects cannot be read', async () => {
    // A hosted-style misconfiguration: visitors may not read the table.
    await named.backend.db.asOwner((tx) => tx.exec('revoke select on public."Project" from anon'));
    // Any write through the API makes the server read the projects again.
    const { client } = await signInAdmin(named);
    must(await client.from('Client').insert({ name: 'Ana', testimonial: 'Muy bien.' }).select());
    const page = await get('/WhoWeAre', {}, named);
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Título genérico');
    expect(page.text).toContain('<script type="module" crossorigin src="/assets/index-T3st.js"></script>');
  });
});
