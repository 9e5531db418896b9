// An administrator who forgot its password on a server that sends no mail: another administrator
// gives it a new one-time password ('Cuenta' → 'Administradores' → 'Nueva contraseña'), answered
// once; the old password and its sessions stop working, and the panel asks for a new one at sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { signIn, signInAdmin, signInNonAdmin, startApi } from './helpers';

let b: TestBackend;
const FORGETFUL = { email: 'olvidadiza@estudio.test', password: 'la-que-olvido-1' };

beforeAll(async () => {
  b = await startApi();
  await b.createUser(FORGETFUL.email, FORGETFUL.password, { admin: true });
});

afterAll(() => b?.stop());

const issue = (token: string, email: string) =>
  fetch(`${b.url}/auth/v1/embedded/administrators`, {
    method: 'POST',
    headers: {
      apikey: b.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, reset_password: true }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

describe('a one-time password from another administrator', () => {
  it('replaces the forgotten password, ends its sessions, and must be changed at sign-in', async () => {
    const before = await signIn(b, FORGETFUL.email, FORGETFUL.password);
    const { session } = await signInAdmin(b);
    const answer = await issue(session.access_token, FORGETFUL.email);
    expect(answer.status).toBe(200);
    const oneTime = answer.body.password as string;
    expect(oneTime).toMatch(/^\S{12,}$/);

    expect((await b.client().auth.signInWithPassword(FORGETFUL)).error?.message).toBe(
      'Invalid login credentials',
    );
    // The session it had before is over.
    expect((await before.client.auth.getUser()).error).not.toBeNull();
    const after = await b.client().auth.signInWithPassword({ email: FORGETFUL.email, password: oneTime });
    expect(after.error).toBeNull();
    expect(after.data.user?.app_metadata.password_change_required).toBe(true);
  });

  it('is refused to a non-administrator, for the caller itself, and for an unknown email', async () => {
    const visitor = await signInNonAdmin(b);
    const denied = await issue(visitor.session.access_token, FORGETFUL.email);
    expect(denied.status).toBe(403);
    const { session } = await signInAdmin(b);
    expect((await issue(session.access_token, b.admin.email)).status).toBe(422);
    expect((await issue(session.access_token, 'nadie@estudio.test')).status).toBe(404);
    // The refusal for one's own account changed nothing: its password still works.
    expect((await b.client().auth.signInWithPassword(b.admin)).error).toBeNull();
  });
});
