// What a password alone reaches through supabase-js against the embedded backend: with two-step
// sign-in on, a session that gave only the password (aal1, e.g. a thief's) sees none of the
// account's private views and cannot end the owner's session; an administrator that still has
// its one-time password cannot manage administrators.
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { type Client, project, signIn, signInAdmin, startApi } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi();
});
afterAll(() => b?.stop());

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** What an account sees of the studio's private views, in row counts (an error: its code). */
async function privateViews(client: Client): Promise<Record<string, number | string>> {
  const count = async (q: PromiseLike<{ data: unknown[] | null; error: { code?: string } | null }>) => {
    const { data, error } = await q;
    return error ? (error.code ?? '?') : (data?.length ?? 0);
  };
  return {
    sessions: await count(client.rpc('my_sessions')),
    statistics: await count(client.from('DailyCount').select('*')),
    history: await count(client.from('StudioVersion').select('*')),
    trash: await count(client.from('Project').select('id').not('deleted_at', 'is', null)),
    purged: await count(client.from('PurgedFile').select('*')),
  };
}

describe('with two-step sign-in on, a password alone', () => {
  it('reads no sessions, statistics, history, trash or purged files, and ends no session', async () => {
    const email = 'robada@estudio.test';
    await b.createUser(email, 'clave-robada-1', { admin: true });
    const owner = await signIn(b, email, 'clave-robada-1');
    const enrolled = await owner.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Teléfono' });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    expect(
      (await owner.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) })).error,
    ).toBeNull();
    const ownerSession = (await owner.client.auth.getSession()).data.session!;
    expect(decodeJwt(ownerSession.access_token).aal).toBe('aal2');

    // Something in each view: a count, a settings version, a trashed project, a purged file.
    const trashed = await owner.client
      .from('Project')
      .insert(project({ title: 'En la papelera' }))
      .select('id');
    expect(trashed.error).toBeNull();
    await owner.client
      .from('Project')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', trashed.data![0]!.id);
    await b.backend.db.asOwner((tx) =>
      tx.exec(`insert into public."DailyCount" (day, kind, page, count) values ('2026-01-01', 'view', '/', 3);
               insert into public."PurgedFile" (url) values ('/storage/v1/object/public/Gallery/ido.webp');
               insert into public."StudioVersion" (settings) values ('{"city": "Lima"}')`),
    );
    const seen = await privateViews(owner.client);
    for (const view of ['sessions', 'statistics', 'history', 'trash', 'purged'])
      expect(seen[view], view).toBeGreaterThan(0);

    const thief = await signIn(b, email, 'clave-robada-1');
    expect(decodeJwt(thief.session.access_token).aal).toBe('aal1');
    expect(await privateViews(thief.client)).toEqual({
      sessions: '42501',
      statistics: 0,
      history: 0,
      trash: 0,
      purged: 0,
    });
    const sessionId = decodeJwt(ownerSession.access_token).session_id as string;
    const ended = await thief.client.rpc('end_session', { target_session: sessionId });
    expect(ended.error).toMatchObject({ code: '42501' });
    // The owner's session goes on, and the owner still sees the trash.
    expect(
      (await b.client().auth.refreshSession({ refresh_token: ownerSession.refresh_token })).error,
    ).toBeNull();
    expect((await privateViews(owner.client)).trash).toBe(1);
  });
});

describe('an administrator with its one-time password', () => {
  it('cannot list, name or remove administrators until it sets its own', async () => {
    const admin = await signInAdmin(b);
    const created = await fetch(`${b.url}/auth/v1/embedded/administrators`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        authorization: `Bearer ${admin.session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'temporal@estudio.test' }),
    });
    expect(created.status).toBe(200);
    const once = ((await created.json()) as { password: string }).password;
    const partner = await signIn(b, 'temporal@estudio.test', once);
    const adminId = admin.session.user.id;

    const attempts = async () => [
      (await partner.client.rpc('list_administrators')).error?.code ?? 'ok',
      (await partner.client.rpc('add_administrator', { target_email: 'temporal@estudio.test' })).error
        ?.code ?? 'ok',
      (await partner.client.rpc('remove_administrator', { target_user: adminId })).error?.code ?? 'ok',
    ];
    expect(await attempts()).toEqual(['42501', '42501', '42501']);
    expect((await admin.client.rpc('list_administrators')).data?.map((a) => a.user_id)).toContain(adminId);

    expect(
      (await partner.client.auth.updateUser({ password: 'clave-temporal-1', current_password: once })).error,
    ).toBeNull();
    await partner.client.auth.refreshSession();
    expect(await attempts()).toEqual(['ok', 'ok', 'ok']);
  });
});
