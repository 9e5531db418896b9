import { randomBytes } from 'node:crypto';
import type { Database, Tx } from '../db/database';
import type { FactorJson } from './mfa-store';
import { hashPassword, passwordMatches, passwordProblem } from './password';
import type { PasswordLane } from './password-queue';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>('select * from auth.users where email = $1', [
    normaliseEmail(email),
  ]);
  return rows[0];
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

/** Whether the password is the user's; for an unknown user it takes as long and answers no. */
export function checkPassword(
  user: UserRow | undefined,
  password: string,
  lane?: PasswordLane,
): Promise<boolean> {
  return passwordMatches(password, user?.encrypted_password, lane);
}

/**
 * Creates the user or resets its password; with `admin`, also names it an administrator
 * (private.administrators). Returns the user id.
 */
export async function upsertUser(
  db: Database,
  email: string,
  password: string,
  admin: boolean,
): Promise<string> {
  if (!EMAIL.test(normaliseEmail(email))) throw new Error(`"${email}" is not a valid email address`);
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password);
  return db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password) values ($1, $2)
       on conflict (email) do update set encrypted_password = excluded.encrypted_password, updated_at = now()
       returning id`,
      [normaliseEmail(email), hash],
    );
    const id = rows[0]!.id;
    // A password reset ends every session of that user.
    await tx.query('delete from auth.sessions where user_id = $1', [id]);
    if (admin)
      await tx.query('insert into private.administrators (user_id) values ($1) on conflict do nothing', [id]);
    return id;
  });
}

export async function removeAdmin(db: Database, email: string): Promise<boolean> {
  return db.asOwner(async (tx) => {
    const { affectedRows } = await tx.query(
      'delete from private.administrators where user_id = (select id from auth.users where email = $1)',
      [normaliseEmail(email)],
    );
    return (affectedRows ?? 0) > 0;
  });
}

export async function countAdmins(db: Database): Promise<number> {
  const { rows } = await db.pg.query<{ n: number }>('select count(*)::int as n from private.administrators');
  return rows[0]!.n;
}

/** The user object Supabase Auth answers with. */
export function publicUser(user: UserRow, factors: FactorJson[] = []): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmed_at: user.email_confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
    // Like Supabase Auth: present only when the user has enrolled a factor.
    ...(factors.length > 0 ? { factors } : {}),
  };
}
