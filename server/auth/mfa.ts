import type { IncomingMessage } from 'node:http';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Tx } from '../db/database';
import type { Caller } from '../http/caller';
import { authError } from '../http/errors';
import { clientAddress } from '../http/respond';
import { addAmrClaim, clientInfo } from './assurance';
import type { AuthDeps } from './deps';
import { findFactor, hasVerifiedFactor, listFactors, type FactorRow } from './mfa-store';
import { credentials, rateLimited, sessionUser } from './request';
import { issueTokens } from './sessions';
import { acceptTotp, TOTP_SHAPE } from './totp';
import type { Keys } from './keys';
import { findUserById, type UserRow } from './users';

/** Supabase Auth's defaults: MFA_CHALLENGE_EXPIRY_DURATION and MFA_MAX_ENROLLED_FACTORS. */
export const CHALLENGE_TTL_S = 300;
export const MAX_FACTORS = 10;
/** Open challenges kept per session and factor (the newest). */
const LIVE_CHALLENGES = 5;

const notFound = () => authError(404, 'mfa_factor_not_found', 'Factor not found');
const needsAal2 = (what: string) => authError(422, 'insufficient_aal', `AAL2 required to ${what}`);

// The TOTP part of Supabase Auth's MFA API, as supabase-js calls it — `mfa.enroll` (POST /factors),
// `mfa.challenge` (POST /factors/{id}/challenge), `mfa.verify` (POST /factors/{id}/verify: a new
// aal2 session, the user's other aal1 sessions end) and `mfa.unenroll` (DELETE /factors/{id}); the
// routes are declared in server/auth/routes/. `mfa.listFactors` and
// `getAuthenticatorAssuranceLevel` read `factors` of GET /user and the token's `aal`/`amr`
// (server/auth/sessions.ts).

export async function enroll(req: IncomingMessage, caller: Caller, deps: AuthDeps) {
  const { user, aal } = await sessionUser(caller, deps.db);
  const body = await credentials(req);
  if (body.factor_type !== 'totp')
    throw authError(
      422,
      'mfa_phone_enroll_not_enabled',
      'Only totp factors are provided by the embedded backend',
    );
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim().slice(0, 100) : '';
  const issuer =
    typeof body.issuer === 'string' && body.issuer.trim() !== ''
      ? body.issuer.trim().slice(0, 100)
      : 'Estudio';
  const secret = new Secret({ size: 20 });
  const uri = new TOTP({ ...TOTP_SHAPE, issuer, label: user.email, secret }).toString();
  const id = await deps.db.asOwner(async (tx) => {
    const factors = await listFactors(tx, user.id);
    if (aal !== 'aal2' && factors.some((f) => f.status === 'verified'))
      throw needsAal2('enroll a new factor');
    // An enrollment abandoned half-way (QR shown, never verified) does not block the next one.
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '5 minutes'`,
      [user.id],
    );
    if (factors.length >= MAX_FACTORS)
      throw authError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName))
      throw authError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, 'totp', 'unverified', $3) returning id`,
      [user.id, friendlyName, secret.base32],
    );
    return rows[0]!.id;
  });
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret: secret.base32, uri } };
}

export async function challenge(req: IncomingMessage, factorId: string, caller: Caller, deps: AuthDeps) {
  const { user, sessionId } = await sessionUser(caller, deps.db);
  // Each session asks at its own pace (a burst, then one every few seconds): a session flooding
  // challenges (a stolen password's: 14,834 writes in 30 s) slows only itself.
  if (!deps.mfaRequests.take(sessionId)) throw rateLimited(deps.mfaRequests.retryAfter(sessionId));
  const ip = clientInfo(undefined, clientAddress(req, deps.trustProxy)).ip ?? '0.0.0.0';
  return deps.db.asOwner(async (tx) => {
    const factor = await findFactor(tx, user.id, factorId);
    if (!factor) throw notFound();
    // Expired or answered challenges are of no further use, and a session keeps at most
    // LIVE_CHALLENGES open ones per factor: asking again cannot grow the table, and only ever
    // replaces the asking session's own oldest challenge, never another session's.
    await tx.query(
      `delete from auth.mfa_challenges where factor_id = $1
         and (verified_at is not null or created_at < now() - make_interval(secs => $2))`,
      [factor.id, CHALLENGE_TTL_S],
    );
    await tx.query(
      `delete from auth.mfa_challenges where id in (
         select c.id from auth.mfa_challenges c
           join embedded.mfa_challenge_sessions s on s.challenge_id = c.id
          where c.factor_id = $1 and s.session_id = $2
          order by c.created_at desc offset $3)`,
      [factor.id, sessionId, LIVE_CHALLENGES - 1],
    );
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
    const { rows } = await tx.query<{ id: string; expires_at: number }>(
      `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2::inet)
       returning id, extract(epoch from created_at)::bigint + $3 as expires_at`,
      [factor.id, ip, CHALLENGE_TTL_S],
    );
    await tx.query('insert into embedded.mfa_challenge_sessions (challenge_id, session_id) values ($1, $2)', [
      rows[0]!.id,
      sessionId,
    ]);
    return { id: rows[0]!.id, type: 'totp', expires_at: Number(rows[0]!.expires_at) };
  });
}

export async function verify(req: IncomingMessage, factorId: string, caller: Caller, deps: AuthDeps) {
  const { user, sessionId } = await sessionUser(caller, deps.db);
  const body = await credentials(req);
  const { challenge_id: challengeId, code } = body;
  if (typeof challengeId !== 'string' || typeof code !== 'string')
    throw authError(400, 'validation_failed', 'challenge_id and code are required');
  if (!deps.mfaRequests.take(sessionId)) throw rateLimited(deps.mfaRequests.retryAfter(sessionId));
  // 6 digits are guessed only a few tries at a time, with a lane of its own for an address that
  // proved this account's factor before (second-step-budget.ts): kept in the database, or where
  // one of the account's aal2 sessions was last used.
  const address = clientAddress(req, deps.trustProxy);
  const ip = clientInfo(undefined, address).ip;
  const provedHere =
    ip !== null &&
    (await deps.db.asOwner(async (tx) => {
      const { rows } = await tx.query(
        `select 1 from auth.sessions where user_id = $1 and aal = 'aal2' and ip = $2::inet limit 1`,
        [user.id, ip],
      );
      return rows.length > 0;
    }));
  const admission = deps.secondStep.take(user.id, address, provedHere);
  if ('retryAfter' in admission) throw rateLimited(admission.retryAfter);
  const outcome = await deps.db.asOwner(async (tx) => {
    const factor = await findFactor(tx, user.id, factorId);
    if (!factor) return { error: notFound() };
    const { rows } = await tx.query<{ expired: boolean; verified: boolean; same_ip: boolean }>(
      `select created_at < now() - make_interval(secs => $3) as expired, verified_at is not null as verified,
              ip_address = $4::inet as same_ip
         from auth.mfa_challenges where id::text = $1 and factor_id = $2 for update`,
      [challengeId, factor.id, CHALLENGE_TTL_S, ip ?? '0.0.0.0'],
    );
    const found = rows[0];
    if (!found || found.verified)
      return { error: authError(404, 'mfa_challenge_not_found', 'Challenge not found') };
    if (found.expired)
      return {
        error: authError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    if (!found.same_ip)
      return {
        error: authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
      };
    if (!(await acceptTotp(tx, factor, code)))
      return {
        error: authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
        guessed: true,
      };
    await tx.query('update auth.mfa_challenges set verified_at = now() where id::text = $1', [challengeId]);
    return { session: await elevate(tx, user, factor, sessionId, deps.keys) };
  });
  // Only a code checked and wrong counts against the budget: a challenge gone, expired or asked
  // from another address checked nothing, so it costs the owner no turn.
  if (!('guessed' in outcome)) admission.refund();
  else deps.secondStep.failed(user.id, address);
  if (outcome.error) throw outcome.error;
  await deps.secondStep.proved(user.id, address);
  return outcome.session;
}

/**
 * The session proved its second factor: it becomes aal2 with `totp` newest in its amr, the factor
 * becomes verified, and the user's other aal1 sessions end (Supabase Auth's
 * InvalidateSessionsWithAALLessThan). A fresh refresh token replaces the session's current ones.
 */
async function elevate(tx: Tx, user: UserRow, factor: FactorRow, sessionId: string, keys: Keys) {
  await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
    factor.id,
  ]);
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factor.id,
  ]);
  await addAmrClaim(tx, sessionId, 'totp');
  await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [
    user.id,
    sessionId,
  ]);
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and not revoked returning token`,
    [sessionId],
  );
  const fresh = (await findUserById(tx, user.id)) ?? user;
  return issueTokens(tx, fresh, sessionId, keys, { parent: rows[0]?.token });
}

export async function unenroll(factorId: string, caller: Caller, deps: AuthDeps) {
  const { user, aal } = await sessionUser(caller, deps.db);
  return deps.db.asOwner(async (tx) => {
    const factor = await findFactor(tx, user.id, factorId);
    if (!factor) throw notFound();
    if (factor.status === 'verified' && aal !== 'aal2') throw needsAal2('unenroll verified factor');
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    // Sessions that proved this factor no longer prove anything beyond the password.
    if (!(await hasVerifiedFactor(tx, user.id)))
      await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [
        factor.id,
      ]);
    return { id: factor.id };
  });
}
