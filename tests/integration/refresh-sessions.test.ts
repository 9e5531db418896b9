// Refresh tokens like Supabase Auth (rotation, a 10 s reuse interval so two tabs stay
// signed in, reuse after it ends the whole session), access tokens of an ended session cannot
// write, and dead sessions and old revoked tokens are purged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeAuth, REVOKED_TOKEN_DAYS, SESSION_IDLE_DAYS } from '../../server/auth/purge';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, clientWithToken, must, pngImage, raw, signIn, signInAdmin, startApi } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi();
});

afterAll(() => b?.stop());

const refresh = (token: string) => b.client().auth.refreshSession({ refresh_token: token });

/** Makes the rotation of `token` look `seconds` old, as if the clock had moved on. */
async function ageRotation(token: string, seconds: number) {
  await b.backend.db.asOwner((tx) =>
    tx.query(
      `update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2) where token = $1`,
      [token, seconds],
    ),
  );
}

async function canWrite(accessToken: string): Promise<number> {
  const answer = await clientWithToken(b, accessToken)
    .from('Client')
    .insert({ name: 'Prueba de sesión', testimonial: 't' });
  return answer.status;
}

describe('reuse interval', () => {
  it('two tabs refreshing the same token at once both stay signed in, with the same new token', async () => {
    const { session } = await signInAdmin(b);
    const [one, two] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(one.error).toBeNull();
    expect(two.error).toBeNull();
    expect(two.data.session?.refresh_token).toBe(one.data.session?.refresh_token);
    // …and that token keeps working for both.
    expect((await refresh(one.data.session!.refresh_token)).error).toBeNull();
  });

  it('within 10 s, the parent of the active token answers the active token again', async () => {
    const { session } = await signInAdmin(b);
    const child = must(await refresh(session.refresh_token)).session!;
    await ageRotation(session.refresh_token, 8);
    const again = must(await refresh(session.refresh_token)).session!;
    expect(again.refresh_token).toBe(child.refresh_token);
    expect(await canWrite(again.access_token)).toBe(201);
  });
});

describe('reuse detection', () => {
  it('a token presented again after 10 s ends the session: the thief who refreshed first is signed out too', async () => {
    const { session } = await signInAdmin(b);
    const thief = must(await refresh(session.refresh_token)).session!;
    expect(await canWrite(thief.access_token)).toBe(201);
    await ageRotation(session.refresh_token, 11);

    const victim = await refresh(session.refresh_token);
    expect(victim.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The whole session is gone: the thief can neither refresh nor write with the access token still in hand.
    expect((await refresh(thief.refresh_token)).error).toMatchObject({ status: 400 });
    expect(await canWrite(thief.access_token)).toBe(401);
  });

  it('a grandparent token is reuse even within the interval', async () => {
    const { session } = await signInAdmin(b);
    const child = must(await refresh(session.refresh_token)).session!;
    const grandchild = must(await refresh(child.refresh_token)).session!;
    expect((await refresh(session.refresh_token)).error).toMatchObject({
      code: 'refresh_token_already_used',
    });
    expect((await refresh(grandchild.refresh_token)).error).not.toBeNull();
  });
});

describe('ended sessions cannot write', () => {
  it('after sign-out the access token is refused for REST and Storage writes, nothing changes', async () => {
    const { client, session } = await signInAdmin(b);
    expect(await canWrite(session.access_token)).toBe(201);
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const before = (await b.client().from('Client').select('id')).data!.length;

    const write = await raw(b, '/rest/v1/Client', {
      method: 'POST',
      token: session.access_token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Tras cerrar sesión', testimonial: 't' }),
    });
    expect(write.status).toBe(401);
    expect(write.json).toMatchObject({ code: 'PGRST301' });
    const upload = await clientWithToken(b, session.access_token)
      .storage.from(BUCKET)
      .upload(`sesion/${Date.now()}.png`, await pngImage(4, 4), { contentType: 'image/png' });
    expect(upload.error).toMatchObject({ statusCode: '403' });
    expect((await b.client().from('Client').select('id')).data!.length).toBe(before);
  });

  it('a password reset ends every session of that user', async () => {
    const email = 'restablecer@estudio.test';
    await b.createUser(email, 'clave-vieja-123', { admin: true });
    const { session } = await signIn(b, email, 'clave-vieja-123');
    expect(await canWrite(session.access_token)).toBe(201);
    await b.createUser(email, 'clave-nueva-456', { admin: true });
    expect(await canWrite(session.access_token)).toBe(401);
    expect((await refresh(session.refresh_token)).error).not.toBeNull();
  });
});

describe('purge', () => {
  it('removes revoked tokens older than the retention and sessions idle past the limit, and nothing live', async () => {
    const { session: idle } = await signInAdmin(b);
    const { session: live } = await signInAdmin(b);
    const rotated = must(await refresh(live.refresh_token)).session!;
    const { session: recentlyRevoked } = await signInAdmin(b);
    must(await refresh(recentlyRevoked.refresh_token));
    const db = b.backend.db;
    await db.asOwner(async (tx) => {
      // The idle session: created and last refreshed long ago.
      await tx.query(
        `update auth.sessions set created_at = now() - make_interval(days => $2)
          where id = (select session_id from auth.refresh_tokens where token = $1)`,
        [idle.refresh_token, SESSION_IDLE_DAYS + 1],
      );
      await tx.query(
        `update auth.refresh_tokens set updated_at = now() - make_interval(days => $2) where token = $1`,
        [idle.refresh_token, SESSION_IDLE_DAYS + 1],
      );
      // The live session's first token, revoked long ago.
      await tx.query(
        `update auth.refresh_tokens set updated_at = now() - make_interval(days => $2) where token = $1`,
        [live.refresh_token, REVOKED_TOKEN_DAYS + 1],
      );
    });
    const removed = await purgeAuth(db);
    expect(removed.sessions).toBe(1);
    expect(removed.tokens).toBeGreaterThanOrEqual(1);
    const left = async (token: string) =>
      (await db.asOwner((tx) => tx.query('select 1 from auth.refresh_tokens where token = $1', [token]))).rows
        .length;
    expect(await left(idle.refresh_token)).toBe(0);
    expect(await left(live.refresh_token)).toBe(0);
    expect(await left(recentlyRevoked.refresh_token)).toBe(1);
    expect((await refresh(rotated.refresh_token)).error).toBeNull();
    expect((await refresh(idle.refresh_token)).error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});
