// What search engines read of a project: its served page's JSON-LD, in Spanish and English,
// checked against schema.org's vocabulary (schema-dts, tests/support/schema-org.ts), with every
// image an ImageObject that credits it (contentUrl, caption, creator, creditText; licence and
// copyright notice where given) and the project's facts; the gallery's canonical address for a
// choice of filters; the sitemap listing each project's images.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { readHead } from '../support/html-head';
import { schemaOrgErrors } from '../support/schema-org';
import { appFixture } from './app-fixture';
import { must, project, signInAdmin, startApi, type Client, type Row } from './helpers';

const G = '/storage/v1/object/public/Gallery';
const LICENSE = 'https://creativecommons.org/licenses/by/4.0/';

let b: TestBackend;
let admin: Client;
let appDir: string;
let casa: Row<'Project'>;
let bare: Row<'Project'>;

type Node = Record<string, unknown>;

async function jsonLd(path: string): Promise<Node[]> {
  const res = await fetch(b.url + path);
  expect(res.status).toBe(200);
  return readHead(await res.text()).jsonLd as Node[];
}

function creativeWork(blocks: Node[]): Node {
  const graph = blocks.flatMap((block) => (block['@graph'] as Node[] | undefined) ?? [block]);
  const work = graph.find((n) => n['@type'] === 'CreativeWork');
  if (!work) throw new Error('no CreativeWork in the page');
  return work;
}

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
  [casa, bare] = must(
    await admin
      .from('Project')
      .insert([
        project({ title: 'Casa Oaxaca', subtitle: 'Patio', year: '2019–2021', location: 'Centro histórico' }),
        project({ title: 'Local Sin Datos', subtitle: 'Uno', type: 'Comercial' }),
      ])
      .select(),
  ) as [Row<'Project'>, Row<'Project'>];
  must(
    await admin
      .from('Project')
      .update({
        render: `${G}/1-portada.webp`,
        render_caption: 'Fachada al atardecer',
        render_caption_en: 'The front at dusk',
        render_credit: { name: 'Ana Ruiz', role: 'photo', license: LICENSE },
        status: 'built',
        year_number: 2021,
        city: 'Oaxaca',
        country: 'México',
        country_en: 'Mexico',
        collaborators: [{ role: 'Estructura', role_en: 'Structure', name: 'Ingenia' }],
        awards: [{ title: 'Bienal de Arquitectura', year: 2022 }],
        publications: [{ title: 'ArchDaily', year: 2022, url: 'https://www.archdaily.mx/' }],
      })
      .eq('id', casa.id)
      .select(),
  );
  must(
    await admin
      .from('Render')
      .insert([
        {
          id_project: casa.id,
          url: `${G}/2-sala.webp`,
          caption: 'Sala',
          credit: { name: 'Ana Ruiz', role: 'photo' },
        },
        { id_project: casa.id, url: `${G}/3-patio.webp` },
      ])
      .select(),
  );
  must(
    await admin
      .from('Blueprint')
      .insert({
        id_project: casa.id,
        url: `${G}/4-planta.webp`,
        credit: { name: 'Estudio', role: 'drawing' },
      })
      .select(),
  );
  must(
    await admin
      .from('Render')
      .insert({ id_project: bare.id, url: `${G}/5-local.webp` })
      .select(),
  );
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('a project page’s JSON-LD', () => {
  it('is valid schema.org on every page, in both languages', async () => {
    const pages = [
      '/',
      '/ProjectsGallery',
      '/WhoWeAre',
      '/ProjectsGallery/Casa%20Oaxaca-Patio',
      '/ProjectsGallery/Local%20Sin%20Datos-Uno',
    ];
    const blocks = (
      await Promise.all([...pages, ...pages.map((p) => `/en${p === '/' ? '' : p}`)].map(jsonLd))
    ).flat();
    expect(await schemaOrgErrors(blocks)).toEqual([]);
    // The check itself finds what is wrong: a misspelt property and a class schema.org lacks.
    expect(
      await schemaOrgErrors([
        {
          '@context': 'https://schema.org',
          '@type': 'ImageObject',
          contentUrl: 'https://x/a.jpg',
          creditTxt: 'A',
        },
        { '@context': 'https://schema.org', '@type': 'Fotografia', name: 'x' },
      ]),
    ).toHaveLength(2);
  }, 60_000);

  it('credits every image: the studio’s own where nobody else is credited', async () => {
    const work = creativeWork(await jsonLd('/ProjectsGallery/Casa%20Oaxaca-Patio'));
    const images = work.image as Node[];
    expect(images.map((i) => String(i.contentUrl).replace(b.url, ''))).toEqual([
      `${G}/1-portada.webp`,
      `${G}/2-sala.webp`,
      `${G}/3-patio.webp`,
      `${G}/4-planta.webp`,
    ]);
    for (const image of images) {
      expect(image['@type']).toBe('ImageObject');
      for (const key of ['contentUrl', 'caption', 'creator', 'creditText'])
        expect(image[key], key).toBeTruthy();
    }
    expect(images[0]).toMatchObject({
      caption: 'Fachada al atardecer',
      creator: { '@type': 'Person', name: 'Ana Ruiz' },
      creditText: 'Fotografía: Ana Ruiz',
      license: LICENSE,
      copyrightNotice: '© Ana Ruiz',
    });
    // No caption: the generated description; no credit: the studio.
    expect(images[2]).toMatchObject({
      caption: 'Render de Casa Oaxaca, vista 2 de 2',
      creditText: 'Alba Nogal · Arquitectura e Interiorismo',
      creator: { '@id': expect.stringMatching(/#estudio$/) },
    });
    expect(images[3]).toMatchObject({ creditText: 'Dibujo: Estudio' });
  });

  it('carries the facts the studio filled in, in the page’s language', async () => {
    const es = creativeWork(await jsonLd('/ProjectsGallery/Casa%20Oaxaca-Patio'));
    expect(es).toMatchObject({
      dateCreated: '2021',
      creativeWorkStatus: 'Construido',
      locationCreated: {
        '@type': 'Place',
        name: 'Centro histórico',
        address: { '@type': 'PostalAddress', addressLocality: 'Oaxaca', addressCountry: 'México' },
      },
      contributor: [{ '@type': 'Person', name: 'Ingenia', description: 'Estructura' }],
      award: ['Bienal de Arquitectura (2022)'],
      subjectOf: [
        {
          '@type': 'CreativeWork',
          name: 'ArchDaily',
          datePublished: '2022',
          url: 'https://www.archdaily.mx/',
        },
      ],
    });
    const en = creativeWork(await jsonLd('/en/ProjectsGallery/Casa%20Oaxaca-Patio'));
    expect(en).toMatchObject({
      creativeWorkStatus: 'Built',
      locationCreated: { address: { addressCountry: 'Mexico' } },
      contributor: [{ description: 'Structure' }],
    });
    expect((en.image as Node[])[0]).toMatchObject({
      caption: 'The front at dusk',
      creditText: 'Photography: Ana Ruiz',
    });
    // A project without facts says none: no status, no address, no contributors.
    const plain = creativeWork(await jsonLd('/ProjectsGallery/Local%20Sin%20Datos-Uno'));
    expect(Object.keys(plain)).not.toEqual(expect.arrayContaining(['creativeWorkStatus']));
    expect(plain.locationCreated).not.toHaveProperty('address');
    expect(plain).not.toHaveProperty('contributor');
  });
});

describe('the gallery and the sitemap', () => {
  it('name one canonical address per choice of filters, whatever their order or page', async () => {
    const res = await fetch(
      `${b.url}/ProjectsGallery?city=Oaxaca&page=3&from=2018&status=built&type=Residencial&x=1`,
    );
    const canonical = readHead(await res.text()).links.find((l) => l.rel === 'canonical')?.href;
    expect(canonical).toBe(`${b.url}/ProjectsGallery?type=Residencial&status=built&from=2018&city=Oaxaca`);
  });

  it('lists each project’s images', async () => {
    const xml = await (await fetch(`${b.url}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    for (const file of ['1-portada.webp', '2-sala.webp', '4-planta.webp', '5-local.webp'])
      expect(xml).toContain(`<image:loc>${b.url}${G}/${file}</image:loc>`);
  });
});
