// Password sessions as supabase-js uses them (SPEC §7 Authentication, the Auth requests it sends):
// sign-in, wrong credentials, no sign-up, refresh-token rotation, sign-out, rate limit.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { clientWithToken, must, raw, signIn, signInAdmin, startApi } from './helpers';

let b: TestBackend;
/** A second backend whose sign-in limit is 3 attempts, refilled very slowly. */
let limited: TestBackend;

beforeAll(async () => {
  [b, limited] = await Promise.all([startApi(), startApi({ signInRate: { capacity: 3, perSecond: 0.01 } })]);
});

afterAll(() => Promise.all([b?.stop(), limited?.stop()]));

const INVALID_CREDENTIALS = {
  code: 400,
  error_code: 'invalid_credentials',
  msg: 'Invalid login credentials',
};

describe('sign in with email and password', () => {
  it('answers a session in Supabase Auth shape', async () => {
    const client = b.client();
    const { data, error } = await client.auth.signInWithPassword({
      email: b.admin.email,
      password: b.admin.password,
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.user).toMatchObject({
      id: expect.any(String),
      aud: 'authenticated',
      role: 'authenticated',
      email: b.admin.email,
    });
    expect(data.user).toEqual(session.user);

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: b.admin.email,
      session_id: expect.any(String),
    });
    expect(claims.exp! - claims.iat!).toBe(3600);

    // getSession reads what sign-in stored; getUser asks the server.
    expect((await client.auth.getSession()).data.session?.access_token).toBe(session.access_token);
    const user = await client.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user).toMatchObject({
      id: session.user.id,
      email: b.admin.email,
      app_metadata: expect.any(Object),
      user_metadata: expect.any(Object),
      created_at: expect.any(String),
    });
  });

  it('emails are matched regardless of case and surrounding spaces', async () => {
    const { data, error } = await b
      .client()
      .auth.signInWithPassword({ email: `  ${b.admin.email.toUpperCase()} `, password: b.admin.password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(b.admin.email);
  });

  it('announces the session to onAuthStateChange listeners, then the sign-out', async () => {
    const client = b.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    await client.auth.signInWithPassword(b.admin);
    await client.auth.signOut();
    expect(events).toContain('SIGNED_IN');
    expect(events.at(-1)).toBe('SIGNED_OUT');
  });

  it('a wrong password → 400 invalid_credentials "Invalid login credentials"', async () => {
    const { data, error } = await b
      .client()
      .auth.signInWithPassword({ email: b.admin.email, password: 'no-es-la-clave' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const answer = await raw(b, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: b.admin.email, password: 'no-es-la-clave', gotrue_meta_security: {} }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(INVALID_CREDENTIALS);
  });

  it('an unknown email gets the very same answer (no account enumeration)', async () => {
    const answer = await raw(b, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nadie@estudio.test', password: 'cualquiera-123' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(INVALID_CREDENTIALS);
  });

  it('sign-up is refused: 422 signup_disabled, and no account is created', async () => {
    const email = 'nuevo@estudio.test';
    const { data, error } = await b.client().auth.signUp({ email, password: 'clave-nueva-123' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    const { error: signInError } = await b
      .client()
      .auth.signInWithPassword({ email, password: 'clave-nueva-123' });
    expect(signInError).toMatchObject({ code: 'invalid_credentials' });
  });
});

describe('refresh tokens', () => {
  it('a refresh gives a new session of the same user; the new access token works for a write', async () => {
    const { session } = await signInAdmin(b);
    const { data, error } = await b.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    const renewed = data.session!;
    expect(renewed.refresh_token).not.toBe(session.refresh_token);
    expect(renewed.user.id).toBe(session.user.id);
    expect(decodeJwt(renewed.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    const write = await clientWithToken(b, renewed.access_token)
      .from('Client')
      .insert({ name: 'Renovada', testimonial: 'Sesión renovada' })
      .select();
    expect(write.status).toBe(201);
  });

  it('rotation: each refresh gives a new token; the newest keeps working', async () => {
    const { session } = await signInAdmin(b);
    const first = must(
      await b.client().auth.refreshSession({ refresh_token: session.refresh_token }),
    ).session!;
    expect(first.refresh_token).not.toBe(session.refresh_token);
    const second = await b.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(second.error).toBeNull();
    expect(second.data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(second.data.session?.user.id).toBe(session.user.id);
  });

  it('an unknown refresh token is refused', async () => {
    const { error } = await b.client().auth.refreshSession({ refresh_token: 'inventado-1234567890' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign out', () => {
  it('ends the session: its refresh token stops working and getUser fails', async () => {
    const { client, session } = await signInAdmin(b);
    expect((await b.client().auth.getUser(session.access_token)).error).toBeNull();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const refresh = await b.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.data.session).toBeNull();
    expect(refresh.error).toMatchObject({ status: 400 });

    // supabase-js reports a vanished session as AuthSessionMissingError; on the wire it is 403.
    const user = await b.client().auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const answer = await raw(b, '/auth/v1/user', { token: session.access_token });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ code: 403, error_code: 'session_not_found' });
  });

  it('the global scope ends every session of that user, not only the current one', async () => {
    const email = 'editora@estudio.test';
    await b.createUser(email, 'clave-editora-123', { admin: true });
    const laptop = await signIn(b, email, 'clave-editora-123');
    const phone = await signIn(b, email, 'clave-editora-123');
    expect((await laptop.client.auth.signOut()).error).toBeNull();
    expect(
      (await b.client().auth.refreshSession({ refresh_token: phone.session.refresh_token })).error,
    ).not.toBeNull();
  });

  it('signing out one user leaves the sessions of other users alone', async () => {
    const other = await signInAdmin(b);
    const email = 'otro-admin@estudio.test';
    await b.createUser(email, 'clave-otro-123', { admin: true });
    const leaving = await signIn(b, email, 'clave-otro-123');
    expect((await leaving.client.auth.signOut()).error).toBeNull();
    expect((await b.client().auth.getUser(other.session.access_token)).error).toBeNull();
    expect(
      (await b.client().auth.refreshSession({ refresh_token: other.session.refresh_token })).error,
    ).toBeNull();
  });
});

describe('sign-in rate limit', () => {
  it('after the burst, sign-in attempts get 429 over_request_rate_limit — even with the right password', async () => {
    const attempt = (password: string) =>
      limited.client().auth.signInWithPassword({ email: limited.admin.email, password });
    expect((await attempt('mala-1')).error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect((await attempt('mala-2')).error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect((await attempt(limited.admin.password)).error).toBeNull();
    const blocked = await attempt(limited.admin.password);
    expect(blocked.data.session).toBeNull();
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const answer = await raw(limited, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(limited.admin),
    });
    expect(answer.status).toBe(429);
    expect(answer.json).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
  });
});
