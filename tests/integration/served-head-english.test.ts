// Each public page is served in English under /en with its own head — <html lang>,
// title and description in English, og:locale and its alternate, canonical, hreflang alternates
// (Spanish as x-default), JSON-LD inLanguage — and the Spanish page keeps its own, now with the
// same alternates. The sitemap lists both addresses of each page with their alternates.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { readHead } from '../support/html-head';
import { appFixture } from './app-fixture';
import { must, project, signInAdmin, startApi, type Client, type Row } from './helpers';

let b: TestBackend;
let admin: Client;
let appDir: string;
let casa: Row<'Project'>;
let plain: Row<'Project'>;

async function get(path: string) {
  const res = await fetch(b.url + path);
  const text = await res.text();
  return { status: res.status, text, head: readHead(text) };
}

const alternates = (head: ReturnType<typeof readHead>) =>
  Object.fromEntries(head.links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]));

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
  [casa, plain] = must(
    await admin
      .from('Project')
      .insert([
        project({
          title: 'Casa Río',
          subtitle: 'Residencia',
          title_en: 'River House',
          subtitle_en: 'Residence',
          description_en: 'A single-family house around a courtyard with trees.',
          location: 'Valle de Bravo',
        }),
        // No English at all: its English page shows (and is found by) the Spanish words.
        project({ title: 'Oficinas Lumen', subtitle: 'Torre A', type: 'Comercial' }),
      ])
      .select(),
  ) as [Row<'Project'>, Row<'Project'>];
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('an English page as a crawler reads it', () => {
  it('is found at /en/ProjectsGallery/{title_en}-{subtitle_en}, in English, with both addresses', async () => {
    const path = `/en/ProjectsGallery/${encodeURIComponent('River House-Residence')}`;
    const spanish = `/ProjectsGallery/${encodeURIComponent('Casa Río-Residencia')}`;
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html lang="en">/);
    expect(page.head.title).toBe('River House – Residential | Alba Nogal');
    expect(page.head.meta('description')).toBe(
      'River House, Residence. A single-family house around a courtyard with trees.',
    );
    expect(page.head.meta('og:locale')).toBe('en_US');
    expect(page.head.meta('og:locale:alternate')).toBe('es_MX');
    expect(page.head.links.find((l) => l.rel === 'canonical')?.href).toBe(b.url + path);
    expect(alternates(page.head)).toEqual({
      es: b.url + spanish,
      en: b.url + path,
      'x-default': b.url + spanish,
    });
    const graph = (page.head.jsonLd[0] as { '@graph': Record<string, unknown>[] })['@graph'];
    const work = graph.find((n) => n['@type'] === 'CreativeWork')!;
    expect(work).toMatchObject({
      inLanguage: 'en',
      headline: 'River House',
      locationCreated: { name: 'Valle de Bravo' },
    });
    expect(graph.find((n) => n['@type'] === 'WebPage')).toMatchObject({
      inLanguage: 'en',
      url: b.url + path,
    });

    // The Spanish page names the same alternates, and stays Spanish.
    const es = await get(spanish);
    expect(es.text).toMatch(/<html lang="es">/);
    expect(es.head.title).toBe('Casa Río – Residencial | Alba Nogal');
    expect(es.head.meta('og:locale')).toBe('es_MX');
    expect(es.head.meta('og:locale:alternate')).toBe('en_US');
    expect(alternates(es.head)).toEqual(alternates(page.head));
    const esWork = (es.head.jsonLd[0] as { '@graph': Record<string, unknown>[] })['@graph'].find(
      (n) => n['@type'] === 'CreativeWork',
    );
    expect(esWork).toMatchObject({ inLanguage: 'es', headline: 'Casa Río' });
  });

  it('finds a project without English by its Spanish name, and the Spanish name of one with English is not its English address', async () => {
    const found = await get(`/en/ProjectsGallery/${encodeURIComponent('Oficinas Lumen-Torre A')}`);
    expect(found.status).toBe(200);
    expect(found.head.title).toBe('Oficinas Lumen – Commercial | Alba Nogal');
    const missing = await get(`/en/ProjectsGallery/${encodeURIComponent('Casa Río-Residencia')}`);
    expect(missing.status).toBe(404);
    expect(missing.head.title).toBe('Project not found | Alba Nogal');
    expect(missing.text).toMatch(/<html lang="en">/);
    expect(plain.id).toBeGreaterThan(0);
  });

  it('serves /en, /en/ProjectsGallery (with its type) and /en/WhoWeAre in English; the panel has no English address', async () => {
    const home = await get('/en');
    expect(home.status).toBe(200);
    expect(home.head.title).toBe('Alba Nogal · Arquitectura e Interiorismo');
    expect(home.head.meta('description')).toMatch(/^Architecture and interior design studio in Mexico City/);
    expect(alternates(home.head)).toEqual({ es: `${b.url}/`, en: `${b.url}/en`, 'x-default': `${b.url}/` });

    const gallery = await get('/en/ProjectsGallery?type=Comercial');
    expect(gallery.head.title).toBe('Commercial projects | Alba Nogal');
    expect(gallery.head.links.find((l) => l.rel === 'canonical')?.href).toBe(
      `${b.url}/en/ProjectsGallery?type=Comercial`,
    );
    expect(alternates(gallery.head)['x-default']).toBe(`${b.url}/ProjectsGallery?type=Comercial`);

    const about = await get('/en/WhoWeAre');
    expect(about.head.title).toBe('About us | Alba Nogal');
    expect(about.text).toMatch(/<html lang="en">/);

    expect((await get('/en/login')).status).toBe(404);
    expect((await get('/en/admin')).status).toBe(404);
    // Spanish stays at its own addresses, unchanged.
    const es = await get('/WhoWeAre');
    expect(es.head.title).toBe('Acerca de nosotros | Alba Nogal');
  });
});

describe('the sitemap', () => {
  it('lists every page at both addresses, each with its alternates', async () => {
    const res = await fetch(`${b.url}/sitemap.xml`);
    const xml = await res.text();
    const en = `${b.url}/en/ProjectsGallery/${encodeURIComponent('River House-Residence')}`;
    const es = `${b.url}/ProjectsGallery/${encodeURIComponent('Casa Río-Residencia')}`;
    const links =
      `<xhtml:link rel="alternate" hreflang="es" href="${es}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${es}"/>`;
    expect(xml).toContain(`<url><loc>${es}</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>${en}</loc>${links}</url>`);
    for (const path of ['/en', '/en/ProjectsGallery', '/en/WhoWeAre', '/en/ProjectsGallery?type=Residencial'])
      expect(xml).toContain(`<loc>${b.url}${path}</loc>`);
    expect(casa.title_en).toBe('River House');
  });
});
