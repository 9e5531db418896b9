// A test backend that sends its mail (recovery links, visitors' messages) to a real SMTP server
// on loopback (tests/support/smtp-inbox.ts), with SITE_URL its own address, as a server with
// SMTP_* and SITE_URL set runs.
import { smtpMailer } from '../../server/auth/mailer';
import { freePort } from '../../scripts/free-port';
import type { StartOptions, TestBackend } from '../../harness/backend';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { startApi } from './start-backend';

export async function startApiWithMail(
  options: StartOptions = {},
): Promise<{ b: TestBackend; inbox: SmtpInbox; site: string; stop: () => Promise<void> }> {
  const inbox = await startSmtpInbox();
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const b = await startApi({
    port,
    siteUrl: site,
    sendMail: smtpMailer({ host: '127.0.0.1', port: inbox.port, from: 'estudio@estudio.test' }),
    ...options,
  });
  return {
    b,
    inbox,
    site,
    stop: async () => {
      await b.stop();
      await inbox.close();
    },
  };
}
