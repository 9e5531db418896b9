// An embedded backend that mails recovery links, through a real SMTP server on loopback, with
// SITE_URL set (the link names the site): for the password-recovery tests.
import { smtpMailer } from '../../server/auth/mailer';
import { freePort } from '../../scripts/free-port';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import type { TestBackend } from '../../harness/backend';
import { startApi } from './helpers';

export async function startRecoveryBackend(
  extra: Parameters<typeof startApi>[0] = {},
): Promise<{ b: TestBackend; inbox: SmtpInbox; site: string }> {
  const inbox = await startSmtpInbox();
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const b = await startApi({
    port,
    siteUrl: site,
    sendMail: smtpMailer({ host: '127.0.0.1', port: inbox.port, from: 'estudio@estudio.test' }),
    ...extra,
  });
  return { b, inbox, site };
}
