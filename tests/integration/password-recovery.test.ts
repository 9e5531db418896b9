// A forgotten password on the embedded backend: supabase-js's resetPasswordForEmail mails a link
// (through a real SMTP server on loopback) that starts a session allowed to set a new password
// without the old one, once. An anonymous caller learns nothing about which emails exist, cannot
// mail one inbox or the world at will, and cannot point the link at another site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import type { SmtpInbox } from '../support/smtp-inbox';
import { ADMIN, type TestBackend } from '../../harness/backend';
import { freePort } from '../../scripts/free-port';
import { startApi } from './helpers';
import { startApiWithMail } from './mail-backend';

let inbox: SmtpInbox;
let stop: () => Promise<void>;
let b: TestBackend;
let site: string;
const logs: string[] = [];

beforeAll(async () => {
  ({ b, inbox, site, stop } = await startApiWithMail({ log: (line) => logs.push(line) }));
});

afterAll(async () => {
  await stop?.();
});

const recover = (email: string, redirectTo = `${site}/login?recuperacion=1`) =>
  fetch(`${b.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: 'POST',
    headers: { apikey: b.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('password recovery by mail', () => {
  it('answers the same for an unknown email as for an account, and mails only the account', async () => {
    const known = await recover(ADMIN.email);
    const unknown = await recover('nadie@estudio.test');
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 200, body: {} });
    await eventually(() => expect(inbox.linkFor(ADMIN.email)).toBeTruthy());
    await eventually(() =>
      expect(logs.join('\n')).toContain('recovery asked for unknown "nadie@estudio.test"'),
    );
    expect(inbox.mails.some((m) => m.to.includes('nadie@estudio.test'))).toBe(false);
  });

  it('the link starts a session that sets a new password without the old one, and works once', async () => {
    const link = inbox.linkFor(ADMIN.email)!;
    expect(link.startsWith(`${site}/auth/v1/verify?`)).toBe(true);
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${site}/login?recuperacion=1`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');

    const client = b.client();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    const changed = await client.auth.updateUser({ password: 'recuperada-con-enlace-1' });
    expect(changed.error).toBeNull();
    // Once changed, this session is an ordinary one again: another change asks for the current password.
    const again = await client.auth.updateUser({ password: 'otra-mas-sin-la-actual-2' });
    expect(again.error?.code).toBe('current_password_required');

    const old = await b.client().auth.signInWithPassword({ email: ADMIN.email, password: ADMIN.password });
    expect(old.error?.message).toBe('Invalid login credentials');
    const fresh = await b
      .client()
      .auth.signInWithPassword({ email: ADMIN.email, password: 'recuperada-con-enlace-1' });
    expect(fresh.error).toBeNull();

    // The same link a second time: no session, the app is told why.
    const reused = await fetch(link, { redirect: 'manual' });
    const reusedFragment = new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1));
    expect(reusedFragment.get('error_code')).toBe('otp_expired');
    expect(reusedFragment.has('access_token')).toBe(false);
  });

  it('never sends the link, or the session, to another site', async () => {
    // The email as typed in capitals is the same inbox; the redirect names a stranger's site.
    expect((await recover(ADMIN.email.toUpperCase(), 'https://atacante.example/robar')).status).toBe(200);
    const link = await eventually(() => {
      const found = inbox.linkFor(ADMIN.email);
      expect(found && new URL(found).searchParams.get('redirect_to')).toBe(`${site}/`);
      return found!;
    });
    expect(link.startsWith(`${site}/auth/v1/verify?`)).toBe(true);
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.headers.get('location')!.startsWith(`${site}/#access_token=`)).toBe(true);
  });

  it('bounds what one caller can ask: a few mails per inbox, known or not, and per address', async () => {
    const sent: string[] = [];
    const port = await freePort();
    const own = await startApi({
      port,
      siteUrl: `http://127.0.0.1:${port}`,
      sendMail: async (to) => void sent.push(String(to)),
    });
    try {
      const ask = (email: string) =>
        fetch(`${own.url}/auth/v1/recover`, {
          method: 'POST',
          headers: { apikey: own.publishableKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }).then(async (r) => ({
          status: r.status,
          code: ((await r.json()) as { error_code?: string }).error_code,
        }));
      const known = [await ask(ADMIN.email), await ask(ADMIN.email), await ask(ADMIN.email)];
      expect(known.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(known[2]!.code).toBe('over_email_send_rate_limit');
      const unknown = [await ask('nadie@estudio.test'), await ask('nadie@estudio.test')];
      expect(unknown.map((a) => a.status)).toEqual([200, 200]);
      // Five an hour from one address, whatever the emails: the sixth is refused like the others.
      expect(await ask('persona@estudio.test')).toEqual(known[2]);
      await eventually(() => expect(sent).toEqual([ADMIN.email, ADMIN.email]));
    } finally {
      await own.stop();
    }
  });

  it('without SMTP the answer is the same for every email: ask another administrator', async () => {
    const plain = await startApi({ siteUrl: 'https://estudio.example' });
    try {
      const ask = (email: string) =>
        fetch(`${plain.url}/auth/v1/recover`, {
          method: 'POST',
          headers: { apikey: plain.publishableKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }).then(async (r) => ({ status: r.status, body: await r.json() }));
      const known = await ask(ADMIN.email);
      expect(await ask('nadie@estudio.test')).toEqual(known);
      expect(known.body.error_code).toBe('recovery_mail_not_configured');
    } finally {
      await plain.stop();
    }
  });
});
