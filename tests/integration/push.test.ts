// `push` copies one embedded site into a second, fresh Supabase-compatible backend
// (standing in for a hosted project) through supabase-js: the second serves the same content
// from its own URLs, and a second push changes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite, type PushOptions } from '../../server/ops/push';
import type { TestBackend } from '../../harness/backend';
import {
  BUCKET,
  insertContent,
  must,
  pngImage,
  project,
  raw,
  signInAdmin,
  snapshot,
  startApi,
  TABLES,
} from './helpers';

let from: TestBackend;
let to: TestBackend;
let work: string;
let options: PushOptions;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-push-'));
  [from, to] = await Promise.all([startApi(), startApi()]);
  const { client: admin } = await signInAdmin(from);
  await insertContent(admin);
  // A project whose cover is a real stored file, referenced by its absolute public URL.
  must(
    await admin.storage
      .from(BUCKET)
      .upload('portadas/casa.png', await pngImage(800, 600), { contentType: 'image/png' }),
  );
  const cover = admin.storage.from(BUCKET).getPublicUrl('portadas/casa.png').data.publicUrl;
  // The cover's phone-width copy, recorded in its widths map, travels with it.
  must(
    await admin.storage
      .from(BUCKET)
      .upload('portadas/casa.480.png', await pngImage(480, 360), { contentType: 'image/png' }),
  );
  const narrow = admin.storage.from(BUCKET).getPublicUrl('portadas/casa.480.png').data.publicUrl;
  const { data } = await admin.from('Project').select('id').limit(1).single();
  must(
    await admin
      .from('Project')
      .update({ render: cover, render_widths: { '480': narrow } })
      .eq('id', data!.id)
      .select(),
  );
  must(await admin.from('Gallery').insert({ url: cover }).select());
  options = {
    source: { url: from.url, key: from.secretKey },
    target: { url: to.url, secretKey: to.secretKey },
    statePath: path.join(work, 'state.json'),
  };
});

afterAll(async () => {
  await Promise.all([from?.stop(), to?.stop()]);
  await rm(work, { recursive: true, force: true });
});

/** Rows without ids, project references resolved to titles, URLs relative to their own site. */
async function content(b: TestBackend) {
  const rows = await snapshot(b);
  const titles = new Map((rows.Project as { id: number; title: string }[]).map((p) => [p.id, p.title]));
  const clean = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => k !== 'id')
        .map(([k, v]) => [
          k,
          k === 'id_project'
            ? titles.get(v as number)
            : typeof v === 'string'
              ? v.replace(b.url, '')
              : // A JSON column (a widths map) holds URLs too.
                v !== null && typeof v === 'object'
                ? (JSON.parse(JSON.stringify(v).replaceAll(b.url, '')) as unknown)
                : v,
        ]),
    );
  return Object.fromEntries(TABLES.map((t) => [t, (rows[t] as Record<string, unknown>[]).map(clean)]));
}

describe('push to a fresh backend', () => {
  it('a dry run reports what it would copy and writes nothing', async () => {
    const report = await pushSite({ ...options, dryRun: true, statePath: path.join(work, 'dry.json') });
    expect(report.files.copied).toBe(2);
    expect(report.rows.Project!.inserted).toBeGreaterThan(0);
    expect(await content(to)).toEqual(Object.fromEntries(TABLES.map((t) => [t, []])));
  });

  it('copies every row and file; the target serves the same content from its own URLs', async () => {
    const report = await pushSite(options);
    expect(report.files).toMatchObject({ copied: 2, skipped: 0 });
    // insertContent's media rows name files that were never uploaded: reported, not invented.
    expect(report.files.failed).toHaveLength(4);
    for (const failure of report.files.failed) expect(failure).toMatch(/local file answered 404/);
    for (const r of Object.values(report.rows)) expect(r.failed).toEqual([]);
    expect(await content(to)).toEqual(await content(from));
    const cover = (await snapshot(to)).Project.map((p) => (p as { render: string | null }).render).find((r) =>
      r?.includes('portadas'),
    )!;
    expect(cover.startsWith(to.url)).toBe(true);
    const [mine, theirs] = await Promise.all([
      fetch(from.client().storage.from(BUCKET).getPublicUrl('portadas/casa.png').data.publicUrl).then((r) =>
        r.arrayBuffer(),
      ),
      fetch(cover).then((r) => r.arrayBuffer()),
    ]);
    expect(Buffer.from(theirs).equals(Buffer.from(mine))).toBe(true);
    // The rendition's URL points at the target too, and the target serves the same bytes.
    const widths = (await snapshot(to)).Project.map(
      (p) => (p as { render_widths: Record<string, string> | null }).render_widths,
    ).find(Boolean)!;
    expect(
      widths['480']!.startsWith(`${to.url}/storage/v1/object/public/${BUCKET}/portadas/casa.480.png`),
    ).toBe(true);
    const [mineNarrow, theirsNarrow] = await Promise.all([
      fetch(from.client().storage.from(BUCKET).getPublicUrl('portadas/casa.480.png').data.publicUrl).then(
        (r) => r.arrayBuffer(),
      ),
      fetch(widths['480']!).then((r) => r.arrayBuffer()),
    ]);
    expect(Buffer.from(theirsNarrow).equals(Buffer.from(mineNarrow))).toBe(true);
  });

  it('a second push changes nothing', async () => {
    const before = await snapshot(to);
    const report = await pushSite(options);
    expect(report.files).toMatchObject({ copied: 0, skipped: 2 });
    for (const r of Object.values(report.rows))
      expect([r.inserted, r.updated, r.failed.length]).toEqual([0, 0, 0]);
    expect(await snapshot(to)).toEqual(before);
  });

  it('an edit made locally afterwards is carried over as an update, not a duplicate', async () => {
    const { client: admin } = await signInAdmin(from);
    const { data } = await admin.from('Client').select('id').limit(1).single();
    must(
      await admin
        .from('Client')
        .update({ testimonial: 'Actualizado después del primer envío' })
        .eq('id', data!.id)
        .select(),
    );
    const report = await pushSite(options);
    expect(report.rows.Client).toMatchObject({ inserted: 0, updated: 1 });
    expect(await content(to)).toEqual(await content(from));
  });
});

// The order the studio set and the images' descriptions travel; a project whose address
// the target already uses is a failed row with its reason, and the push goes on with the rest.
describe('push carries order and descriptions, and reports an address clash', () => {
  const order = async (b: TestBackend) =>
    must(await b.client().from('Project').select('title, position').order('position')).map((p) => p.title);

  it('a reorder and new descriptions made locally arrive as they are; a second push writes nothing', async () => {
    const { client: admin } = await signInAdmin(from);
    const projects = must(await admin.from('Project').select('*').order('position'));
    const last = projects[projects.length - 1]!;
    must(
      await admin
        .from('Project')
        .update({ position: 1, render_description: 'Patio interior' })
        .eq('id', last.id)
        .select(),
    );
    const report = await pushSite(options);
    for (const r of Object.values(report.rows)) expect(r.failed).toEqual([]);
    expect(await order(to)).toEqual(await order(from));
    expect(await order(to)).toEqual([last.title, ...projects.slice(0, -1).map((p) => p.title)]);
    expect(await content(to)).toEqual(await content(from));
    const again = await pushSite(options);
    for (const r of Object.values(again.rows))
      expect([r.inserted, r.updated, r.failed.length]).toEqual([0, 0, 0]);
  });

  it('a project whose address the target already uses fails with the reason; the others still arrive', async () => {
    const [other] = await Promise.all([startApi()]);
    try {
      const { client: theirs } = await signInAdmin(other!);
      // "Casa" + "Río-Norte" and the local "Casa Río" + "Norte-Sur" differ; this one clashes:
      must(
        await theirs
          .from('Project')
          .insert(project({ title: 'Casa Río', subtitle: 'Norte-Sur' }))
          .select(),
      );
      const report = await pushSite({
        ...options,
        target: { url: other!.url, secretKey: other!.secretKey },
        statePath: path.join(work, 'clash.json'),
      });
      expect(report.rows.Project!.failed).toHaveLength(1);
      expect(report.rows.Project!.failed[0]).toMatch(
        /already has the address \/ProjectsGallery\/Casa Río-Norte-Sur/,
      );
      const local = must(await from.client().from('Project').select('id'));
      expect(report.rows.Project!.inserted).toBe(local.length - 1);
      // Its renders cannot follow it; everything else arrived.
      expect(report.rows.Client!.failed).toEqual([]);
      expect(report.rows.Render!.failed.every((f) => /was not copied/.test(f))).toBe(true);
      expect(must(await other!.client().from('Project').select('id'))).toHaveLength(local.length);
    } finally {
      await other?.stop();
    }
  });
});

describe('push carries the trash and the settings history', () => {
  it('a trashed project arrives trashed (hidden from visitors) with its renders; the kept settings versions arrive', async () => {
    const { client: admin } = await signInAdmin(from);
    const [trashed] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'En papelera', subtitle: 'Uno' }))
        .select(),
    );
    must(
      await admin
        .from('Render')
        .insert({ id_project: trashed!.id, url: '/storage/v1/object/public/Gallery/papelera.webp' })
        .select(),
    );
    must(
      await admin
        .from('Project')
        .update({ deleted_at: new Date().toISOString() })
        .eq('id', trashed!.id)
        .select(),
    );
    must(
      await admin
        .from('Studio')
        .insert({ id: 1, settings: { city: 'Lima' } })
        .select(),
    );
    must(
      await admin
        .from('Studio')
        .update({ settings: { city: 'Quito' } })
        .eq('id', 1)
        .select(),
    );

    const report = await pushSite(options);
    expect(Object.values(report.rows).flatMap((r) => r.failed)).toEqual([]);
    const service = to.client(to.serviceKey);
    const there = must(await service.from('Project').select('id, deleted_at').eq('title', 'En papelera'));
    expect(there).toHaveLength(1);
    expect(there[0]!.deleted_at).not.toBeNull();
    const renders = must(await service.from('Render').select('deleted_at').eq('id_project', there[0]!.id));
    expect(renders.map((r) => r.deleted_at !== null)).toEqual([true]);
    expect(must(await to.client().from('Project').select('id').eq('title', 'En papelera'))).toEqual([]);
    const versions = must(await service.from('StudioVersion').select('settings'));
    expect(versions.map((v) => v.settings)).toContainEqual({ city: 'Lima' });
    // Live projects keep their order 1…n there.
    const live = must(await to.client().from('Project').select('position').order('position'));
    expect(live.map((p) => p.position)).toEqual(live.map((_, i) => i + 1));
  });
});

// The visit counts travel. The target may already count its own visitors, so push adds
// what was counted here since the last push: never twice, and never over the target's own.
describe('push carries the visit counts', () => {
  const BROWSER =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  /** A visitor's page view, as the site's beacon sends it; each visitor has its own browser. */
  const view = async (b: TestBackend, page: string, project: number | null, visitor: string) => {
    const answer = await raw(b, '/rest/v1/rpc/count_visit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `${BROWSER} ${visitor}` },
      body: JSON.stringify({ kind: 'view', page, project }),
    });
    expect(answer.json).toBe(true);
  };
  /** What an administrator of `b` reads, each count's project named by its title. */
  const counts = async (b: TestBackend) => {
    const { client } = await signInAdmin(b);
    const titles = new Map(
      must(await client.from('Project').select('id, title')).map((p) => [p.id as number, p.title as string]),
    );
    return must(await client.from('DailyCount').select('page, project, count').order('page')).map((c) => ({
      ...c,
      project: c.project === null ? null : titles.get(c.project as number),
    }));
  };

  it('a count made here is read by an administrator there; a second push adds nothing, a later one only the new visits', async () => {
    const { client: admin } = await signInAdmin(from);
    const shown = must(await admin.from('Project').select('id, title').order('id').limit(1).single());
    await view(from, '/ProjectsGallery/casa', shown.id as number, 'ana');
    await view(from, '/ProjectsGallery/casa', shown.id as number, 'beto');
    await view(from, '/WhoWeAre', null, 'ana');

    const first = await pushSite(options);
    expect(first.rows.DailyCount).toEqual({ inserted: 2, updated: 0, skipped: 0, failed: [] });
    const expected = [
      { page: '/ProjectsGallery/casa', project: shown.title, count: 2 },
      { page: '/WhoWeAre', project: null, count: 1 },
    ];
    expect(await counts(to)).toEqual(expected);

    const again = await pushSite(options);
    expect(again.rows.DailyCount).toEqual({ inserted: 0, updated: 0, skipped: 2, failed: [] });
    expect(await counts(to)).toEqual(expected);

    // The target counts a visitor of its own, and one more visits here: both stay, once each.
    await view(to, '/WhoWeAre', null, 'carla');
    await view(from, '/WhoWeAre', null, 'dora');
    const later = await pushSite(options);
    expect(later.rows.DailyCount).toMatchObject({ inserted: 0, updated: 1, failed: [] });
    expect(await pushSite(options).then((r) => r.rows.DailyCount!.updated)).toBe(0);
    expect(await counts(to)).toEqual([expected[0], { page: '/WhoWeAre', project: null, count: 3 }]);
  });
});
