import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../http/caller';
import type { AuthDeps } from './deps';
import { authError } from '../http/errors';
import { logValue } from '../http/request-log';
import { clientAddress, sendEmpty, sendJson } from '../http/respond';
import { PASSWORD_RETRY_AFTER_S, PasswordPoolBusy } from './password-pool';
import { refreshSession } from './refresh';
import { createAdministrator } from './account-admin';
import { clientInfo } from './assurance';
import { handleFactors } from './mfa';
import { credentials, rateLimited, sessionUser } from './request';
import { issueTokens, startSession } from './sessions';
import { updateUser } from './user-update';
import { hasVerifiedFactor, listFactors } from './mfa-store';
import { checkPassword, findUserByEmail, findUserById, normaliseEmail, publicUser } from './users';

/** `/auth/v1/*`: the part of Supabase Auth (GoTrue) that supabase-js uses for password sessions. */
export async function handleAuth(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: string,
  caller: Caller,
  deps: AuthDeps,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (route === 'token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return sendJson(res, 200, await passwordGrant(req, deps));
    if (grant === 'refresh_token') return sendJson(res, 200, await refreshGrant(req, deps));
    throw authError(400, 'validation_failed', `Unsupported grant type: ${grant ?? '(none)'}`);
  }
  if (route === 'user' && method === 'GET') {
    const { user } = await sessionUser(caller, deps.db);
    const factors = await deps.db.asOwner((tx) => listFactors(tx, user.id));
    return sendJson(res, 200, publicUser(user, factors));
  }
  if (route === 'user' && method === 'PUT') return sendJson(res, 200, await updateUser(req, caller, deps));
  if (route === 'embedded/administrators' && method === 'POST')
    return sendJson(res, 200, await createAdministrator(req, caller, deps));
  if (route === 'factors' || route.startsWith('factors/'))
    return handleFactors(req, res, route.split('/').slice(1), caller, deps);
  if (route === 'logout' && method === 'POST') {
    await logout(url, caller, deps);
    return sendEmpty(res, 204);
  }
  if (route === 'recover' && method === 'POST') return deps.recovery.recover(req, res, url, deps);
  if (route === 'signup') throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  if (route === 'settings' && method === 'GET') {
    return sendJson(res, 200, {
      external: { email: true },
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
    });
  }
  throw authError(404, 'not_found', `${method} /auth/v1/${route} is not provided by the embedded backend`);
}

/**
 * `POST /auth/v1/logout?scope=global|local|others` (supabase-js `signOut`). Once the account has a
 * verified factor, ending OTHER sessions takes an aal2 session: a password alone (aal1, say a
 * stolen one) must not sign the owner out of its devices. `others` is then refused; `global`,
 * what supabase-js sends by default (the panel's 'Cerrar sesión' on the code screen), ends only
 * the caller's own session.
 */
async function logout(url: URL, caller: Caller, deps: AuthDeps): Promise<void> {
  const { sessionId, user, aal } = await sessionUser(caller, deps.db);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope))
    throw authError(400, 'validation_failed', `Unsupported logout scope: ${scope}`);
  await deps.db.asOwner(async (tx) => {
    const othersToo = scope !== 'local' && (aal === 'aal2' || !(await hasVerifiedFactor(tx, user.id)));
    if (scope === 'others' && !othersToo)
      // 422 as Supabase Auth's MFA endpoints answer it: supabase-js passes it on (a 401 it drops).
      throw authError(
        422,
        'insufficient_aal',
        'AAL2 session is required to end other sessions when MFA is enabled.',
      );
    if (scope !== 'others') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    if (othersToo)
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  });
}

async function passwordGrant(req: IncomingMessage, deps: AuthDeps) {
  const address = clientAddress(req, deps.trustProxy);
  if (!deps.signInLimiter.take(address)) throw rateLimited(deps.signInLimiter.retryAfter(address));
  const { email, password } = await credentials(req);
  if (typeof email !== 'string' || email.trim() === '')
    throw authError(400, 'validation_failed', 'missing email or phone');
  if (typeof password !== 'string' || password === '')
    throw authError(400, 'validation_failed', 'missing password');
  const account = normaliseEmail(email);
  // Per account too, so rotating addresses buys no extra guesses on one account. Only failures
  // keep the token (it is handed back on success), and the bucket refills. An address that has
  // signed into this account before is not counted: strangers' guesses cannot lock the owner out.
  const known = deps.knownAddresses.has(account, address);
  if (!known && !deps.accountLimiter.take(account))
    throw rateLimited(deps.accountLimiter.retryAfter(account));
  const invalid = () => authError(400, 'invalid_credentials', 'Invalid login credentials');
  // The hash is checked between two short transactions, never inside one: PGlite is a single
  // connection, and a slow check held it for every other request.
  const user = await deps.db.asOwner((tx) => findUserByEmail(tx, account));
  let matches: boolean;
  try {
    // The check waits in the lane of a known address (first) or in this address's own line.
    matches = await checkPassword(user, password, { known, account, address });
  } catch (error) {
    if (!(error instanceof PasswordPoolBusy)) throw error;
    // Nothing was checked: neither limit keeps the attempt; the caller tries again shortly.
    if (!known) deps.accountLimiter.refund(account);
    deps.signInLimiter.refund(address);
    throw rateLimited(PASSWORD_RETRY_AFTER_S);
  }
  if (!matches || !user) {
    // Bounded by the two limiters above, so a guesser cannot fill the disk with these lines.
    deps.log(`security: refused sign-in for ${logValue(account)} from ${address}`);
    throw invalid();
  }
  if (!known) deps.accountLimiter.refund(account);
  deps.knownAddresses.add(account, address);
  return deps.db.asOwner(async (tx) => {
    const sessionId = await startSession(tx, user.id, clientInfo(req.headers['user-agent'], address));
    const fresh = await findUserById(tx, user.id);
    if (!fresh) throw invalid(); // removed meanwhile
    return issueTokens(tx, fresh, sessionId, deps.keys);
  });
}

async function refreshGrant(req: IncomingMessage, deps: AuthDeps) {
  if (!deps.refreshLimiter.take(clientAddress(req, deps.trustProxy))) throw rateLimited();
  const { refresh_token: token } = await credentials(req);
  if (typeof token !== 'string' || token === '')
    throw authError(400, 'validation_failed', 'refresh_token required');
  const client = clientInfo(req.headers['user-agent'], clientAddress(req, deps.trustProxy));
  return refreshSession(deps.db, token, deps.keys, deps.refreshReuseSeconds, client);
}
