// The account's own doors through supabase-js against the embedded backend — password
// change with the current password, administrators named and removed by the database's
// functions, TOTP two-step sign-in (codes computed by a real TOTP library) and what a password
// alone may no longer do once a factor is verified.
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/ops/admin-commands';
import type { TestBackend } from '../../harness/backend';
import { type Client, project, signIn, signInAdmin, signInNonAdmin, startApi } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi({ mfaRate: { capacity: 3, perSecond: 0.001 } });
});
afterAll(() => b?.stop());

const codeFor = (secret: string, offsetS = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetS * 1000,
  });

/** Enrolls a TOTP factor and verifies it (the aal2 session is left on `client`). */
async function enrollTotp(client: Client): Promise<{ factorId: string; secret: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Teléfono' });
  expect(enrolled.error).toBeNull();
  const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) });
  expect(verified.error).toBeNull();
  return { factorId, secret: totp.secret };
}

describe('password change (PUT /auth/v1/user)', () => {
  it('needs the current password, follows the strength rule and ends the other sessions', async () => {
    const email = 'cambio@estudio.test';
    await b.createUser(email, 'primera-clave-1', { admin: true });
    const here = await signIn(b, email, 'primera-clave-1');
    const elsewhere = await signIn(b, email, 'primera-clave-1');

    const missing = await here.client.auth.updateUser({ password: 'segunda-clave-2' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await here.client.auth.updateUser({
      password: 'segunda-clave-2',
      current_password: 'no-es-esta',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    const weak = await here.client.auth.updateUser({
      password: 'corta',
      current_password: 'primera-clave-1',
    });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    // Nothing changed so far: the old password still signs in.
    await signIn(b, email, 'primera-clave-1');

    const changed = await here.client.auth.updateUser({
      password: 'segunda-clave-2',
      current_password: 'primera-clave-1',
    });
    expect(changed.error).toBeNull();
    await expect(signIn(b, email, 'primera-clave-1')).rejects.toThrow(/Invalid login credentials/);
    await signIn(b, email, 'segunda-clave-2');
    // The session that changed it stays; the other one cannot refresh any more.
    expect((await here.client.auth.getUser()).error).toBeNull();
    const refreshed = await b
      .client()
      .auth.refreshSession({ refresh_token: elsewhere.session.refresh_token });
    expect(refreshed.error).not.toBeNull();
  });
});

describe('administrators, decided by the database', () => {
  it('an administrator lists and names another one; a non-administrator cannot', async () => {
    const admin = await signInAdmin(b);
    const visitor = await signInNonAdmin(b);
    const refused = await visitor.client.rpc('add_administrator', {
      target_email: 'visitante@estudio.test',
    });
    expect(refused.error).toMatchObject({ code: '42501' });
    const anonymous = await b.client().rpc('list_administrators');
    expect(anonymous.error).toMatchObject({ code: '42501' });

    const added = await admin.client.rpc('add_administrator', {
      target_email: 'Visitante@estudio.test',
    });
    expect(added.error).toBeNull();
    const list = await admin.client.rpc('list_administrators');
    expect(list.error).toBeNull();
    const emails = list.data!.map((a) => a.email);
    expect(emails).toContain('visitante@estudio.test');
    const removed = await admin.client.rpc('remove_administrator', { target_user: added.data! });
    expect(removed.error).toBeNull();
    const unknown = await admin.client.rpc('add_administrator', {
      target_email: 'nadie@estudio.test',
    });
    expect(unknown.error).toMatchObject({ code: '22023' });
  });

  it('the last administrator cannot be removed', async () => {
    const solo = await startApi();
    try {
      const admin = await signInAdmin(solo);
      const list = await admin.client.rpc('list_administrators');
      const rows = list.data!;
      expect(rows).toHaveLength(1);
      const removed = await admin.client.rpc('remove_administrator', {
        target_user: rows[0]!.user_id,
      });
      expect(removed.error).toMatchObject({ code: '23514' });
      expect((await admin.client.rpc('list_administrators')).data?.length).toBe(1);
    } finally {
      await solo.stop();
    }
  });
});

/** The embedded backend's own call: create an account with a one-time password and name it administrator. */
async function createAdministrator(token: string, email: string) {
  const response = await fetch(`${b.url}/auth/v1/embedded/administrators`, {
    method: 'POST',
    headers: { apikey: b.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a new administrator on the embedded backend', () => {
  it('is created with a one-time password that must be changed before it writes', async () => {
    const admin = await signInAdmin(b);
    const visitor = await signInNonAdmin(b);
    const refused = await createAdministrator(visitor.session.access_token, 'intruso@estudio.test');
    expect(refused).toMatchObject({ status: 403, body: { code: '42501' } });
    // Refused means nothing created: that email cannot sign in, not even with a guess.
    expect(
      await b.backend.db.asOwner((tx) =>
        tx.query(`select 1 from auth.users where email = 'intruso@estudio.test'`),
      ),
    ).toMatchObject({ rows: [] });

    const created = await createAdministrator(admin.session.access_token, 'Socia@Estudio.test');
    expect(created).toMatchObject({
      status: 200,
      body: { email: 'socia@estudio.test', password: expect.any(String) },
    });
    const once = created.body.password as string;
    const partner = await signIn(b, 'socia@estudio.test', once);
    expect(partner.session.user.app_metadata).toMatchObject({ password_change_required: true });
    const early = await partner.client.from('Project').insert(project({ title: 'Antes de cambiar' }));
    expect(early.error).toMatchObject({ code: '42501' });

    const changed = await partner.client.auth.updateUser({
      password: 'clave-propia-1',
      current_password: once,
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.app_metadata.password_change_required).toBeUndefined();
    await partner.client.auth.refreshSession();
    expect(
      (await partner.client.from('Project').insert(project({ title: 'Después de cambiar' }))).error,
    ).toBeNull();
    const list = await admin.client.rpc('list_administrators');
    expect(list.data?.find((a) => a.email === 'socia@estudio.test')).toMatchObject({
      password_change_required: false,
    });
  });
});

describe('two-step sign-in (TOTP)', () => {
  it('enrolls, verifies to aal2, and from then on a password alone writes nothing', async () => {
    const email = 'dos-pasos@estudio.test';
    await b.createUser(email, 'clave-de-dos-1', { admin: true });
    const other = await signIn(b, email, 'clave-de-dos-1');
    const { client } = await signIn(b, email, 'clave-de-dos-1');

    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Teléfono' });
    expect(enrolled.error).toBeNull();
    const totp = (enrolled.data as { totp: { qr_code: string; secret: string; uri: string } }).totp;
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const factorId = enrolled.data!.id;

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token) as { aal: string; amr: Array<{ method: string }> };
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((a) => a.method)).toEqual(['totp', 'password']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factorId]);
    // The other aal1 session ended with the verification.
    expect(
      (await b.client().auth.refreshSession({ refresh_token: other.session.refresh_token })).error,
    ).not.toBeNull();

    // aal2 writes; a fresh password-only session (aal1) is refused by the database.
    expect((await client.from('Project').insert(project({ title: 'Con código' }))).error).toBeNull();
    const passwordOnly = await signIn(b, email, 'clave-de-dos-1');
    expect(decodeJwt(passwordOnly.session.access_token).aal).toBe('aal1');
    const refused = await passwordOnly.client.from('Project').insert(project({ title: 'Sin código' }));
    expect(refused.error).toMatchObject({ code: '42501' });
    const grant = await passwordOnly.client.rpc('list_administrators');
    expect(grant.error).toMatchObject({ code: '42501' });
    // …and cannot change the password or remove the factor.
    const change = await passwordOnly.client.auth.updateUser({
      password: 'otra-clave-99',
      current_password: 'clave-de-dos-1',
    });
    expect(change.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const unenroll = await passwordOnly.client.auth.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ code: 'insufficient_aal' });

    // The second step at sign-in: challenge and verify lift that session to aal2.
    const level1 = await passwordOnly.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level1.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // The next step's code (one step of drift is accepted): the one that enrolled is spent.
    const second = await passwordOnly.client.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(totp.secret, 30),
    });
    expect(second.error).toBeNull();
    expect(
      (await passwordOnly.client.from('Project').insert(project({ title: 'Ahora sí' }))).error,
    ).toBeNull();

    // With aal2 the factor can be removed, and then a password alone writes again.
    expect((await passwordOnly.client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const after = await signIn(b, email, 'clave-de-dos-1');
    expect((await after.client.from('Project').insert(project({ title: 'Sin factor' }))).error).toBeNull();
  });

  it('wrong codes are limited per account', async () => {
    const email = 'adivina@estudio.test';
    await b.createUser(email, 'clave-adivina-1', { admin: true });
    const { client } = await signIn(b, email, 'clave-adivina-1');
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data!.id;
    const secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
    const right = codeFor(secret);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: wrongCode });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    // Even the right code waits now: guessing gets no faster by being lucky.
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: right });
    expect(error).toMatchObject({ status: 429 });
  });

  it('keeps only a few open challenges per session and factor, and paces a session asking again and again', async () => {
    const email = 'reto@estudio.test';
    await b.createUser(email, 'clave-reto-1', { admin: true });
    const { client } = await signIn(b, email, 'clave-reto-1');
    const factorId = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!.id;
    for (let i = 0; i < 10; i++) expect((await client.auth.mfa.challenge({ factorId })).error).toBeNull();
    expect((await client.auth.mfa.challenge({ factorId })).error?.status).toBe(429);
    const { rows } = await b.backend.db.asOwner((tx) =>
      tx.query('select 1 from auth.mfa_challenges where factor_id = $1', [factorId]),
    );
    expect(rows).toHaveLength(5);
  });

  it('a second factor or a factor removal needs aal2', async () => {
    const email = 'segundo@estudio.test';
    await b.createUser(email, 'clave-segundo-1', { admin: true });
    const { client } = await signIn(b, email, 'clave-segundo-1');
    await enrollTotp(client);
    const aal1 = await signIn(b, email, 'clave-segundo-1');
    const another = await aal1.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Otro' });
    expect(another.error).toMatchObject({ code: 'insufficient_aal' });
  });

  it('`npm run admin -- reset-mfa` removes the factors and ends the sessions (a lost phone)', async () => {
    const email = 'perdido@estudio.test';
    await b.createUser(email, 'clave-perdida-1', { admin: true });
    const { client } = await signIn(b, email, 'clave-perdida-1');
    await enrollTotp(client);
    const output = await runAdminCommand({ command: 'reset-mfa', email }, b.backend.db, b.backend.disk);
    expect(output).toMatch(/two-step sign-in removed/);
    expect((await client.auth.getUser()).error).not.toBeNull();
    const again = await signIn(b, email, 'clave-perdida-1');
    expect((await again.client.auth.mfa.listFactors()).data?.all).toEqual([]);
    expect(
      (await again.client.from('Project').insert(project({ title: 'Tras recuperar' }))).error,
    ).toBeNull();
  });
});

describe('sessions', () => {
  it('lists the account’s sessions with their device and ends one', async () => {
    const email = 'sesiones@estudio.test';
    await b.createUser(email, 'clave-sesiones-1');
    const first = await signIn(b, email, 'clave-sesiones-1');
    const second = await signIn(b, email, 'clave-sesiones-1');
    const list = await first.client.rpc('my_sessions');
    expect(list.error).toBeNull();
    const rows = list.data!;
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.is_current)).toHaveLength(1);
    expect(rows[0]!.ip).toMatch(/127\.0\.0\.1/);
    const otherId = rows.find((r) => !r.is_current)!.id;
    expect((await first.client.rpc('end_session', { target_session: otherId })).error).toBeNull();
    expect(
      (await b.client().auth.refreshSession({ refresh_token: second.session.refresh_token })).error,
    ).not.toBeNull();
    // Another account's session is not this one's to end.
    const stranger = await signInNonAdmin(b);
    const own = (await first.client.rpc('my_sessions')).data![0]!.id;
    const refused = await stranger.client.rpc('end_session', { target_session: own });
    expect(refused.error).toMatchObject({ code: '22023' });
  });

  it("signOut({ scope: 'others' }) keeps this session only", async () => {
    const email = 'otros@estudio.test';
    await b.createUser(email, 'clave-otros-1');
    const here = await signIn(b, email, 'clave-otros-1');
    const there = await signIn(b, email, 'clave-otros-1');
    expect((await here.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await here.client.auth.getUser()).error).toBeNull();
    expect(
      (await b.client().auth.refreshSession({ refresh_token: there.session.refresh_token })).error,
    ).not.toBeNull();
  });
});
