// An account's user_metadata rides in every access token, so what a session may put there is
// bounded: in size (60 kB of it once made every token 80,718 characters and every request that
// carried one was reset, the one that would undo it included), and in who may change it (with a
// factor enrolled, a password alone — aal1 — changes nothing). Metadata stored over the bound
// before it existed cannot lock its account out: it stays out of the tokens, and
// `clear-user-metadata` empties it.
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/ops/admin-commands';
import type { TestBackend } from '../../harness/backend';
import { project, signIn, startApi } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi();
});
afterAll(() => b?.stop());

const stored = async (email: string) =>
  (
    await b.backend.db.asOwner((tx) =>
      tx.query<{ meta: Record<string, unknown> }>(
        'select raw_user_meta_data as meta from auth.users where email = $1',
        [email],
      ),
    )
  ).rows[0]!.meta;

describe('user_metadata through PUT /auth/v1/user', () => {
  it('is bounded: 60 kB is refused and changes nothing; what fits rides in a small token', async () => {
    const email = 'metadatos@estudio.test';
    await b.createUser(email, 'clave-metadatos-1');
    const { client } = await signIn(b, email, 'clave-metadatos-1');
    const huge = await client.auth.updateUser({ data: { notes: 'x'.repeat(60_000) } });
    expect(huge.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(huge.error?.message).toMatch(/4096 bytes/);
    expect(await stored(email)).toEqual({});

    const fits = await client.auth.updateUser({ data: { name: 'Alba', notes: 'y'.repeat(3000) } });
    expect(fits.error).toBeNull();
    // A second update that would take it over the bound is refused as a whole.
    const more = await client.auth.updateUser({ data: { more: 'z'.repeat(2000), name: 'Otra' } });
    expect(more.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await stored(email)).toEqual({ name: 'Alba', notes: 'y'.repeat(3000) });
    // A key given as null goes, as in Supabase Auth.
    expect((await client.auth.updateUser({ data: { notes: null } })).error).toBeNull();
    expect(await stored(email)).toEqual({ name: 'Alba' });

    const refreshed = await client.auth.refreshSession();
    const token = refreshed.data.session!.access_token;
    expect(decodeJwt(token).user_metadata).toEqual({ name: 'Alba' });
    expect(token.length).toBeLessThan(8192);
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('with a factor enrolled, a password-only (aal1) session cannot change it; aal2 can', async () => {
    const email = 'metadatos-aal@estudio.test';
    await b.createUser(email, 'clave-metadatos-2', { admin: true });
    const owner = await signIn(b, email, 'clave-metadatos-2');
    const enrolled = await owner.client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
    const code = new TOTP({
      secret: Secret.fromBase32(secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    }).generate();
    expect(
      (await owner.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code })).error,
    ).toBeNull();

    const stolen = await signIn(b, email, 'clave-metadatos-2');
    const refused = await stolen.client.auth.updateUser({ data: { owner: 'intruso' } });
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect(await stored(email)).toEqual({});
    // Both at once: refused as a whole, the password unchanged too.
    const both = await stolen.client.auth.updateUser({
      data: { owner: 'intruso' },
      password: 'clave-del-intruso-9',
      current_password: 'clave-metadatos-2',
    });
    expect(both.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    await signIn(b, email, 'clave-metadatos-2');

    expect((await owner.client.auth.updateUser({ data: { owner: 'Alba' } })).error).toBeNull();
    expect(await stored(email)).toEqual({ owner: 'Alba' });
  });
});

describe('an account whose metadata was stored over the bound before it existed', () => {
  it('still signs in and works with small tokens, may shrink it, and clear-user-metadata empties it', async () => {
    const email = 'metadatos-viejos@estudio.test';
    await b.createUser(email, 'clave-metadatos-3', { admin: true });
    const big = { notes: 'x'.repeat(60_000), name: 'Alba' };
    await b.backend.db.asOwner((tx) =>
      tx.query('update auth.users set raw_user_meta_data = $2::jsonb where email = $1', [
        email,
        JSON.stringify(big),
      ]),
    );
    const { client, session } = await signIn(b, email, 'clave-metadatos-3');
    expect(session.access_token.length).toBeLessThan(8192);
    expect(decodeJwt(session.access_token).user_metadata).toBeUndefined();
    // Every request with that token is served: the account, the API, a write.
    const user = await client.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.user_metadata).toEqual(big);
    const [row] = (
      await client
        .from('Project')
        .insert(project({ title: 'Con metadatos' }))
        .select()
    ).data!;
    expect(row).toBeDefined();
    // Shrinking is allowed even while still over the bound.
    expect((await client.auth.updateUser({ data: { name: null } })).error).toBeNull();
    expect(await stored(email)).toEqual({ notes: big.notes });

    const output = await runAdminCommand(
      { command: 'clear-user-metadata', email },
      b.backend.db,
      b.backend.disk,
    );
    expect(output).toMatch(/user_metadata emptied/);
    expect(await stored(email)).toEqual({});
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).user_metadata).toEqual({});
    expect(
      await runAdminCommand(
        { command: 'clear-user-metadata', email: 'nadie@estudio.test' },
        b.backend.db,
        b.backend.disk,
      ),
    ).toMatch(/no such account/);
  });
});
