// The administrator's writes (SPEC §7), each exactly as the app sends it, checked afterwards by
// reading back as a visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { projectRow } from '../support/project-row';
import { must, project, signInAdmin, snapshot, startApi, type Client, type Row } from './helpers';

let b: TestBackend;
let admin: Client;
let anon: Client;

beforeAll(async () => {
  b = await startApi();
  admin = (await signInAdmin(b)).client;
  anon = b.client();
});

afterAll(() => b?.stop());

// Each project gets its own subtitle: no two projects may share an address.
let made = 0;
async function newProject(overrides: Parameters<typeof project>[0] = {}): Promise<Row<'Project'>> {
  made += 1;
  return must(
    await admin
      .from('Project')
      .insert(project({ subtitle: `Lote ${made}`, ...overrides }))
      .select()
      .single(),
  );
}

describe('Project', () => {
  it('insert {title, subtitle, description, year, location, type} returns the row (201)', async () => {
    const fields = project({ title: 'Casa Río', subtitle: 'Norte-Sur', type: 'Comercial' });
    const answer = await admin.from('Project').insert(fields).select();
    expect(answer.status).toBe(201);
    const rows = must(answer);
    expect(rows).toHaveLength(1);
    // Every other column as the database fills it: empty, first in order (projectRow's defaults).
    expect(rows[0]).toEqual(projectRow({ ...fields, id: expect.any(Number) }));
    const visible = must(await anon.from('Project').select('*').eq('id', rows[0]!.id));
    expect(visible).toEqual(rows);
  });

  it('a second insert gets a new id', async () => {
    const a = await newProject({ title: 'Uno' });
    const c = await newProject({ title: 'Dos' });
    expect(c.id).toBeGreaterThan(a.id);
  });

  it('update of the changed fields by id returns the row; the other fields stay as they were', async () => {
    const before = await newProject({
      title: 'Antes',
      render: '/storage/v1/object/public/Gallery/1-x.webp',
      video: '/storage/v1/object/public/Gallery/1-x.mp4',
    });
    const answer = await admin
      .from('Project')
      .update({ title: 'Después', year: '2024' })
      .eq('id', before.id)
      .select();
    expect(answer.status).toBe(200);
    expect(must(answer)).toEqual([{ ...before, title: 'Después', year: '2024' }]);
    expect(must(await anon.from('Project').select('*').eq('id', before.id).single())).toEqual({
      ...before,
      title: 'Después',
      year: '2024',
    });
  });

  it('update touches only the row with that id', async () => {
    const target = await newProject({ title: 'Objetivo' });
    const bystander = await newProject({ title: 'Vecino' });
    must(
      await admin.from('Project').update({ description: 'Nueva descripción' }).eq('id', target.id).select(),
    );
    expect(must(await anon.from('Project').select('*').eq('id', bystander.id).single())).toEqual(bystander);
  });

  it('update {render} with a new public URL: 204 without body, and visitors see the new cover', async () => {
    const p = await newProject();
    const url = `${b.url}/storage/v1/object/public/Gallery/1700000000000-portada.webp`;
    const answer = await admin.from('Project').update({ render: url }).eq('id', p.id);
    expect(answer.status).toBe(204);
    expect(answer.error).toBeNull();
    expect(answer.data).toBeNull();
    expect(must(await anon.from('Project').select('*').eq('id', p.id).single())).toEqual({
      ...p,
      render: url,
    });
  });

  it('update {video} with a new public URL: 204, and visitors see the new video', async () => {
    const p = await newProject();
    const url = '/storage/v1/object/public/Gallery/1700000000001-recorrido.mp4';
    const answer = await admin.from('Project').update({ video: url }).eq('id', p.id);
    expect(answer.status).toBe(204);
    expect(must(await anon.from('Project').select('*').eq('id', p.id).single())).toEqual({
      ...p,
      video: url,
    });
  });

  it('delete by id: 204, the project is gone and its renders and blueprints with it', async () => {
    const p = await newProject({ title: 'Efímero' });
    must(await admin.from('Render').insert({ id_project: p.id, url: '/r/e.webp' }).select());
    must(await admin.from('Blueprint').insert({ id_project: p.id, url: '/b/e.webp' }).select());
    const answer = await admin.from('Project').delete().eq('id', p.id);
    expect(answer.status).toBe(204);
    expect(answer.error).toBeNull();
    expect(must(await anon.from('Project').select('*').eq('id', p.id))).toEqual([]);
    expect(must(await anon.from('Render').select('*').eq('id_project', p.id))).toEqual([]);
    expect(must(await anon.from('Blueprint').select('*').eq('id_project', p.id))).toEqual([]);
  });

  it('delete of an id that does not exist changes nothing', async () => {
    await newProject();
    const before = await snapshot(b);
    const answer = await admin.from('Project').delete().eq('id', 999_999);
    expect(answer.status).toBe(204);
    expect(await snapshot(b)).toEqual(before);
  });
});

describe('Client (testimonials)', () => {
  it('insert {name, testimonial}, update {name, testimonial} by id, delete by id', async () => {
    const inserted = must(
      await admin
        .from('Client')
        .insert({ name: 'Ana Torres', testimonial: 'Excelente trabajo.' })
        .select()
        .single(),
    );
    expect(inserted).toEqual({
      id: expect.any(Number),
      name: 'Ana Torres',
      testimonial: 'Excelente trabajo.',
      deleted_at: null,
      testimonial_en: null,
    });
    expect(must(await anon.from('Client').select('*'))).toContainEqual(inserted);

    const updated = await admin
      .from('Client')
      .update({ name: 'Ana M. Torres', testimonial: 'Excelente trabajo, muy puntuales.' })
      .eq('id', inserted.id)
      .select();
    expect(updated.status).toBe(200);
    expect(must(updated)).toEqual([
      {
        id: inserted.id,
        name: 'Ana M. Torres',
        testimonial: 'Excelente trabajo, muy puntuales.',
        deleted_at: null,
        testimonial_en: null,
      },
    ]);

    const other = must(
      await admin
        .from('Client')
        .insert({ name: 'Luis Peña', testimonial: 'Recomendados.' })
        .select()
        .single(),
    );
    const deleted = await admin.from('Client').delete().eq('id', inserted.id);
    expect(deleted.status).toBe(204);
    expect(must(await anon.from('Client').select('*').order('id'))).toEqual([other]);
  });
});

describe('Gallery', () => {
  it('insert {url} and delete by id', async () => {
    const url = '/storage/v1/object/public/Gallery/1700000000002-taller.webp';
    const row = must(await admin.from('Gallery').insert({ url }).select().single());
    expect(row).toEqual({
      id: expect.any(Number),
      url,
      description: null,
      deleted_at: null,
      widths: null,
      description_en: null,
      focus_x: null,
      focus_y: null,
      // Its caption (both languages) and credit, none until the studio writes them.
      caption: null,
      caption_en: null,
      credit: null,
    });
    expect(must(await anon.from('Gallery').select('*'))).toContainEqual(row);
    expect((await admin.from('Gallery').delete().eq('id', row.id)).status).toBe(204);
    expect(must(await anon.from('Gallery').select('*').eq('id', row.id))).toEqual([]);
  });
});

describe.each(['Render', 'Blueprint'] as const)('%s', (table) => {
  it('insert {id_project, url} and delete by id', async () => {
    const p = await newProject();
    const answer = await admin
      .from(table)
      .insert({ id_project: p.id, url: `/media/${table}-1.webp` })
      .select();
    expect(answer.status).toBe(201);
    const [row] = must(answer);
    expect(row).toEqual({
      id: expect.any(Number),
      id_project: p.id,
      url: `/media/${table}-1.webp`,
      position: 1,
      description: null,
      deleted_at: null,
      widths: null,
      description_en: null,
      focus_x: null,
      focus_y: null,
      caption: null,
      caption_en: null,
      credit: null,
      // A pyramid of full detail, for either table; a 360° flag for renders, a PDF for planos.
      detail: null,
      ...(table === 'Render' ? { panorama: false } : { pdf_url: null, pdf_page: null, pdf_size: null }),
    });
    const second = must(
      await admin
        .from(table)
        .insert({ id_project: p.id, url: `/media/${table}-2.webp` })
        .select()
        .single(),
    );
    expect(must(await anon.from(table).select('*').eq('id_project', p.id).order('id'))).toEqual([
      row,
      second,
    ]);

    expect((await admin.from(table).delete().eq('id', row!.id)).status).toBe(204);
    // The one left closes ranks: positions stay 1, 2, 3….
    expect(must(await anon.from(table).select('*').eq('id_project', p.id))).toEqual([
      { ...second, position: 1 },
    ]);
  });

  it('refuses a row for a project that does not exist (409, foreign key) and stores nothing', async () => {
    const before = await snapshot(b);
    const answer = await admin
      .from(table)
      .insert({ id_project: 987_654, url: '/media/huérfano.webp' })
      .select();
    expect(answer.status).toBe(409);
    expect(answer.error).toMatchObject({ code: '23503' });
    expect(await snapshot(b)).toEqual(before);
  });
});

describe('bulk insert', () => {
  it('an array inserts every row in one statement and returns them in order', async () => {
    const answer = await admin
      .from('Gallery')
      .insert([{ url: '/g/a.webp' }, { url: '/g/b.webp' }, { url: '/g/c.webp' }])
      .select();
    expect(answer.status).toBe(201);
    expect(must(answer).map((r) => r.url)).toEqual(['/g/a.webp', '/g/b.webp', '/g/c.webp']);
  });

  it('one bad row refuses the whole batch', async () => {
    const before = await snapshot(b);
    const answer = await admin
      .from('Gallery')
      .insert([{ url: '/g/ok.webp' }, { url: '' }])
      .select();
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: '23514' });
    expect(await snapshot(b)).toEqual(before);
  });
});
