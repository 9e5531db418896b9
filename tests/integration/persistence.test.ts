// A restart loses nothing: rows, stored files, keys and sessions live in DATA_DIR.
// The backend is stopped (data kept) and started again on the same data dir, as `npm start`
// after a reboot would; clients keep the keys and tokens they already hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  BUCKET,
  clientWithToken,
  insertContent,
  must,
  pngImage,
  signIn,
  snapshot,
  startApi,
  signInAdmin,
} from './helpers';

// Not the harness's ADMIN: starting the harness (re)sets ADMIN's password, which ends its sessions.
const EDITOR = { email: 'editora@estudio.test', password: 'clave-editora-456' };
const FILE = '1700000000000-sala.png';

let b: TestBackend;
let dataDir: string;
let old: {
  publishableKey: string;
  secretKey: string;
  signingKids: string[];
  anonKey: string;
  serviceKey: string;
  rows: Awaited<ReturnType<typeof snapshot>>;
  file: Buffer;
  etag: string | null;
  accessToken: string;
  usedRefreshToken: string;
  refreshToken: string;
  userId: string;
};

beforeAll(async () => {
  const first = await startApi();
  dataDir = first.dataDir;
  const { client: admin } = await signInAdmin(first);
  await insertContent(admin);
  const file = await pngImage(400, 300);
  must(await admin.storage.from(BUCKET).upload(FILE, file, { contentType: 'image/png' }));
  await first.createUser(EDITOR.email, EDITOR.password, { admin: true });
  const editor = await signIn(first, EDITOR.email, EDITOR.password);
  // Rotate once before the restart: the used token must stay used afterwards.
  const rotated = must(
    await first.client().auth.refreshSession({ refresh_token: editor.session.refresh_token }),
  ).session!;
  const served = await fetch(first.client().storage.from(BUCKET).getPublicUrl(FILE).data.publicUrl);
  old = {
    publishableKey: first.publishableKey,
    secretKey: first.secretKey,
    signingKids: first.backend.keys.signingKeys.map((k) => k.kid),
    anonKey: first.anonKey,
    serviceKey: first.serviceKey,
    rows: await snapshot(first),
    file,
    etag: served.headers.get('etag'),
    accessToken: rotated.access_token,
    usedRefreshToken: editor.session.refresh_token,
    refreshToken: rotated.refresh_token,
    userId: rotated.user.id,
  };
  await first.stop({ keepData: true });
  b = await startApi({ dataDir });
});

afterAll(() => b?.stop());

describe('after a restart on the same data dir', () => {
  it('the keys are the same, so clients built with the old publishable or anon key keep working', async () => {
    expect(b.dataDir).toBe(dataDir);
    expect(b.publishableKey).toBe(old.publishableKey);
    expect(b.secretKey).toBe(old.secretKey);
    expect(b.backend.keys.signingKeys.map((k) => k.kid)).toEqual(old.signingKids);
    expect((await b.client(old.publishableKey).from('Project').select('*')).status).toBe(200);
    expect(b.anonKey).toBe(old.anonKey);
    expect(b.serviceKey).toBe(old.serviceKey);
    const answer = await clientWithToken(b, old.anonKey, old.anonKey).from('Project').select('*');
    expect(answer.status).toBe(200);
  });

  it('every row of the five tables is there, unchanged', async () => {
    expect(old.rows.Project.length).toBeGreaterThan(0);
    expect(await snapshot(b)).toEqual(old.rows);
  });

  it('the stored file is served byte-identical, with the same type and ETag', async () => {
    const res = await fetch(b.client().storage.from(BUCKET).getPublicUrl(FILE).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('etag')).toBe(old.etag);
    expect(Buffer.from(await res.arrayBuffer()).equals(old.file)).toBe(true);
  });

  it('the access token issued before the restart still works for a write', async () => {
    const client = clientWithToken(b, old.accessToken);
    const answer = await client
      .from('Client')
      .insert({ name: 'Tras reinicio', testimonial: 'La sesión sigue viva.' })
      .select();
    expect(answer.status).toBe(201);
    expect(must(await b.client().from('Client').select('*').eq('name', 'Tras reinicio'))).toHaveLength(1);
  });

  it('the session survives: getUser answers the same user', async () => {
    const { data, error } = await b.client().auth.getUser(old.accessToken);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: old.userId, email: EDITOR.email });
  });

  it('refresh tokens keep their state: the current one works, the used one stays refused', async () => {
    const { data, error } = await b.client().auth.refreshSession({ refresh_token: old.refreshToken });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(old.userId);
    // Two rotations old now, so no reuse interval applies: presenting it is reuse (and ends that session).
    const reused = await b.client().auth.refreshSession({ refresh_token: old.usedRefreshToken });
    expect(reused.error).toMatchObject({ code: 'refresh_token_already_used' });
  });

  it('new rows continue the id sequence instead of colliding with the old ones', async () => {
    const { client } = await signInAdmin(b);
    const maxId = Math.max(...(old.rows.Project as { id: number }[]).map((p) => p.id));
    const inserted = must(
      await client
        .from('Project')
        .insert({
          title: 'Nuevo',
          subtitle: 'Tras reinicio',
          description: 'd',
          year: '2025',
          location: 'Lima',
          type: 'Comercial',
        })
        .select()
        .single(),
    );
    expect(inserted.id).toBeGreaterThan(maxId);
  });

  it('writes made after the restart survive the next restart too', async () => {
    const { client } = await signInAdmin(b);
    const file = await pngImage(50, 50);
    must(
      await client.storage
        .from(BUCKET)
        .upload('1700000000001-segundo.png', file, { contentType: 'image/png' }),
    );
    must(await client.storage.from(BUCKET).remove([FILE]));
    const rows = await snapshot(b);

    await b.stop({ keepData: true });
    b = await startApi({ dataDir });

    expect(await snapshot(b)).toEqual(rows);
    const kept = await fetch(
      b.client().storage.from(BUCKET).getPublicUrl('1700000000001-segundo.png').data.publicUrl,
    );
    expect(Buffer.from(await kept.arrayBuffer()).equals(file)).toBe(true);
    expect((await fetch(b.client().storage.from(BUCKET).getPublicUrl(FILE).data.publicUrl)).status).toBe(404);
  });
});
