// Captions and credits on every image, a fact sheet per project, a client shown only when the
// studio says so, one credit applied to a whole project, and the history that brings back a word
// or a fact changed by mistake — through supabase-js against the embedded backend, as the panel
// and visitors reach them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  insertContent,
  must,
  signInAdmin,
  signInNonAdmin,
  startApi,
  type Client,
  type Content,
} from './helpers';

let site: TestBackend;
let admin: Client;
let visitor: Client;
let content: Content;

const PHOTO = {
  name: 'Ana Ruiz',
  role: 'photo' as const,
  license: 'https://creativecommons.org/licenses/by/4.0/',
};

beforeAll(async () => {
  site = await startApi();
  admin = (await signInAdmin(site)).client;
  visitor = site.client();
  content = await insertContent(admin);
});

afterAll(async () => {
  await site?.stop();
});

describe('captions and credits', () => {
  it('every kind of image keeps a caption in both languages and a credit, which visitors read', async () => {
    const [render] = content.renders;
    const [plano] = content.blueprints;
    const [photo] = content.gallery;
    const [p] = content.projects;
    must(
      await admin
        .from('Render')
        .update({ caption: 'Sala', caption_en: 'Living room', credit: PHOTO })
        .eq('id', render!.id)
        .select(),
    );
    must(
      await admin
        .from('Blueprint')
        .update({ caption: 'Planta baja', credit: { name: 'Estudio', role: 'drawing' } })
        .eq('id', plano!.id)
        .select(),
    );
    must(
      await admin
        .from('Gallery')
        .update({ caption: 'El taller', credit: { name: 'Luis Pérez' } })
        .eq('id', photo!.id)
        .select(),
    );
    must(
      await admin
        .from('Project')
        .update({
          render_caption: 'Fachada',
          render_credit: PHOTO,
          video_caption: 'Recorrido',
          video_credit: { name: 'Marta', role: 'video' },
        })
        .eq('id', p!.id)
        .select(),
    );
    expect(
      must(await visitor.from('Render').select('caption, caption_en, credit').eq('id', render!.id)),
    ).toEqual([{ caption: 'Sala', caption_en: 'Living room', credit: PHOTO }]);
    expect(must(await visitor.from('Blueprint').select('credit').eq('id', plano!.id))[0]!.credit).toEqual({
      name: 'Estudio',
      role: 'drawing',
    });
    expect(must(await visitor.from('Gallery').select('caption').eq('id', photo!.id))[0]!.caption).toBe(
      'El taller',
    );
    expect(
      must(
        await visitor.from('Project').select('render_caption, render_credit, video_credit').eq('id', p!.id),
      )[0],
    ).toEqual({
      render_caption: 'Fachada',
      render_credit: PHOTO,
      video_credit: { name: 'Marta', role: 'video' },
    });
  });

  it('refuses a malformed credit or caption and changes nothing', async () => {
    const [render] = content.renders;
    for (const bad of [
      { credit: { name: '  ' } },
      { credit: { name: 'Ana', role: 'pintura' } },
      { credit: { name: 'Ana', license: 'javascript:alert(1)' } },
      { credit: { name: 'Ana', extra: 1 } },
      { credit: { name: 'x'.repeat(121) } },
      { caption: ' ' },
      { caption: 'x'.repeat(301) },
    ]) {
      const answer = await admin
        .from('Render')
        .update(bad as never)
        .eq('id', render!.id)
        .select();
      expect(answer.error?.code, JSON.stringify(bad)).toBe('23514');
    }
    expect(must(await visitor.from('Render').select('caption, credit').eq('id', render!.id))).toEqual([
      { caption: 'Sala', credit: PHOTO },
    ]);
  });
});

describe('the fact sheet', () => {
  it('keeps status, numeric year, area, place, collaborators, awards and publications', async () => {
    const p = content.projects[1]!;
    const facts = {
      status: 'under-construction' as const,
      year_number: 2019,
      area_m2: 1250,
      city: 'Ciudad de México',
      city_en: 'Mexico City',
      country: 'México',
      country_en: 'Mexico',
      collaborators: [
        { role: 'Estructura', role_en: 'Structure', name: 'Ingenia' },
        { role: 'Paisaje', name: 'Verde Estudio' },
      ],
      awards: [{ title: 'Premio Obras Cemex', year: 2021, url: 'https://example.com/premio' }],
      publications: [{ title: 'ArchDaily', year: 2022 }],
    };
    must(await admin.from('Project').update(facts).eq('id', p.id).select());
    const [read] = must(await visitor.from('Project').select(Object.keys(facts).join(', ')).eq('id', p.id));
    expect(read).toEqual(facts);
    // SPEC's year text stays as it was.
    expect(must(await visitor.from('Project').select('year').eq('id', p.id))[0]!.year).toBe(p.year);
  });

  it('refuses an unknown status, a year or area out of range and malformed lists', async () => {
    const p = content.projects[1]!;
    for (const bad of [
      { status: 'terminado' },
      { year_number: 99 },
      { area_m2: 0 },
      { city: '' },
      { collaborators: [{ role: 'Estructura' }] },
      { collaborators: { role: 'a', name: 'b' } },
      { awards: [{ title: 'Premio', year: '2021' }] },
      { publications: [{ title: 'Revista', year: 2020, url: 'ftp://x' }] },
    ]) {
      const answer = await admin
        .from('Project')
        .update(bad as never)
        .eq('id', p.id)
        .select();
      expect(answer.error?.code, JSON.stringify(bad)).toBe('23514');
    }
    expect(must(await visitor.from('Project').select('status, area_m2').eq('id', p.id))[0]).toEqual({
      status: 'under-construction',
      area_m2: 1250,
    });
  });
});

describe('the client', () => {
  it('is read by visitors only once the studio shows it, and never while the project is in the trash', async () => {
    const p = content.projects[2]!;
    must(
      await admin.from('ProjectClient').insert({ id_project: p.id, name: 'Municipio de Tlalpan' }).select(),
    );
    expect(must(await visitor.from('ProjectClient').select('*').eq('id_project', p.id))).toEqual([]);
    const { client: someone } = await signInNonAdmin(site);
    expect(must(await someone.from('ProjectClient').select('*').eq('id_project', p.id))).toEqual([]);
    must(await admin.from('ProjectClient').update({ shown: true }).eq('id_project', p.id).select());
    expect(must(await visitor.from('ProjectClient').select('name').eq('id_project', p.id))).toEqual([
      { name: 'Municipio de Tlalpan' },
    ]);
    must(
      await admin.from('Project').update({ deleted_at: new Date().toISOString() }).eq('id', p.id).select(),
    );
    expect(must(await visitor.from('ProjectClient').select('name').eq('id_project', p.id))).toEqual([]);
    must(await admin.from('Project').update({ deleted_at: null }).eq('id', p.id).select());
    expect(must(await visitor.from('ProjectClient').select('name').eq('id_project', p.id))).toHaveLength(1);
    // A signed-in account that is not an administrator writes nothing.
    const refused = await someone.from('ProjectClient').update({ shown: false }).eq('id_project', p.id);
    expect(refused.error?.code).toBe('42501');
  });
});

describe('one credit on every image of a project', () => {
  it('credits the cover, the video, the renders and the planos in one call', async () => {
    const [p1] = content.projects;
    must(
      await admin
        .from('Project')
        .update({
          render: '/storage/v1/object/public/Gallery/9-portada.webp',
          video: '/storage/v1/object/public/Gallery/9-video.mp4',
        })
        .eq('id', p1!.id)
        .select(),
    );
    const extra = must(
      await admin
        .from('Render')
        .insert({ id_project: p1!.id, url: '/storage/v1/object/public/Gallery/9-otro.webp' })
        .select(),
    )[0]!;
    const credit = { name: 'Foto Estudio', role: 'photo' as const };
    // Only the images without one: the render credited above keeps Ana Ruiz.
    const onlyEmpty = must(
      await admin.rpc('apply_project_credit', { project_id: p1!.id, credit, only_empty: true }),
    );
    // The new render alone: the cover, the video, the first render and the plano were credited above.
    expect(onlyEmpty).toBe(1);
    expect(
      must(await visitor.from('Render').select('id, credit').eq('id_project', p1!.id).order('id')),
    ).toEqual([
      { id: content.renders[0]!.id, credit: PHOTO },
      { id: extra.id, credit },
    ]);
    const all = must(
      await admin.rpc('apply_project_credit', {
        project_id: p1!.id,
        credit,
        targets: ['cover', 'renders', 'planos'],
      }),
    );
    expect(all).toBe(3);
    const [project] = must(
      await visitor.from('Project').select('render_credit, video_credit').eq('id', p1!.id),
    );
    // The video was left out of the targets and keeps its own credit.
    expect(project).toEqual({ render_credit: credit, video_credit: { name: 'Marta', role: 'video' } });
    expect(
      must(await visitor.from('Blueprint').select('credit').eq('id_project', p1!.id))[0]!.credit,
    ).toEqual(credit);
  });

  it('refuses a bad credit or target, a visitor and a non-administrator, and changes nothing', async () => {
    const [p1] = content.projects;
    const before = must(await visitor.from('Render').select('credit').eq('id_project', p1!.id).order('id'));
    for (const args of [
      { project_id: p1!.id, credit: { name: '' } },
      { project_id: p1!.id, credit: { name: 'X' }, targets: ['tejado'] },
      { project_id: p1!.id, credit: { name: 'X' }, targets: [] },
      { project_id: 999999, credit: { name: 'X' } },
    ]) {
      const answer = await admin.rpc('apply_project_credit', args as never);
      expect(answer.error?.code, JSON.stringify(args)).toBe('22023');
    }
    const anon = await visitor.rpc('apply_project_credit', { project_id: p1!.id, credit: { name: 'X' } });
    expect(anon.error?.code).toBe('42501');
    const { client: someone } = await signInNonAdmin(site);
    const user = await someone.rpc('apply_project_credit', { project_id: p1!.id, credit: { name: 'X' } });
    expect(user.error?.code).toBe('42501');
    expect(must(await visitor.from('Render').select('credit').eq('id_project', p1!.id).order('id'))).toEqual(
      before,
    );
  });
});

describe('history', () => {
  it('keeps each change of a word or fact with its author, and writing the old value back restores it', async () => {
    const p = content.projects[1]!;
    must(await admin.from('Project').update({ city: 'Puebla' }).eq('id', p.id).select());
    const versions = must(
      await admin
        .from('ContentVersion')
        .select('table_name, row_id, id_project, old_values, new_values, author_email')
        .eq('id_project', p.id)
        .order('id', { ascending: false })
        .limit(1),
    );
    expect(versions[0]).toEqual({
      table_name: 'Project',
      row_id: p.id,
      id_project: p.id,
      old_values: { city: 'Ciudad de México' },
      new_values: { city: 'Puebla' },
      author_email: site.admin.email,
    });
    must(
      await admin
        .from('Project')
        .update(versions[0]!.old_values as { city: string })
        .eq('id', p.id)
        .select(),
    );
    expect(must(await visitor.from('Project').select('city').eq('id', p.id))[0]!.city).toBe(
      'Ciudad de México',
    );
    // Visitors read no history.
    expect((await visitor.from('ContentVersion').select('*')).error?.code).toBe('42501');
  });

  it('keeps the newest 50 changes of a row, and a change of order or trash is no version', async () => {
    const render = content.renders[1]!;
    for (let i = 0; i < 53; i++)
      must(
        await admin
          .from('Render')
          .update({ caption: `Vista ${i}` })
          .eq('id', render.id)
          .select(),
      );
    must(await admin.from('Render').update({ position: 1 }).eq('id', render.id).select());
    const kept = must(
      await admin
        .from('ContentVersion')
        .select('new_values')
        .eq('table_name', 'Render')
        .eq('row_id', render.id)
        .order('id'),
    );
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)!.new_values).toEqual({ caption: 'Vista 52' });
  });

  it('a project deleted for good takes its history and client with it', async () => {
    const p = must(
      await admin
        .from('Project')
        .insert({
          title: 'Efímero',
          subtitle: 'Uno',
          description: 'd',
          year: '2020',
          location: 'l',
          type: 'Comercial',
        })
        .select(),
    )[0]!;
    must(await admin.from('ProjectClient').insert({ id_project: p.id, name: 'Alguien' }).select());
    must(await admin.from('Project').update({ area_m2: 90 }).eq('id', p.id).select());
    expect(
      must(await admin.from('ContentVersion').select('id').eq('id_project', p.id)).length,
    ).toBeGreaterThan(0);
    must(await admin.from('Project').delete().eq('id', p.id).select());
    expect(must(await admin.from('ContentVersion').select('id').eq('id_project', p.id))).toEqual([]);
    expect(must(await admin.from('ProjectClient').select('*').eq('id_project', p.id))).toEqual([]);
  });
});
