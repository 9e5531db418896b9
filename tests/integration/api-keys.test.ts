// The keys a Supabase project created today has — publishable (`sb_publishable_…`) and
// secret (`sb_secret_…`), opaque, not JWTs — on REST, Auth and Storage of the embedded backend,
// accepted exactly as Supabase's gateway accepts them, beside the legacy JWT keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  BROWSER_UA,
  BUCKET,
  keyClient,
  must,
  pngImage,
  raw,
  snapshot,
  startApi,
  storageState,
} from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi();
});
afterAll(() => b?.stop());

describe('the keys themselves', () => {
  it('are opaque sb_ keys, distinct from each other and from the legacy JWTs', () => {
    expect(b.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]{20,}$/);
    expect(b.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]{20,}$/);
    expect(b.publishableKey.split('.')).toHaveLength(1);
    expect(b.anonKey.split('.')).toHaveLength(3);
  });
});

describe('the publishable key', () => {
  it('REST: reads as anon; a write is refused with 42501 and changes nothing', async () => {
    const client = keyClient(b.url, b.publishableKey);
    must(await client.from('Project').select('id'));
    const before = await snapshot(b);
    const write = await client.from('Client').insert({ name: 'Intruso', testimonial: 'No' }).select();
    expect(write.status).toBe(401);
    expect(write.error).toMatchObject({ code: '42501' });
    expect(await snapshot(b)).toEqual(before);
  });

  it('Auth, REST and Storage: signed in, the user token decides (the administrator writes)', async () => {
    const client = keyClient(b.url, b.publishableKey);
    const { data, error } = await client.auth.signInWithPassword(b.admin);
    expect(error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(b.admin.email);
    const [row] = must(
      await client.from('Client').insert({ name: 'Con clave nueva', testimonial: 'Sí' }).select(),
    );
    expect(row!.name).toBe('Con clave nueva');
    const name = `${Date.now()}-clave-publicable.png`;
    must(await client.storage.from(BUCKET).upload(name, await pngImage(8, 8), { contentType: 'image/png' }));
    expect(data.session?.access_token).toBeTruthy();
    must(await client.storage.from(BUCKET).remove([name]));
    must(await client.from('Client').delete().eq('id', row!.id).select());
  });

  it('Storage: an anonymous upload is refused and leaves nothing behind', async () => {
    const before = await storageState(b);
    const { error } = await keyClient(b.url, b.publishableKey)
      .storage.from(BUCKET)
      .upload(`${Date.now()}-anon.png`, await pngImage(8, 8), { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await storageState(b)).toEqual(before);
  });

  it('Authorization: Bearer sb_… is accepted only when it equals apikey', async () => {
    const same = await raw(b, '/rest/v1/Project?select=id', { apikey: b.publishableKey });
    expect(same.status).toBe(200);
    const none = await raw(b, '/rest/v1/Project?select=id', { apikey: b.publishableKey, token: null });
    expect(none.status).toBe(200);
    for (const token of [b.secretKey, 'sb_publishable_otra-clave-de-otro-proyecto']) {
      for (const path of ['/rest/v1/Project?select=id', '/auth/v1/user', `/storage/v1/bucket/${BUCKET}`]) {
        const answer = await raw(b, path, { apikey: b.publishableKey, token });
        expect(answer.status, `${path} with Bearer ${token.slice(0, 12)}…`).toBe(401);
        expect(answer.json).toMatchObject({ message: 'Invalid API key' });
      }
    }
  });
});

describe('the secret key', () => {
  it('acts as service_role on REST and Storage from a server (no browser User-Agent)', async () => {
    const client = keyClient(b.url, b.secretKey);
    const [row] = must(await client.from('Client').insert({ name: 'Servidor', testimonial: 'Sí' }).select());
    const name = `${Date.now()}-clave-secreta.png`;
    must(await client.storage.from(BUCKET).upload(name, await pngImage(8, 8), { contentType: 'image/png' }));
    must(await client.storage.from(BUCKET).remove([name]));
    must(await client.from('Client').delete().eq('id', row!.id).select());
    // Auth takes it too (settings, and a sign-in).
    expect((await raw(b, '/auth/v1/settings', { apikey: b.secretKey })).status).toBe(200);
  });

  it('is refused with 401 on REST, Auth and Storage when the request comes from a browser', async () => {
    const before = { rows: await snapshot(b), bucket: await storageState(b) };
    const client = keyClient(b.url, b.secretKey, { 'User-Agent': BROWSER_UA });
    const read = await client.from('Project').select('id');
    expect(read.status).toBe(401);
    const write = await client.from('Client').insert({ name: 'Navegador', testimonial: 'No' });
    expect(write.status).toBe(401);
    const upload = await client.storage
      .from(BUCKET)
      .upload(`${Date.now()}-navegador.png`, await pngImage(8, 8), { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    for (const path of ['/rest/v1/Project?select=id', '/auth/v1/settings', `/storage/v1/bucket/${BUCKET}`]) {
      const answer = await raw(b, path, { apikey: b.secretKey, headers: { 'User-Agent': BROWSER_UA } });
      expect(answer.status, path).toBe(401);
      expect(answer.json, path).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
    }
    expect({ rows: await snapshot(b), bucket: await storageState(b) }).toEqual(before);
  });
});

describe('keys that are not the project’s', () => {
  it('an unknown sb_ key → 401 Invalid API key on every API', async () => {
    for (const apikey of ['sb_publishable_no-es-de-este-proyecto', 'sb_secret_no-es-de-este-proyecto']) {
      for (const path of [
        '/rest/v1/Project?select=id',
        '/auth/v1/settings',
        `/storage/v1/bucket/${BUCKET}`,
      ]) {
        const answer = await raw(b, path, { apikey });
        expect(answer.status, path).toBe(401);
        expect(answer.json).toMatchObject({ message: 'Invalid API key' });
      }
    }
  });

  it('the legacy anon and service_role keys keep working', async () => {
    must(await keyClient(b.url, b.anonKey).from('Project').select('id'));
    const [row] = must(
      await keyClient(b.url, b.serviceKey)
        .from('Client')
        .insert({ name: 'Legado', testimonial: 'Sí' })
        .select(),
    );
    must(await keyClient(b.url, b.serviceKey).from('Client').delete().eq('id', row!.id).select());
  });
});
