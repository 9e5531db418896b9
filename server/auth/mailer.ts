import { isIP } from 'node:net';
import nodemailer from 'nodemailer';

/**
 * Sends one plain-text mail (to one address, or several); rejects when the SMTP server refuses
 * it. `replyTo`: where a reply goes (a visitor's message: to the visitor).
 */
export type SendMail = (
  to: string | string[],
  subject: string,
  text: string,
  options?: { replyTo?: string },
) => Promise<void>;

export interface MailSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

/**
 * SMTP_HOST (unset: no mail), SMTP_PORT (587; 465 is TLS from the start), SMTP_USER and SMTP_PASS
 * (when the server asks for them), SMTP_FROM (the sender; default: SMTP_USER). Checked at start so
 * a mistyped setting stops it instead of failing the first recovery mail, unseen.
 */
export function readMailSettings(env: NodeJS.ProcessEnv): MailSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = Number(env.SMTP_PORT ?? 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SMTP_PORT must be a port number, not "${env.SMTP_PORT}"`);
  const from = env.SMTP_FROM?.trim() || env.SMTP_USER?.trim();
  if (!from) throw new Error('SMTP_FROM (the sender address) is required with SMTP_HOST');
  return { host, port, user: env.SMTP_USER || undefined, pass: env.SMTP_PASS || undefined, from };
}

const loopback = (host: string) => host === 'localhost' || (isIP(host) !== 0 && /^(127\.|::1$)/.test(host));

/** nodemailer over SMTP. A password and a recovery link never travel unencrypted beyond this machine. */
export function smtpMailer(settings: MailSettings): SendMail {
  const secure = settings.port === 465;
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure,
    // STARTTLS is required off this machine; a relay on loopback (a local Postfix) may go without.
    requireTLS: !secure && !loopback(settings.host),
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  });
  return async (to, subject, text, options) => {
    await transport.sendMail({ from: settings.from, to, subject, text, replyTo: options?.replyTo });
  };
}
