import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authError, HttpError } from '../http/errors';
import { logValue } from '../http/request-log';
import { clientAddress, sendJson } from '../http/respond';
import { addAmrClaim, clientInfo } from './assurance';
import type { AuthDeps, PasswordRecovery } from './deps';
import type { SendMail } from './mailer';
import { RateLimiter } from './rate-limit';
import { credentials } from './request';
import { issueTokens } from './sessions';
import { EMAIL, findUserByEmail, findUserById, normaliseEmail } from './users';

// Forgotten passwords, as Supabase Auth does them for supabase-js's resetPasswordForEmail (implicit
// flow): `POST /auth/v1/recover` mails a one-time link to `GET /auth/v1/verify?token&type=recovery`,
// which starts a session and redirects to the app with it in the fragment (`type=recovery`, so
// supabase-js emits PASSWORD_RECOVERY); the app then sets the new password with updateUser.

const LINK_TTL_MS = 60 * 60 * 1000;
/** Recovery mails the site sends in an hour, to all inboxes together. */
export const RECOVERY_MAILS_PER_HOUR = 30;
const MAX_LINKS = 1000;
const SUBJECT = 'Restablece tu contraseña';

const overSendLimit = (seconds: number) =>
  new HttpError(
    429,
    authError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ).body,
    { 'Retry-After': String(Math.max(1, seconds)) },
  );

export class Recovery implements PasswordRecovery {
  /**
   * sha256(token) → the account and when the link stops working. Every link mailed in the last
   * hour works (at most one inbox's mails: 2, then one every 5 minutes), so a stranger asking for
   * the owner's address cannot spoil the link the owner is about to open; one used ends them all.
   */
  private readonly links = new Map<string, { userId: string; expiresAt: number }>();
  // An anonymous caller can neither mail one inbox often nor send much mail in all. The site's
  // cap counts mails sent, not requests: asking for addresses with no account (35 requests from
  // 7 addresses used up the 30 an hour, and the owner then got 429) sends nothing and uses none.
  private readonly perAddress = new RateLimiter(5, 5 / 3600);
  private readonly perEmail = new RateLimiter(2, 1 / 300);
  private readonly overall = new RateLimiter(RECOVERY_MAILS_PER_HOUR, RECOVERY_MAILS_PER_HOUR / 3600);

  constructor(
    /** null: no SMTP_HOST, or no SITE_URL to build a link that cannot be pointed elsewhere. */
    private readonly mail: { send: SendMail; siteUrl: string } | null,
  ) {}

  /** The app address to return to: on the site, or the site's home (never another origin). */
  private target(redirectTo: string | null): string {
    const site = this.mail!.siteUrl;
    // The URL parser drops tabs and line breaks, but the raw text would go into the Location
    // header, which Node refuses (a 500): said as the caller's mistake instead.
    if (redirectTo && [...redirectTo].some((c) => c.charCodeAt(0) < 0x20 || c === '\x7f'))
      throw authError(400, 'validation_failed', 'redirect_to may not contain control characters');
    try {
      if (redirectTo && new URL(redirectTo).origin === new URL(site).origin) return redirectTo;
    } catch {
      // Not a URL: the site's home.
    }
    return `${site}/`;
  }

  async recover(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthDeps): Promise<void> {
    if (!this.mail)
      // A 4xx: supabase-js takes any 5xx for a network failure to retry and drops its code.
      throw authError(
        422,
        'recovery_mail_not_configured',
        'This server sends no mail (SMTP_HOST and SITE_URL): ask another administrator for a one-time password',
      );
    const redirect = this.target(url.searchParams.get('redirect_to'));
    const address = clientAddress(req, deps.trustProxy);
    if (!this.perAddress.take(address)) throw overSendLimit(this.perAddress.retryAfter(address));
    const body = await credentials(req);
    if (body.code_challenge)
      throw authError(400, 'validation_failed', 'PKCE is not provided by the embedded backend');
    const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
    if (!EMAIL.test(email))
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    // Counted whether or not an account has this email: the answer must not tell them apart.
    if (!this.perEmail.take(email)) throw overSendLimit(this.perEmail.retryAfter(email));
    // Answered before the account is looked up or the mail sent: same answer, same time.
    sendJson(res, 200, {});
    void this.mailLink(email, redirect, address, deps).catch((error: unknown) =>
      deps.log(`error: recovery mail to ${logValue(email)} not sent: ${(error as Error).message}`),
    );
  }

  private async mailLink(email: string, redirect: string, address: string, deps: AuthDeps): Promise<void> {
    const user = await deps.db.asOwner((tx) => findUserByEmail(tx, email));
    if (!user) {
      deps.log(`security: recovery asked for unknown ${logValue(email)} from ${address}`);
      return;
    }
    if (!this.overall.take('all')) {
      deps.log(
        `security: recovery mail to ${logValue(email)} not sent: the site's ${RECOVERY_MAILS_PER_HOUR} mails an hour are used up (asked from ${address})`,
      );
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    for (const [hash, link] of this.links) if (link.expiresAt <= now) this.links.delete(hash);
    if (this.links.size >= MAX_LINKS) this.links.delete(this.links.keys().next().value!);
    this.links.set(sha256(token), { userId: user.id, expiresAt: now + LINK_TTL_MS });
    const link = `${this.mail!.siteUrl}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirect)}`;
    await this.mail!.send(
      user.email,
      SUBJECT,
      `Alguien (ojalá tú) pidió restablecer la contraseña del panel de ${this.mail!.siteUrl}.\n\n` +
        `Abre este enlace para elegir una nueva (vale una hora y una sola vez):\n\n${link}\n\n` +
        'Si no lo pediste, ignora este correo: tu contraseña no cambia.\n',
    );
    deps.log(`security: recovery mail sent to ${JSON.stringify(user.email)} (asked from ${address})`);
  }

  /** `GET /auth/v1/verify`: the link of the mail, used once, within the hour. */
  async verify(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthDeps): Promise<void> {
    if (!this.mail) throw authError(404, 'not_found', 'This server sends no recovery mail');
    const redirect = this.target(url.searchParams.get('redirect_to'));
    const token = url.searchParams.get('token') ?? '';
    const hash = sha256(token);
    const link = this.links.get(hash);
    const type = url.searchParams.get('type');
    if (!link || link.expiresAt <= Date.now() || type !== 'recovery') {
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return redirectTo(res, `${redirect}#${fragment}`);
    }
    for (const [other, { userId }] of this.links) if (userId === link.userId) this.links.delete(other);
    const address = clientAddress(req, deps.trustProxy);
    const tokens = await deps.db.asOwner(async (tx) => {
      const user = await findUserById(tx, link.userId);
      if (!user) return null;
      const client = clientInfo(req.headers['user-agent'], address);
      const { rows } = await tx.query<{ id: string }>(
        `insert into auth.sessions (user_id, user_agent, ip, refreshed_at)
         values ($1, $2, $3::inet, now() at time zone 'UTC') returning id`,
        [user.id, client.userAgent, client.ip],
      );
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      // What lets this session set a new password without the forgotten one (user-update.ts).
      await addAmrClaim(tx, rows[0]!.id, RECOVERY_METHOD);
      return issueTokens(tx, user, rows[0]!.id, deps.keys);
    });
    if (!tokens) return redirectTo(res, `${redirect}#error=access_denied&error_code=user_not_found`);
    deps.log(`security: recovery link used for ${link.userId} from ${address}`);
    const fragment = new URLSearchParams({
      access_token: String(tokens.access_token),
      expires_at: String(tokens.expires_at),
      expires_in: String(tokens.expires_in),
      refresh_token: String(tokens.refresh_token),
      token_type: 'bearer',
      type: 'recovery',
    });
    return redirectTo(res, `${redirect}#${fragment}`);
  }
}

/** The amr method of a session started by a recovery link (Supabase Auth's too). */
export const RECOVERY_METHOD = 'recovery';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function redirectTo(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  res.end();
}
