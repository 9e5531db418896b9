import type { Database } from '../db/database';
import { authError } from '../http/errors';
import { findUserByEmail, type UserRow } from './users';

/**
 * How much `user_metadata` an account may hold, as UTF-8 bytes of its JSON. It travels inside
 * every access token (base64url, a third larger), and a token goes in a header on every request:
 * 60 kB of metadata once made an 80,718-character token that every request carrying it was reset
 * for (Node refuses request heads over 16 KiB, a proxy such as nginx lines over 8 KiB), the
 * request that would have undone it included. 4 KiB keeps a token under 8 KiB with room for the
 * rest of its claims. Supabase Auth sets no bound here; the panel stores nothing in it.
 */
export const USER_METADATA_MAX_BYTES = 4096;

export function metadataBytes(metadata: Record<string, unknown>): number {
  return Buffer.byteLength(JSON.stringify(metadata), 'utf8');
}

/**
 * `data` of `PUT /auth/v1/user` applied as Supabase Auth applies it: each key set, and a key
 * given as null removed. Refused (nothing written) when the result would be over the bound and
 * larger than what is stored: metadata stored before the bound existed may still shrink.
 */
export function mergeUserMetadata(
  current: Record<string, unknown>,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  // A Map, not assignment: a key such as "__proto__" stays an ordinary key.
  const entries = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) entries.delete(key);
    else entries.set(key, value);
  }
  const merged = Object.fromEntries(entries);
  const bytes = metadataBytes(merged);
  if (bytes > USER_METADATA_MAX_BYTES && bytes > metadataBytes(current))
    throw authError(
      400,
      'validation_failed',
      `user_metadata may hold at most ${USER_METADATA_MAX_BYTES} bytes of JSON; this update would make it ${bytes}`,
    );
  return merged;
}

/**
 * What of the user's metadata goes in its access token: all of it, or nothing when it is over the
 * bound (stored before the bound existed), so such an account's tokens stay small and it can sign
 * in and shrink it (or an administrator clears it: `clear-user-metadata`). GET /auth/v1/user and
 * the token response's `user` still carry it whole: those are bodies, not headers.
 */
export function tokenUserMetadata(user: UserRow): Record<string, unknown> | undefined {
  return metadataBytes(user.raw_user_meta_data) <= USER_METADATA_MAX_BYTES
    ? user.raw_user_meta_data
    : undefined;
}

/**
 * `npm run admin -- clear-user-metadata <email>`: empties the account's user_metadata (its
 * sessions stay; their next refresh carries the empty metadata). Returns the bytes removed, or
 * null for an unknown email.
 */
export async function clearUserMetadata(db: Database, email: string): Promise<number | null> {
  return db.asOwner(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    await tx.query(`update auth.users set raw_user_meta_data = '{}', updated_at = now() where id = $1`, [
      user.id,
    ]);
    return metadataBytes(user.raw_user_meta_data);
  });
}
