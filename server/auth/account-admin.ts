import type { IncomingMessage } from 'node:http';
import type { Database } from '../db/database';
import type { Caller } from '../http/caller';
import { authError } from '../http/errors';
import { pgErrorToHttp } from '../rest/pg-errors';
import type { AuthDeps } from './deps';
import { hashPassword } from './password';
import { credentials, sessionUser } from './request';
import { PASSWORD_CHANGE_REQUIRED } from './user-update';
import { EMAIL, findUserByEmail, normaliseEmail, randomPassword } from './users';

/**
 * `POST /auth/v1/embedded/administrators` — the embedded backend only (a hosted project creates
 * accounts in its dashboard; no secret key ever reaches a browser). An administrator names a new
 * one by email: an account that does not exist yet is created with a one-time password, answered
 * once and never stored in clear, and marked `app_metadata.password_change_required` so the
 * panel asks for a new one at first sign-in and the database refuses its writes until then
 * (20261125000300_accounts_mfa.sql). An existing account is only named administrator.
 *
 * The naming itself is `public.add_administrator`, run as the caller in the same transaction as
 * the account's creation: the database decides who may (an administrator, at aal2 once it has a
 * factor), and a refusal leaves no account behind.
 */
export async function createAdministrator(req: IncomingMessage, caller: Caller, deps: AuthDeps) {
  const { user: me } = await sessionUser(caller, deps.db);
  const { email, reset_password: reset } = await credentials(req);
  if (typeof email !== 'string' || !EMAIL.test(normaliseEmail(email)))
    throw authError(400, 'email_address_invalid', 'Email address is invalid');
  const address = normaliseEmail(email);
  if (reset === true) return issueOneTimePassword(address, me.email, caller, deps);
  // Asked first, so a signed-in non-administrator costs no password hash.
  await asCaller(deps.db, caller, (query) => query('select private.require_administrator()'));
  const exists = await deps.db.asOwner((tx) => findUserByEmail(tx, address));
  const password = exists ? null : randomPassword();
  const hash = password ? await hashPassword(password) : null;
  const userId = await asCaller(deps.db, caller, async (query, owner) => {
    if (hash)
      await owner(
        `insert into auth.users (email, encrypted_password, raw_app_meta_data)
         values ($1, $2, jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), $3::text, true))`,
        [address, hash, PASSWORD_CHANGE_REQUIRED],
      );
    const { rows } = await query<{ id: string }>('select public.add_administrator($1) as id', [address]);
    return rows[0]!.id;
  });
  return { user_id: userId, email: address, password };
}

/**
 * `reset_password: true`: an administrator who forgot its password (and the server sends no mail)
 * gets a new one-time password from another administrator, answered once, to be changed at its next
 * sign-in; its sessions end. Its second step, if any, stays: a fellow administrator can let it back
 * in, not become it. Checked as the caller, like naming one (`public.add_administrator`).
 */
async function issueOneTimePassword(address: string, myEmail: string, caller: Caller, deps: AuthDeps) {
  if (address === normaliseEmail(myEmail))
    throw authError(422, 'validation_failed', "Change your own password in 'Cuenta'");
  await asCaller(deps.db, caller, (query) => query('select private.require_administrator()'));
  const target = await deps.db.asOwner((tx) => findUserByEmail(tx, address));
  if (!target) throw authError(404, 'user_not_found', 'No account has this email');
  const password = randomPassword();
  const hash = await hashPassword(password);
  const userId = await asCaller(deps.db, caller, async (query, owner) => {
    await owner(
      `update auth.users set encrypted_password = $2, updated_at = now(),
              raw_app_meta_data = raw_app_meta_data || jsonb_build_object($3::text, true)
        where id = $1`,
      [target.id, hash, PASSWORD_CHANGE_REQUIRED],
    );
    await owner('delete from auth.sessions where user_id = $1', [target.id]);
    // The same rule as naming one: an administrator, at aal2 once it has a second step.
    const { rows } = await query<{ id: string }>('select public.add_administrator($1) as id', [address]);
    return rows[0]!.id;
  });
  await deps.passwordChanged(address);
  deps.log(`security: one-time password issued for ${JSON.stringify(address)} by ${JSON.stringify(myEmail)}`);
  return { user_id: userId, email: address, password };
}

type Query = <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;

/**
 * One transaction: `owner` statements run first as the database owner, `query` ones as the
 * caller (role and claims set as PostgREST sets them). Postgres errors become PostgREST's answer.
 */
/** Runs `fn` in one transaction: owner statements first, then the caller's, as the caller (its claims and role). */
export async function asCaller<T>(
  db: Database,
  caller: Caller,
  fn: (query: Query, owner: (sql: string, params?: unknown[]) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  try {
    return await db.asOwner(async (tx) => {
      let switched = false;
      const become = async () => {
        if (switched) return;
        switched = true;
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
        await tx.exec('set local role authenticated');
      };
      return fn(
        async <R>(sql: string, params?: unknown[]) => {
          await become();
          return tx.query<R>(sql, params);
        },
        async (sql, params) => {
          if (switched) throw new Error('owner statements must come before the caller’s');
          return tx.query(sql, params);
        },
      );
    });
  } catch (error) {
    throw pgErrorToHttp(error, caller.claims.role);
  }
}

/**
 * `npm run admin -- reset-mfa <email>`: the way back for an administrator who lost its phone.
 * Its factors go and its sessions end (the next sign-in is password only, aal1).
 */
export async function resetMfa(db: Database, email: string): Promise<boolean> {
  return db.asOwner(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    await tx.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    return true;
  });
}
