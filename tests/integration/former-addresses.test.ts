// Links that last: a renamed project keeps every address it ever had. The database records each
// former address (Spanish and English) on rename; the served page answers it with a permanent
// redirect to the current address, in one hop, with the query kept.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { appFixture } from './app-fixture';
import { must, project, signInAdmin, signInNonAdmin, startApi, type Client, type Row } from './helpers';

let b: TestBackend;
let admin: Client;
let appDir: string;

/** The answer to a page request, redirects not followed. */
async function page(path: string) {
  const res = await fetch(b.url + path, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') };
}

const es = (title: string, subtitle: string) => `/ProjectsGallery/${encodeURIComponent(`${title}-${subtitle}`)}`;
const en = (title: string, subtitle: string) => `/en${es(title, subtitle)}`;

async function create(fields: Partial<Row<'Project'>>): Promise<Row<'Project'>> {
  return must(await admin.from('Project').insert(project(fields)).select().single());
}

async function rename(id: number, fields: Partial<Row<'Project'>>): Promise<void> {
  must(await admin.from('Project').update(fields).eq('id', id).select());
}

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('a renamed project', () => {
  it('answers its former Spanish and English addresses with 301 to the current ones, query kept', async () => {
    const p = await create({ title: 'Casa Provisional', subtitle: 'Lote 4' });
    expect((await page(es('Casa Provisional', 'Lote 4'))).status).toBe(200);
    await rename(p.id, { title: 'Casa Olmos' });

    expect(await page(`${es('Casa Provisional', 'Lote 4')}?utm_source=whatsapp`)).toEqual({
      status: 301,
      location: `${es('Casa Olmos', 'Lote 4')}?utm_source=whatsapp`,
    });
    // No English title: the English address followed the Spanish one, and so does its redirect.
    expect(await page(en('Casa Provisional', 'Lote 4'))).toEqual({
      status: 301,
      location: en('Casa Olmos', 'Lote 4'),
    });
    expect((await page(es('Casa Olmos', 'Lote 4'))).status).toBe(200);
  });

  it('keeps its English address when only the English title is added, and redirects the old one', async () => {
    const p = await create({ title: 'Casa Roble', subtitle: 'Norte' });
    await rename(p.id, { title_en: 'Oak House', subtitle_en: 'North' });
    expect(await page(en('Casa Roble', 'Norte'))).toEqual({ status: 301, location: en('Oak House', 'North') });
    // The Spanish address did not change: no redirect, the page itself.
    expect((await page(es('Casa Roble', 'Norte'))).status).toBe(200);
  });

  it('collapses a chain of renames into one hop', async () => {
    const p = await create({ title: 'Torre A', subtitle: 'Uno' });
    await rename(p.id, { title: 'Torre B' });
    await rename(p.id, { title: 'Torre C' });
    for (const old of ['Torre A', 'Torre B'])
      expect(await page(es(old, 'Uno'))).toEqual({ status: 301, location: es('Torre C', 'Uno') });
  });

  it('gives a former address to a new project that takes it, dropping the redirect', async () => {
    const first = await create({ title: 'Nave Sur', subtitle: 'Bodega' });
    await rename(first.id, { subtitle: 'Bodega Mayor' });
    expect((await page(es('Nave Sur', 'Bodega'))).status).toBe(301);
    const second = await create({ title: 'Nave Sur', subtitle: 'Bodega', type: 'Comercial' });
    expect((await page(es('Nave Sur', 'Bodega'))).status).toBe(200);
    const { data } = await admin.from('ProjectAddress').select('id_project').eq('key', 'Nave Sur-Bodega');
    expect(data).toEqual([]);
    // And the project that left it is still at its own address.
    expect((await page(es('Nave Sur', 'Bodega Mayor'))).status).toBe(200);
    expect(second.id).not.toBe(first.id);
  });

  it('answers as the project does while it is in the trash, and redirects again once restored', async () => {
    const p = await create({ title: 'Loft Ámbar', subtitle: 'Centro' });
    await rename(p.id, { title: 'Loft Cobre' });
    expect((await page(es('Loft Ámbar', 'Centro'))).status).toBe(301);
    await rename(p.id, { deleted_at: new Date().toISOString() });
    expect((await page(es('Loft Cobre', 'Centro'))).status).toBe(404);
    expect((await page(es('Loft Ámbar', 'Centro'))).status).toBe(404);
    // Visitors cannot read the former addresses of a trashed project either.
    const { data: hidden } = await b.client().from('ProjectAddress').select('key').eq('id_project', p.id);
    expect(hidden).toEqual([]);
    await rename(p.id, { deleted_at: null });
    expect(await page(es('Loft Ámbar', 'Centro'))).toEqual({ status: 301, location: es('Loft Cobre', 'Centro') });
  });

  it('lists current addresses only in the sitemap', async () => {
    const p = await create({ title: 'Patio Viejo', subtitle: 'Casa' });
    await rename(p.id, { title: 'Patio Nuevo' });
    const sitemap = await (await fetch(`${b.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(encodeURIComponent('Patio Nuevo-Casa'));
    expect(sitemap).not.toContain(encodeURIComponent('Patio Viejo-Casa'));
  });

  it('lets visitors read the mapping but never write it; administrators drop one', async () => {
    const p = await create({ title: 'Estudio Gris', subtitle: 'Taller' });
    await rename(p.id, { title: 'Estudio Blanco' });
    const visitor = b.client();
    const { data: seen } = await visitor.from('ProjectAddress').select('lang, key').eq('id_project', p.id).order('lang');
    expect(seen).toEqual([
      { lang: 'en', key: 'Estudio Gris-Taller' },
      { lang: 'es', key: 'Estudio Gris-Taller' },
    ]);
    const forged = await visitor.from('ProjectAddress').insert({ lang: 'es', key: 'Otra-Cosa', id_project: p.id });
    expect(forged.error?.code).toBe('42501');
    const { client: user } = await signInNonAdmin(b);
    const refused = await user.from('ProjectAddress').delete().eq('id_project', p.id);
    expect(refused.error?.code).toBe('42501');
    expect((await page(es('Estudio Gris', 'Taller'))).status).toBe(301);

    must(await admin.from('ProjectAddress').delete().eq('id_project', p.id).eq('lang', 'es').select());
    expect((await page(es('Estudio Gris', 'Taller'))).status).toBe(404);
    expect((await page(en('Estudio Gris', 'Taller'))).status).toBe(301);
  });
});
