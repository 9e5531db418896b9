// Forgotten passwords: the owner keeps a way in. 35 requests from 7 addresses for emails with no
// account used up the site's 30 recovery mails an hour, and the owner's own request then got 429;
// and each new mail to an account ended the link of the one before, so a stranger asking for the
// owner's address spoiled the link the owner was about to open. A redirect_to with a raw line
// break answered 500.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import type { SmtpInbox } from '../support/smtp-inbox';
import { ADMIN, type TestBackend } from '../../harness/backend';
import { startApiWithMail } from './mail-backend';

let inbox: SmtpInbox;
let b: TestBackend;
let site: string;

beforeAll(async () => {
  ({ b, inbox, site } = await startApiWithMail({ trustProxy: true }));
});
afterAll(async () => {
  await b?.stop();
  await inbox?.close();
});

const recover = (email: string, address: string, redirectTo = `${site}/login`) =>
  fetch(`${b.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: 'POST',
    headers: { apikey: b.publishableKey, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email }),
  }).then((r) => r.status);

const linksFor = (email: string) => inbox.mails.filter((m) => m.to.includes(email)).length;

it('a redirect_to with a raw line break is refused with a 400, not a 500', async () => {
  const raw = `${site}/login%0D%0ASet-Cookie:%20x=1`;
  const asked = await fetch(`${b.url}/auth/v1/recover?redirect_to=${raw}`, {
    method: 'POST',
    headers: { apikey: b.publishableKey, 'content-type': 'application/json', 'x-forwarded-for': '10.70.7.7' },
    body: JSON.stringify({ email: ADMIN.email }),
  });
  expect(asked.status).toBe(400);
  expect(await asked.json()).toMatchObject({ error_code: 'validation_failed' });
  const opened = await fetch(`${b.url}/auth/v1/verify?token=x&type=recovery&redirect_to=${raw}`, {
    redirect: 'manual',
  });
  expect(opened.status).toBe(400);
});

it("strangers asking for addresses with no account leave the owner's recovery mail its way", async () => {
  const asked: number[] = [];
  for (let a = 1; a <= 7; a++)
    for (let i = 0; i < 5; i++) asked.push(await recover(`nadie-${a}-${i}@estudio.test`, `10.70.0.${a}`));
  expect(asked.every((s) => s === 200)).toBe(true);

  expect(await recover(ADMIN.email, '10.70.9.1')).toBe(200);
  await eventually(() => expect(linksFor(ADMIN.email)).toBe(1));
});

it("a stranger asking for the owner's address does not spoil the link the owner is about to open", async () => {
  const mine = inbox.linkFor(ADMIN.email)!;
  expect(await recover(ADMIN.email, '10.70.8.8')).toBe(200);
  await eventually(() => expect(linksFor(ADMIN.email)).toBe(2));
  const opened = await fetch(mine, { redirect: 'manual' });
  expect(opened.status).toBe(303);
  expect(new URL(opened.headers.get('location')!).hash).toContain('access_token=');
  // Used once: it, and every other link to that account, end.
  const again = await fetch(inbox.linkFor(ADMIN.email)!, { redirect: 'manual' });
  expect(new URL(again.headers.get('location')!).hash).toContain('error_code=otp_expired');
});
