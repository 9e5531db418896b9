// Visitors' reads (SPEC §7): every table, the filters the app uses, the slide order, and
// `.single()` exactly as PostgREST answers it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  expectPostgrestShape,
  must,
  project,
  raw,
  signInAdmin,
  signInNonAdmin,
  startApi,
  type Client,
  type Row,
} from './helpers';

let b: TestBackend;
let anon: Client;
let projects: Row<'Project'>[];
let renders: Row<'Render'>[];
let blueprints: Row<'Blueprint'>[];

// deleted_at: the trash; a visitor only ever reads it null. video_phone, video_poster,
// render_widths: the renditions made in the panel. *_en: the English texts.
// render_focus_x/y: the cover's focal point, which every crop of it keeps in view; render_preview:
// its link-preview copy cut around that point. model*: the project's 3D model, its poster and
// that poster's copies, its size and the kind of file it came from. render_/video_/model_caption,
// _credit and the fact sheet (status … publications): the captions, credits and facts the studio
// fills in.
const PROJECT_KEYS = [
  'area_m2',
  'awards',
  'city',
  'city_en',
  'collaborators',
  'country',
  'country_en',
  'deleted_at',
  'description',
  'description_en',
  'id',
  'location',
  'location_en',
  'model',
  'model_caption',
  'model_caption_en',
  'model_credit',
  'model_poster',
  'model_poster_widths',
  'model_size',
  'model_source',
  'position',
  'publications',
  'render',
  'render_caption',
  'render_caption_en',
  'render_credit',
  'render_description',
  'render_description_en',
  'render_focus_x',
  'render_focus_y',
  'render_preview',
  'render_widths',
  'status',
  'subtitle',
  'subtitle_en',
  'title',
  'title_en',
  'type',
  'video',
  'video_caption',
  'video_caption_en',
  'video_credit',
  'video_phone',
  'video_phone_type',
  'video_poster',
  'video_type',
  'year',
  'year_number',
];

beforeAll(async () => {
  b = await startApi();
  anon = b.client();
  const { client: admin } = await signInAdmin(b);
  projects = must(
    await admin
      .from('Project')
      .insert([
        project({
          title: 'Casa Río',
          subtitle: 'Norte-Sur',
          type: 'Residencial',
          render: '/storage/v1/object/public/Gallery/1-r.webp',
          video: '/storage/v1/object/public/Gallery/1-v.mp4',
        }),
        project({ title: 'Casa Río', subtitle: 'Este', type: 'Residencial' }),
        project({ title: 'Oficinas Lumen', subtitle: 'Torre A', type: 'Comercial' }),
        project({ title: 'Tienda Ñandú & Co.', subtitle: 'Centro', type: 'Comercial' }),
        project({ title: 'Biblioteca Sur', subtitle: 'Fase 1', type: 'Equipamiento' }),
        project({ title: 'Duplicado', subtitle: 'Igual', type: 'Equipamiento' }),
        // Same title, another subtitle: one address each, two rows for the title alone.
        project({ title: 'Duplicado', subtitle: 'Distinto', type: 'Equipamiento' }),
      ])
      .select(),
  );
  const [p1, , p3] = projects as [Row<'Project'>, Row<'Project'>, Row<'Project'>];
  must(
    await admin
      .from('Client')
      .insert([
        { name: 'Ana Torres', testimonial: 'Atentos a cada detalle.' },
        { name: 'Luis Peña', testimonial: 'Cumplieron los plazos.' },
      ])
      .select(),
  );
  must(
    await admin
      .from('Gallery')
      .insert([{ url: '/g/1.webp' }, { url: '/g/2.webp' }, { url: '/g/3.webp' }])
      .select(),
  );
  renders = must(
    await admin
      .from('Render')
      .insert([
        { id_project: p1.id, url: '/r/a.webp' },
        { id_project: p3.id, url: '/r/b.webp' },
        { id_project: p1.id, url: '/r/c.webp' },
      ])
      .select(),
  );
  blueprints = must(
    await admin
      .from('Blueprint')
      .insert([
        { id_project: p1.id, url: '/b/a.webp' },
        { id_project: p3.id, url: '/b/b.webp' },
      ])
      .select(),
  );
});

afterAll(() => b?.stop());

describe('anonymous reads of the five tables', () => {
  it('Project: select all, in id order (the slide order), with exactly the fields of SPEC §3', async () => {
    const answer = await anon.from('Project').select('*').order('id');
    expect(answer.status).toBe(200);
    const rows = must(answer);
    expect(rows.map((r) => r.id)).toEqual(projects.map((p) => p.id));
    expect(rows.map((r) => r.title)).toEqual([
      'Casa Río',
      'Casa Río',
      'Oficinas Lumen',
      'Tienda Ñandú & Co.',
      'Biblioteca Sur',
      'Duplicado',
      'Duplicado',
    ]);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(PROJECT_KEYS);
    expect(rows[0]).toMatchObject({
      render: '/storage/v1/object/public/Gallery/1-r.webp',
      video: '/storage/v1/object/public/Gallery/1-v.mp4',
      year: '2023',
      location: 'Quito',
    });
    expect(rows[1]).toMatchObject({ render: null, video: null });
  });

  it('Project: descending order reverses the list', async () => {
    const rows = must(await anon.from('Project').select('*').order('id', { ascending: false }));
    expect(rows.map((r) => r.id)).toEqual(projects.map((p) => p.id).reverse());
  });

  it('Client: select all', async () => {
    const rows = must(await anon.from('Client').select('*').order('id'));
    expect(rows.map(({ name, testimonial }) => ({ name, testimonial }))).toEqual([
      { name: 'Ana Torres', testimonial: 'Atentos a cada detalle.' },
      { name: 'Luis Peña', testimonial: 'Cumplieron los plazos.' },
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'deleted_at',
      'id',
      'name',
      'testimonial',
      'testimonial_en',
    ]);
  });

  it('Gallery: select all', async () => {
    const rows = must(await anon.from('Gallery').select('*').order('id'));
    expect(rows.map((r) => r.url)).toEqual(['/g/1.webp', '/g/2.webp', '/g/3.webp']);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'caption',
      'caption_en',
      'credit',
      'deleted_at',
      'description',
      'description_en',
      'focus_x',
      'focus_y',
      'id',
      'url',
      'widths',
    ]);
  });

  it("Render: eq('id_project', id) returns only that project's renders, in order", async () => {
    const [p1, p2, p3] = projects;
    const rows = must(await anon.from('Render').select('*').eq('id_project', p1!.id).order('id'));
    expect(rows).toEqual([renders[0], renders[2]]);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'caption',
      'caption_en',
      'credit',
      'deleted_at',
      'description',
      'description_en',
      'detail',
      'focus_x',
      'focus_y',
      'id',
      'id_project',
      'panorama',
      'position',
      'url',
      'widths',
    ]);
    expect(must(await anon.from('Render').select('*').eq('id_project', p3!.id))).toEqual([renders[1]]);
    expect(must(await anon.from('Render').select('*').eq('id_project', p2!.id))).toEqual([]);
  });

  it("Blueprint: eq('id_project', id) returns only that project's blueprints", async () => {
    const [p1, p2, p3] = projects;
    expect(must(await anon.from('Blueprint').select('*').eq('id_project', p1!.id).order('id'))).toEqual([
      blueprints[0],
    ]);
    expect(must(await anon.from('Blueprint').select('*').eq('id_project', p3!.id))).toEqual([blueprints[1]]);
    expect(must(await anon.from('Blueprint').select('*').eq('id_project', p2!.id))).toEqual([]);
  });

  it('a signed-in user who is not an administrator reads the same rows', async () => {
    const { client } = await signInNonAdmin(b);
    for (const table of ['Project', 'Client', 'Gallery', 'Render', 'Blueprint'] as const) {
      expect(must(await client.from(table).select('*').order('id'))).toEqual(
        must(await anon.from(table).select('*').order('id')),
      );
    }
  });
});

describe('filters the app uses', () => {
  it.each(['Comercial', 'Residencial', 'Equipamiento'] as const)(
    "eq('type', '%s') returns exactly the projects of that type",
    async (type) => {
      const rows = must(await anon.from('Project').select('*').eq('type', type).order('id'));
      expect(rows.map((r) => r.id)).toEqual(projects.filter((p) => p.type === type).map((p) => p.id));
      expect(rows.length).toBeGreaterThan(0);
    },
  );

  it('title + subtitle with .single(): accents, spaces and a hyphen in the subtitle', async () => {
    const answer = await anon
      .from('Project')
      .select('*')
      .eq('title', 'Casa Río')
      .eq('subtitle', 'Norte-Sur')
      .single();
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual(projects[0]); // an object, not an array
  });

  it('the same title with another subtitle is another project', async () => {
    const row = must(
      await anon.from('Project').select('*').eq('title', 'Casa Río').eq('subtitle', 'Este').single(),
    );
    expect(row.id).toBe(projects[1]!.id);
  });

  it('characters that mean something in a URL (&, ., ñ) reach the filter intact', async () => {
    const row = must(
      await anon
        .from('Project')
        .select('*')
        .eq('title', 'Tienda Ñandú & Co.')
        .eq('subtitle', 'Centro')
        .single(),
    );
    expect(row.id).toBe(projects[3]!.id);
  });

  it("the request as supabase-js sends it ('+' for spaces, object Accept header)", async () => {
    const answer = await raw(b, '/rest/v1/Project?select=*&title=eq.Casa+R%C3%ADo&subtitle=eq.Norte-Sur', {
      headers: { Accept: 'application/vnd.pgrst.object+json', 'Accept-Profile': 'public' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(projects[0]);
  });

  it('a title that matches nothing gives an empty list, not an error', async () => {
    const answer = await anon.from('Project').select('*').eq('title', 'No existe');
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual([]);
  });
});

describe('.single() when there is not exactly one row', () => {
  const PGRST116_NONE = {
    code: 'PGRST116',
    details: 'The result contains 0 rows',
    hint: null,
    message: 'JSON object requested, multiple (or no) rows returned',
  };

  it('0 rows → 406 PGRST116 through supabase-js', async () => {
    const answer = await anon
      .from('Project')
      .select('*')
      .eq('title', 'Casa Río')
      .eq('subtitle', 'Oeste')
      .single();
    expect(answer.status).toBe(406);
    expect(answer.data).toBeNull();
    expect(answer.error).toEqual(PGRST116_NONE);
  });

  it('0 rows → the exact body PostgREST sends on the wire', async () => {
    const answer = await raw(b, '/rest/v1/Project?select=*&title=eq.Nadie&subtitle=eq.Nunca', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(answer.status).toBe(406);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.json).toEqual(PGRST116_NONE);
    expectPostgrestShape(answer.json, 'PGRST116');
  });

  it('2 rows → 406 PGRST116 naming the count', async () => {
    const answer = await anon.from('Project').select('*').eq('title', 'Duplicado').single();
    expect(answer.status).toBe(406);
    expect(answer.error).toEqual({ ...PGRST116_NONE, details: 'The result contains 2 rows' });
  });
});
