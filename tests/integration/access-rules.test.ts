// The access rules of supabase/migrations, as a client meets them: visitors and signed-in users
// who are not administrators read everything and change nothing — no row, no file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeAdmin } from '../../server/auth/users';
import type { TestBackend } from '../../harness/backend';
import {
  BUCKET,
  TABLES,
  insertContent,
  must,
  pngImage,
  postWithoutFullBody,
  project,
  raw,
  signIn,
  signInAdmin,
  signInNonAdmin,
  snapshot,
  startApi,
  storageState,
  type Client,
  type Content,
  type TableName,
} from './helpers';

let b: TestBackend;
let admin: Client;
let content: Content;
let actors: Record<'anon' | 'nonAdmin', Client>;
let nonAdminToken: string;
const STORED = '1700000000000-fachada.png';
let storedBytes: Buffer;

beforeAll(async () => {
  b = await startApi();
  admin = (await signInAdmin(b)).client;
  content = await insertContent(admin);
  storedBytes = await pngImage(64, 48);
  must(await admin.storage.from(BUCKET).upload(STORED, storedBytes, { contentType: 'image/png' }));
  const nonAdmin = await signInNonAdmin(b);
  nonAdminToken = nonAdmin.session.access_token;
  actors = { anon: b.client(), nonAdmin: nonAdmin.client };
});

afterAll(() => b?.stop());

/** A valid new row and a valid change for each table: only the caller's rights are wrong. */
function payloads(table: TableName): {
  insert: Record<string, unknown>;
  update: Record<string, unknown>;
  id: number;
} {
  const p = content.projects[0]!;
  switch (table) {
    case 'Project':
      return { insert: project({ title: 'Intruso' }), update: { title: 'Pintado' }, id: p.id };
    case 'Client':
      return {
        insert: { name: 'Falso', testimonial: 'Reseña falsa' },
        update: { testimonial: 'Cambiado' },
        id: content.clients[0]!.id,
      };
    case 'Gallery':
      return {
        insert: { url: '/malicioso.webp' },
        update: { url: '/otro.webp' },
        id: content.gallery[0]!.id,
      };
    case 'Render':
      return {
        insert: { id_project: p.id, url: '/malicioso.webp' },
        update: { url: '/otro.webp' },
        id: content.renders[0]!.id,
      };
    case 'Blueprint':
      return {
        insert: { id_project: p.id, url: '/malicioso.webp' },
        update: { url: '/otro.webp' },
        id: content.blueprints[0]!.id,
      };
  }
}

// What each actor is told, always 42501. Visitors lack the privilege outright (401, as PostgREST
// answers the anon role); a signed-in non-administrator is refused by the migrations' check
// (403), so the panel can tell a refused write from one that succeeded.
const EXPECTED = {
  anon: { status: 401, message: (table: string) => `permission denied for table ${table}` },
  nonAdmin: {
    status: 403,
    message: (table: string) => `permission denied: only administrators may change ${table}`,
  },
} as const;

describe.each(['anon', 'nonAdmin'] as const)('%s writes to the tables', (who) => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeEach(async () => {
    before = await snapshot(b);
  });

  describe.each(TABLES)('%s', (table) => {
    it('insert is refused and adds no row', async () => {
      const answer = await actors[who]
        .from(table)
        .insert(payloads(table).insert as never)
        .select();
      expect(answer.status).toBe(EXPECTED[who].status);
      expect(answer.data).toBeNull();
      expect(answer.error).toMatchObject({ code: '42501', message: EXPECTED[who].message(table) });
      expect(await snapshot(b)).toEqual(before);
    });

    it('a bulk insert is refused and adds no row', async () => {
      const row = payloads(table).insert;
      const answer = await actors[who]
        .from(table)
        .insert([row, row] as never)
        .select();
      expect(answer.status).toBe(EXPECTED[who].status);
      expect(answer.error).toMatchObject({ code: '42501' });
      expect(await snapshot(b)).toEqual(before);
    });

    it('update by id (returning the row) changes nothing', async () => {
      const { update, id } = payloads(table);
      const answer = await actors[who]
        .from(table)
        .update(update as never)
        .eq('id', id)
        .select();
      expect(answer.status).toBe(EXPECTED[who].status);
      expect(answer.data).toBeNull();
      expect(answer.error).toMatchObject({ code: '42501', message: EXPECTED[who].message(table) });
      expect(await snapshot(b)).toEqual(before);
    });

    it('update by id (no representation, like the cover/video update) changes nothing', async () => {
      const { update, id } = payloads(table);
      const answer = await actors[who]
        .from(table)
        .update(update as never)
        .eq('id', id);
      expect(answer.status).toBe(EXPECTED[who].status);
      expect(answer.error).toMatchObject({ code: '42501' });
      expect(await snapshot(b)).toEqual(before);
    });

    it('delete by id removes nothing', async () => {
      const answer = await actors[who].from(table).delete().eq('id', payloads(table).id);
      expect(answer.status).toBe(EXPECTED[who].status);
      expect(answer.error).toMatchObject({ code: '42501', message: EXPECTED[who].message(table) });
      expect(await snapshot(b)).toEqual(before);
    });
  });
});

describe.each(['anon', 'nonAdmin'] as const)('%s writes to the bucket', (who) => {
  let before: Awaited<ReturnType<typeof storageState>>;
  const publicUrl = () => b.client().storage.from(BUCKET).getPublicUrl(STORED).data.publicUrl;

  beforeEach(async () => {
    before = await storageState(b);
    expect(before.rows.map((r) => r.name)).toEqual([STORED]);
  });

  async function expectBucketUnchanged(): Promise<void> {
    expect(await storageState(b)).toEqual(before);
    const served = await fetch(publicUrl());
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(storedBytes)).toBe(true);
  }

  it('upload of a new file is refused (403) and leaves no row and no file', async () => {
    const name = '1700000000001-intruso.png';
    const { data, error } = await actors[who].storage
      .from(BUCKET)
      .upload(name, await pngImage(10, 10), { contentType: 'image/png' });
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    await expectBucketUnchanged();
    expect((await fetch(b.client().storage.from(BUCKET).getPublicUrl(name).data.publicUrl)).status).toBe(404);
  });

  it('a refused upload is answered at once, before its body is read (as Supabase asks the policies first)', async () => {
    // Declares 20 MiB and sends 1 KiB: a server that reads the body before asking the policies
    // never answers, and a visitor could make it write 50 MiB to disk before being refused.
    const token = who === 'anon' ? b.anonKey : nonAdminToken;
    const answer = await postWithoutFullBody(
      `${b.url}/storage/v1/object/${BUCKET}/1700000000002-grande.mp4`,
      { apikey: b.anonKey, authorization: `Bearer ${token}`, 'content-type': 'video/mp4' },
      20 * 1024 * 1024,
      1024,
    );
    expect(answer).not.toBe('no answer');
    if (answer === 'no answer') return;
    // As Storage's error handler sends it: HTTP 400, the 403 in the body.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    await expectBucketUnchanged();
  });

  it('upload with upsert over an existing file is refused and the file keeps its bytes', async () => {
    const { error } = await actors[who].storage
      .from(BUCKET)
      .upload(STORED, Buffer.from('otra cosa'), { contentType: 'image/png', upsert: true });
    expect(error).toMatchObject({ statusCode: '403' });
    await expectBucketUnchanged();
  });

  it('update (PUT) of an existing file is refused and the file keeps its bytes', async () => {
    const { error } = await actors[who].storage
      .from(BUCKET)
      .update(STORED, Buffer.from('otra cosa'), { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '403' });
    await expectBucketUnchanged();
  });

  it('remove of an existing file is refused and removes nothing', async () => {
    const { data, error } = await actors[who].storage.from(BUCKET).remove([STORED]);
    // The policies alone would hide the object from the delete and report nothing removed, with
    // no error for the panel to show; the storage trigger refuses the delete outright instead.
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '403', message: 'permission denied: only administrators may change objects' });
    await expectBucketUnchanged();
  });
});

describe('administrators and nothing else', () => {
  it('the list of administrators is not reachable through the API', async () => {
    const { session } = await signInNonAdmin(b);
    const asTable = await raw(b, '/rest/v1/administrators?select=*', { token: session.access_token });
    expect(asTable.status).toBe(404);
    expect(asTable.json).toMatchObject({ code: 'PGRST205' });
    for (const schema of ['private', 'auth', 'storage']) {
      const read = await raw(b, '/rest/v1/administrators?select=*', {
        token: session.access_token,
        headers: { 'Accept-Profile': schema },
      });
      expect(read.status).toBe(406);
      expect(read.json).toMatchObject({ code: 'PGRST106' });
      const write = await raw(b, '/rest/v1/administrators', {
        method: 'POST',
        token: session.access_token,
        headers: { 'Content-Profile': schema, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id: session.user.id }),
      });
      expect(write.status).toBe(406);
    }
    // Still not an administrator: a write is refused.
    const { client } = await signInNonAdmin(b);
    expect(
      (await client.from('Client').insert({ name: 'X', testimonial: 'Y' }).select()).error,
    ).toMatchObject({ code: '42501' });
  });

  it('an administrator who is removed from the list can no longer write, with the same session', async () => {
    const email = 'ex-admin@estudio.test';
    await b.createUser(email, 'clave-temporal-789', { admin: true });
    const { client } = await signIn(b, email, 'clave-temporal-789');
    const allowed = must(
      await client.from('Client').insert({ name: 'Antes', testimonial: 'Podía escribir' }).select().single(),
    );
    await removeAdmin(b.backend.db, email);
    const before = await snapshot(b);
    const refused = await client.from('Client').insert({ name: 'Después', testimonial: 'Ya no' }).select();
    expect(refused.status).toBe(403);
    expect((await client.from('Client').delete().eq('id', allowed.id)).status).toBe(403);
    expect(await snapshot(b)).toEqual(before);
    must(await admin.from('Client').delete().eq('id', allowed.id).select());
  });

  it('under concurrent requests each caller keeps its own rights (one role never leaks into another)', async () => {
    const before = await snapshot(b);
    const row = (who: string, i: number) => ({ name: `${who} ${i}`, testimonial: 'concurrente' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => [
        admin.from('Client').insert(row('admin', i)).select(),
        actors.anon.from('Client').insert(row('anon', i)).select(),
        actors.nonAdmin.from('Client').insert(row('nonAdmin', i)).select(),
        fetch(b.client().storage.from(BUCKET).getPublicUrl(STORED).data.publicUrl).then((r) => r.status),
      ]).flat(),
    );
    const statuses = answers.map((a) => (typeof a === 'number' ? a : a.status));
    expect(statuses).toEqual(Array.from({ length: 8 }, () => [201, 401, 403, 200]).flat());
    const after = must(await b.client().from('Client').select('*').eq('testimonial', 'concurrente'));
    expect(after.map((r) => r.name).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `admin ${i}`).sort());
    must(await admin.from('Client').delete().eq('testimonial', 'concurrente').select());
    expect(await snapshot(b)).toEqual(before);
  });
});
