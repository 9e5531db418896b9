// A real SMTP server on loopback (the smtp-server package) that keeps what it receives, for the
// tests of recovery mail: the server under test sends through nodemailer as it would to a relay.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  /** The message as received, quoted-printable soft breaks and escapes undone (UTF-8 read as such). */
  text: string;
}

export interface SmtpInbox {
  port: number;
  mails: ReceivedMail[];
  /** The recovery link in the newest mail to `to`, if any. */
  linkFor(to: string): string | undefined;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // Bytes back from quoted-printable, then read as the UTF-8 they are.
          text: Buffer.from(decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')), 'latin1').toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    linkFor: (to) =>
      [...mails]
        .reverse()
        .find((m) => m.to.includes(to))
        ?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
