import type { IncomingMessage } from 'node:http';
import { authError } from '../../http/errors';
import { logValue } from '../../http/request-log';
import { clientAddress, sendJson } from '../../http/respond';
import { clientInfo } from '../assurance';
import type { AuthDeps } from '../deps';
import { PASSWORD_RETRY_AFTER_S, PasswordPoolBusy } from '../password-pool';
import { refreshSession } from '../refresh';
import { AUTH_BODY_LIMIT, credentials, rateLimited } from '../request';
import { issueTokens, startSession } from '../sessions';
import { checkPassword, findUserByEmail, findUserById, normaliseEmail } from '../users';
import { authRoute } from './route';

// POST /auth/v1/token?grant_type=password (supabase-js signInWithPassword) and
// ?grant_type=refresh_token (its session refresh): a new session, or the next tokens of one.
export const token = authRoute({
  name: 'token (password or refresh)',
  methods: ['POST'],
  path: 'token',
  access: 'key',
  input: {
    query: { grant_type: 'password | refresh_token' },
    body: 'JSON { email, password } or { refresh_token }',
    maxBodyBytes: AUTH_BODY_LIMIT,
  },
  async handle({ req, res, url, deps }) {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return sendJson(res, 200, await passwordGrant(req, deps));
    if (grant === 'refresh_token') return sendJson(res, 200, await refreshGrant(req, deps));
    throw authError(400, 'validation_failed', `Unsupported grant type: ${grant ?? '(none)'}`);
  },
});

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
  // With the account's budget used up, an address that has not failed on it gets a first try
  // (first-tries.ts): a new device's right password gets through, once.
  const counted = !known && deps.accountLimiter.take(account);
  if (!known && !counted && !deps.firstTries.take(account, address))
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
    if (counted) deps.accountLimiter.refund(account);
    deps.signInLimiter.refund(address);
    throw rateLimited(PASSWORD_RETRY_AFTER_S);
  }
  if (!matches || !user) {
    if (!known) deps.firstTries.failed(account, address);
    // Bounded by the two limiters above, so a guesser cannot fill the disk with these lines.
    deps.log(`security: refused sign-in for ${logValue(account)} from ${address}`);
    throw invalid();
  }
  if (counted) deps.accountLimiter.refund(account);
  await deps.knownAddresses.add(account, address);
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
