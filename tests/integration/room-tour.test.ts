// A project's walk through its 360° renders (links between rooms, their places on a plano) and its
// render/photograph pairs: visitors read them, only administrators write them, a row naming what it
// may not is refused whole, the trash hides them while a room is in it and a restore brings them
// back, the purge takes them with the room, and push and a backup carry them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSite } from '../../server/ops/push';
import type { TestBackend } from '../../harness/backend';
import { must, project, restoredCopy, signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let visitor: Client;
let work: string;
let ids: {
  project: number;
  sala: number;
  cocina: number;
  bano: number;
  plain: number;
  photo: number;
  plano: number;
};

const url = (name: string) => `/storage/v1/object/public/Gallery/${name}`;

/** What a visitor reads of the project's tour: links as "from→to", spots and pairs. */
async function seen(client: Client, projectId = ids.project) {
  const links = must(
    await client.from('RoomLink').select('from_render, to_render').eq('id_project', projectId),
  );
  const spots = must(await client.from('RoomSpot').select('id_render').eq('id_project', projectId));
  const pairs = must(
    await client.from('RenderPair').select('id_render, id_photo').eq('id_project', projectId),
  );
  return {
    links: links.map((l) => `${l.from_render}→${l.to_render}`).sort(),
    spots: spots.map((s) => s.id_render).sort(),
    pairs: pairs.map((p) => `${p.id_render}|${p.id_photo}`),
  };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-tour-'));
  b = await startApi({ fresh: true });
  ({ client: admin } = await signInAdmin(b));
  visitor = b.client();
  const [p] = must(
    await admin
      .from('Project')
      .insert(project({ title: 'Casa', subtitle: 'Patio' }))
      .select(),
  );
  const room = async (name: string, panorama: boolean) =>
    must(
      await admin
        .from('Render')
        .insert({ id_project: p!.id, url: url(name), panorama })
        .select(),
    )[0]!.id;
  const sala = await room('sala.webp', true);
  const cocina = await room('cocina.webp', true);
  const bano = await room('bano.webp', true);
  const plain = await room('fachada.webp', false);
  const photo = await room('fachada-obra.webp', false);
  const [plano] = must(
    await admin
      .from('Blueprint')
      .insert({ id_project: p!.id, url: url('planta.webp') })
      .select(),
  );
  ids = { project: p!.id, sala, cocina, bano, plain, photo, plano: plano!.id };
  must(
    await admin
      .from('RoomLink')
      .insert([
        { id_project: p!.id, from_render: sala, to_render: cocina, yaw: 1.2, pitch: 0 },
        { id_project: p!.id, from_render: cocina, to_render: sala, yaw: -2, pitch: 0 },
        { id_project: p!.id, from_render: cocina, to_render: bano, yaw: 0.3, pitch: -0.1 },
        { id_project: p!.id, from_render: bano, to_render: cocina, yaw: 3, pitch: 0 },
      ])
      .select(),
  );
  must(
    await admin
      .from('RoomSpot')
      .insert([
        { id_project: p!.id, id_render: sala, id_blueprint: plano!.id, x: 0.2, y: 0.3, heading: 90 },
        { id_project: p!.id, id_render: bano, id_blueprint: plano!.id, x: 0.8, y: 0.6, heading: 270 },
      ])
      .select(),
  );
  must(
    await admin.from('RenderPair').insert({ id_project: p!.id, id_render: plain, id_photo: photo }).select(),
  );
});

afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('a walk through linked rooms', () => {
  it('is read by visitors and written by administrators only', async () => {
    const { sala, cocina, bano, plain, photo } = ids;
    expect(await seen(visitor)).toEqual({
      links: [`${bano}→${cocina}`, `${cocina}→${bano}`, `${cocina}→${sala}`, `${sala}→${cocina}`].sort(),
      spots: [sala, bano].sort(),
      pairs: [`${plain}|${photo}`],
    });
    const { client: user } = await signInNonAdmin(b);
    const forged = { id_project: ids.project, from_render: sala, to_render: bano, yaw: 0 };
    expect((await visitor.from('RoomLink').insert(forged)).error?.code).toBe('42501');
    expect((await user.from('RoomLink').insert(forged)).error?.code).toBe('42501');
    expect((await user.from('RenderPair').delete().eq('id_render', plain)).error?.code).toBe('42501');
    expect((await seen(visitor)).links).toHaveLength(4);
  });

  it('refuses a row naming what it may not, and writes nothing of a batch with one such row', async () => {
    const { sala, cocina, plain, photo, plano } = ids;
    const [other] = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Otra', subtitle: 'Obra' }))
        .select(),
    );
    const [elsewhere] = must(
      await admin
        .from('Render')
        .insert({ id_project: other!.id, url: url('otra.webp'), panorama: true })
        .select(),
    );
    const before = await seen(visitor);
    const refusals = [
      // a room of another project
      admin
        .from('RoomLink')
        .insert({ id_project: ids.project, from_render: sala, to_render: elsewhere!.id, yaw: 0 }),
      // an ordinary render is no room
      admin.from('RoomLink').insert({ id_project: ids.project, from_render: sala, to_render: plain, yaw: 0 }),
      // a door to itself, a yaw off the sphere
      admin.from('RoomLink').insert({ id_project: ids.project, from_render: sala, to_render: sala, yaw: 0 }),
      admin
        .from('RoomLink')
        .insert({ id_project: ids.project, from_render: cocina, to_render: sala, yaw: 9 }),
      // a plano of another project, a point off the plano
      admin
        .from('RoomSpot')
        .insert({ id_project: other!.id, id_render: elsewhere!.id, id_blueprint: plano, x: 0.5, y: 0.5 }),
      admin
        .from('RoomSpot')
        .insert({ id_project: ids.project, id_render: cocina, id_blueprint: plano, x: 1.5, y: 0.5 }),
      // a 360° render paired with a photograph; the photograph again in a second pair
      admin.from('RenderPair').insert({ id_project: ids.project, id_render: sala, id_photo: plain }),
      admin.from('RenderPair').insert({ id_project: ids.project, id_render: photo, id_photo: plain }),
      // a batch whose second row is wrong writes neither
      admin.from('RoomLink').insert([
        { id_project: ids.project, from_render: sala, to_render: ids.bano, yaw: 0, pitch: 0 },
        { id_project: ids.project, from_render: sala, to_render: plain, yaw: 0, pitch: 0 },
      ]),
    ];
    for (const answer of await Promise.all(refusals))
      expect(answer.error?.code, JSON.stringify(answer.error)).toMatch(/^(23514|23505)$/);
    expect(await seen(visitor)).toEqual(before);
  });

  it('loses a trashed room’s arrows and spot until it is restored, then the purge takes them with it', async () => {
    const { sala, cocina, bano } = ids;
    const trashed = must(
      await admin.from('Render').update({ deleted_at: new Date().toISOString() }).eq('id', bano).select(),
    );
    expect(trashed).toHaveLength(1);
    // Neither visitors nor the panel see a door into or out of the trash.
    for (const client of [visitor, admin])
      expect(await seen(client)).toMatchObject({
        links: [`${cocina}→${sala}`, `${sala}→${cocina}`].sort(),
        spots: [sala],
      });
    must(await admin.from('Render').update({ deleted_at: null }).eq('id', bano).select());
    expect((await seen(visitor)).links).toHaveLength(4);
    expect((await seen(visitor)).spots).toEqual([sala, bano].sort());

    // Deleted for good (the purge after 30 days): its links and spot go with it.
    must(await admin.from('Render').update({ deleted_at: new Date().toISOString() }).eq('id', bano).select());
    await b.backend.db.asOwner((tx) =>
      tx.query(`update public."Render" set deleted_at = now() - interval '31 days' where id = $1`, [bano]),
    );
    await b.backend.db.asOwner((tx) => tx.query('select private.purge_trash()'));
    const left = await b.backend.db.asOwner((tx) =>
      tx.query<{ n: number }>(
        `select (select count(*) from public."RoomLink" where $1 in (from_render, to_render))
         + (select count(*) from public."RoomSpot" where id_render = $1) as n`,
        [bano],
      ),
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  it('a render that stops being 360° is no room any more: its links and spot go', async () => {
    const [extra] = must(
      await admin
        .from('Render')
        .insert({ id_project: ids.project, url: url('patio.webp'), panorama: true })
        .select(),
    );
    must(
      await admin
        .from('RoomLink')
        .insert({ id_project: ids.project, from_render: ids.sala, to_render: extra!.id, yaw: 0 })
        .select(),
    );
    expect((await seen(visitor)).links).toContain(`${ids.sala}→${extra!.id}`);
    must(await admin.from('Render').update({ panorama: false }).eq('id', extra!.id).select());
    expect((await seen(visitor)).links).not.toContain(`${ids.sala}→${extra!.id}`);
  });

  it('travels with push (ids mapped on the target) and with a backup', async () => {
    const to = await startApi();
    try {
      // The target has rows of its own first, so ids differ on the two sides.
      const { client: there } = await signInAdmin(to);
      must(
        await there
          .from('Project')
          .insert(project({ title: 'Ajena', subtitle: 'Casa' }))
          .select(),
      );
      const report = await pushSite({
        source: { url: b.url, key: b.secretKey },
        target: { url: to.url, secretKey: to.secretKey },
        statePath: path.join(work, 'state.json'),
      });
      expect(report.rows.RoomLink?.failed).toEqual([]);
      expect(report.rows.RoomSpot?.failed).toEqual([]);
      expect(report.rows.RenderPair).toMatchObject({ inserted: 1, failed: [] });
      const names = async (t: TestBackend) => {
        const db = t.client(t.serviceKey);
        const renders = new Map(
          must(await db.from('Render').select('id, url')).map((r) => [r.id, r.url.split('/').pop()]),
        );
        const links = must(await db.from('RoomLink').select('from_render, to_render'));
        return links.map((l) => `${renders.get(l.from_render)}→${renders.get(l.to_render)}`).sort();
      };
      expect(await names(to)).toEqual(await names(b));
      expect(await names(to)).toEqual(['cocina.webp→sala.webp', 'sala.webp→cocina.webp']);
    } finally {
      await to.stop();
    }
    const copy = await restoredCopy(b, work);
    try {
      const visitorThere = copy.client();
      expect(await seen(visitorThere)).toEqual(await seen(visitor));
    } finally {
      await copy.stop();
    }
  });
});
