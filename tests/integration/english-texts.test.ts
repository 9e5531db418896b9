// The studio's words in English beside the Spanish ones. The English columns take what
// their Spanish ones take (and no blank text: null is "no English"), the English address names
// one live project as the Spanish one does, and backup → restore and `push` carry every English
// text and the studio settings' `en`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite } from '../../server/ops/push';
import type { Database } from '../../core/database-shapes';
import { studioEnglish } from '../../core/studio/studio-english';
import { studioSettings } from '../../core/studio/studio-settings';
import type { TestBackend } from '../../harness/backend';
import { must, project, restoredCopy, signInAdmin, snapshot, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let work: string;

const RIVER = {
  title: 'Casa Río',
  subtitle: 'Norte',
  title_en: 'River House',
  subtitle_en: 'North',
  description_en: 'A house around two courtyards, open to the river.',
  location_en: 'Valle de Bravo, Mexico',
  render_description_en: 'North façade at dusk',
};
const STUDIO_EN = {
  contactMessage: 'Hello, I would like to talk about a project.',
  texts: { mission: 'To design honest, well-resolved spaces.' },
  founders: [{ role: 'Founding architect' }, {}],
};

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-english-'));
  b = await startApi();
  admin = (await signInAdmin(b)).client;
});

afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('the English columns', () => {
  it('are null until written, and take what their Spanish columns take', async () => {
    const row = must(
      await admin
        .from('Project')
        .insert(project({ subtitle: 'Lote 1' }))
        .select()
        .single(),
    );
    expect([row.title_en, row.subtitle_en, row.description_en, row.location_en]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const set = (change: Database['public']['Tables']['Project']['Update']) =>
      admin.from('Project').update(change).eq('id', row.id).select();
    for (const blank of [
      { title_en: '   ' },
      { subtitle_en: '' },
      { description_en: ' ' },
      { location_en: '' },
    ])
      expect((await set(blank)).error?.code, JSON.stringify(blank)).toBe('23514');
    expect((await set({ render_description_en: 'x'.repeat(301) })).error?.code).toBe('23514');
    expect(
      must(await set({ render_description_en: 'x'.repeat(300) }))[0]!.render_description_en,
    ).toHaveLength(300);

    const client = await admin
      .from('Client')
      .insert({ name: 'Ana', testimonial: 'Bien.', testimonial_en: ' ' });
    expect(client.error?.code).toBe('23514');
    for (const table of ['Gallery', 'Render', 'Blueprint'] as const) {
      const media =
        table === 'Gallery'
          ? { url: '/storage/v1/object/public/Gallery/1-x.webp' }
          : { id_project: row.id, url: '/storage/v1/object/public/Gallery/1-x.webp' };
      const long = await admin.from(table).insert({ ...media, description_en: 'x'.repeat(301) } as never);
      expect(long.error?.code, table).toBe('23514');
    }
    // Nothing of the refused writes stayed.
    const after = must(await admin.from('Project').select('*').eq('id', row.id).single());
    expect([after.title_en, after.subtitle_en, after.description_en, after.location_en]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(must(await admin.from('Client').select('id').eq('name', 'Ana'))).toEqual([]);
  });
});

describe('the English address /en/ProjectsGallery/{title_en ?? title}-{subtitle_en ?? subtitle}', () => {
  let river: number;

  beforeAll(async () => {
    river = must(await admin.from('Project').insert(project(RIVER)).select().single()).id;
  });

  it('is refused (409 23505, Project_address_en_key) when another live project has it; nothing is written', async () => {
    // Another Spanish address, the same English one.
    const twin = await admin
      .from('Project')
      .insert(
        project({ title: 'Casa del Río', subtitle: 'Norte', title_en: 'River House', subtitle_en: 'North' }),
      )
      .select();
    expect(twin.status).toBe(409);
    expect(twin.error?.code).toBe('23505');
    expect(twin.error?.message).toMatch(/Project_address_en_key/);
    // A project without English whose Spanish names are that English address: the same page.
    const spanish = await admin.from('Project').insert(project({ title: 'River House', subtitle: 'North' }));
    expect(spanish.error?.code).toBe('23505');
    // Decoded like the Spanish one: %20 is a space.
    const encoded = await admin
      .from('Project')
      .insert(project({ title: 'Otra', subtitle: 'Casa', title_en: 'River%20House', subtitle_en: 'North' }));
    expect(encoded.error?.code).toBe('23505');
    // An edit that would take it is refused too, and the row stays as it was.
    const other = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Casa Lago', subtitle: 'Sur' }))
        .select()
        .single(),
    );
    const edit = await admin
      .from('Project')
      .update({ title_en: 'River House', subtitle_en: 'North' })
      .eq('id', other.id)
      .select();
    expect(edit.error?.code).toBe('23505');
    expect(must(await admin.from('Project').select('title_en').eq('id', other.id).single()).title_en).toBe(
      null,
    );
    expect(must(await admin.from('Project').select('id').eq('title_en', 'River House'))).toEqual([
      { id: river },
    ]);
  });

  it('is free again once its project is in the trash', async () => {
    must(
      await admin.from('Project').update({ deleted_at: new Date().toISOString() }).eq('id', river).select(),
    );
    const taken = must(
      await admin
        .from('Project')
        .insert(
          project({
            title: 'Casa del Río',
            subtitle: 'Norte',
            title_en: 'River House',
            subtitle_en: 'North',
          }),
        )
        .select()
        .single(),
    );
    // Restoring the trashed one would give two live projects the address: refused.
    const back = await admin.from('Project').update({ deleted_at: null }).eq('id', river).select();
    expect(back.error?.code).toBe('23505');
    must(
      await admin
        .from('Project')
        .update({ deleted_at: new Date().toISOString() })
        .eq('id', taken.id)
        .select(),
    );
    must(await admin.from('Project').update({ deleted_at: null }).eq('id', river).select());
  });
});

describe('backup → restore and push carry the English texts', () => {
  beforeAll(async () => {
    const [p] = must(await admin.from('Project').select('id').eq('title', RIVER.title));
    must(
      await admin
        .from('Render')
        .insert({
          id_project: p!.id,
          url: '/storage/v1/object/public/Gallery/2-r.webp',
          description_en: 'Living room',
        })
        .select(),
    );
    must(
      await admin
        .from('Gallery')
        .insert({ url: '/storage/v1/object/public/Gallery/3-g.webp', description_en: 'The workshop' })
        .select(),
    );
    must(
      await admin
        .from('Client')
        .insert({ name: 'Laura', testimonial: 'Excelente.', testimonial_en: 'Excellent.' })
        .select(),
    );
    // As the panel saves it (studio-writes.ts): update the one row, or insert it on a new site.
    const settings = { en: STUDIO_EN };
    const saved = must(await admin.from('Studio').update({ settings }).eq('id', 1).select());
    if (saved.length === 0) must(await admin.from('Studio').insert({ id: 1, settings }).select());
  });

  const englishOf = async (site: TestBackend) => {
    const rows = await snapshot(site);
    const { data } = await site.client().from('Studio').select('settings').single();
    return {
      project: rows.Project.find((r) => (r as { title: string }).title === RIVER.title),
      render: (rows.Render as { description_en: string | null }[]).map((r) => r.description_en),
      gallery: (rows.Gallery as { description_en: string | null }[]).map((r) => r.description_en),
      client: (rows.Client as { testimonial_en: string | null }[]).map((r) => r.testimonial_en),
      studio: studioEnglish(studioSettings(data?.settings).en),
    };
  };

  it('a restored backup has every English text', async () => {
    const copy = await restoredCopy(b, work);
    try {
      const theirs = await englishOf(copy);
      expect(theirs).toEqual(await englishOf(b));
      expect(theirs.project).toMatchObject(RIVER);
      expect(theirs.render).toContain('Living room');
      expect(theirs.gallery).toContain('The workshop');
      expect(theirs.client).toContain('Excellent.');
      expect(theirs.studio).toEqual(STUDIO_EN);
    } finally {
      await copy.stop();
    }
  });

  it('push brings them to the target', async () => {
    const to = await startApi();
    try {
      const report = await pushSite({
        source: { url: b.url, key: b.secretKey },
        target: { url: to.url, secretKey: to.secretKey },
        statePath: path.join(work, 'push.json'),
      });
      for (const r of Object.values(report.rows)) expect(r.failed).toEqual([]);
      const theirs = await englishOf(to);
      expect(theirs.project).toMatchObject(RIVER);
      expect(theirs.render).toEqual(['Living room']);
      expect(theirs.gallery).toEqual(['The workshop']);
      expect(theirs.client).toEqual(['Excellent.']);
      expect(theirs.studio).toEqual(STUDIO_EN);
    } finally {
      await to.stop();
    }
  });
});

describe('push into a project where another project has the English address', () => {
  it('names the English address; the other rows still arrive', async () => {
    const other = await startApi();
    try {
      const { client: theirs } = await signInAdmin(other);
      must(
        await theirs
          .from('Project')
          .insert(project({ title: 'River House', subtitle: 'North' }))
          .select(),
      );
      const report = await pushSite({
        source: { url: b.url, key: b.secretKey },
        target: { url: other.url, secretKey: other.secretKey },
        statePath: path.join(work, 'clash.json'),
      });
      expect(report.rows.Project!.failed).toEqual([
        expect.stringMatching(/already has the English address \/en\/ProjectsGallery\/River House-North/),
      ]);
      expect(report.rows.Client!.failed).toEqual([]);
    } finally {
      await other.stop();
    }
  });
});

describe('the demo content', () => {
  it('has its English words: every project, testimonial, image and studio text', async () => {
    const demo = await startApi({ seed: true });
    try {
      const rows = await snapshot(demo);
      const missing = (table: keyof typeof rows, columns: string[]) =>
        (rows[table] as Record<string, unknown>[]).filter((r) => columns.some((c) => r[c] === null));
      expect(rows.Project.length).toBeGreaterThan(0);
      expect(
        missing('Project', [
          'title_en',
          'subtitle_en',
          'description_en',
          'location_en',
          'render_description_en',
        ]),
      ).toEqual([]);
      expect(missing('Client', ['testimonial_en'])).toEqual([]);
      expect(missing('Render', ['description_en'])).toEqual([]);
      expect(missing('Blueprint', ['description_en'])).toEqual([]);
      expect(missing('Gallery', ['description_en'])).toEqual([]);
      const { data } = await demo.client().from('Studio').select('settings').single();
      const { en: stored, texts } = studioSettings(data?.settings);
      const en = studioEnglish(stored);
      expect(Object.keys(en.texts).sort()).toEqual(Object.keys(texts).sort());
      expect(en.founders.map((f) => Object.keys(f).sort())).toEqual([
        ['bio', 'role'],
        ['bio', 'role'],
      ]);
      expect(en.contactMessage && en.footerLead).toBeTruthy();
    } finally {
      await demo.stop();
    }
  });
});
