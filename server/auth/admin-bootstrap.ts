import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countAdmins, findUserByEmail, randomPassword, upsertUser } from './users';
import type { Database } from '../db/database';

export const CREDENTIALS_FILE = 'admin-credentials.txt';

/**
 * First start: with no administrator yet, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or else
 * with a generated password that is printed once and kept in DATA_DIR (owner-only).
 * Returns a line for the start-up banner.
 */
export async function ensureAdmin(
  db: Database,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): Promise<string | null> {
  if ((await countAdmins(db)) > 0) return null;
  const email = env.ADMIN_EMAIL?.trim() || 'admin@estudio.local';
  // Only a first start creates the administrator. A user who exists already (for instance the
  // last administrator, removed on purpose) keeps its password: a start must never reset one.
  if (await db.asOwner((tx) => findUserByEmail(tx, email))) {
    return `No administrator: ${email} exists and was left as it is. Name one with \`npm run admin -- create-admin <email>\`.`;
  }
  if (env.ADMIN_PASSWORD) {
    await upsertUser(db, email, env.ADMIN_PASSWORD, true);
    return `Administrator ${email} created with the password from ADMIN_PASSWORD.`;
  }
  const password = randomPassword();
  await upsertUser(db, email, password, true);
  const file = path.join(dataDir, CREDENTIALS_FILE);
  await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return `Administrator created: ${email} / ${password}\n  (shown once; also saved in ${file}, readable only by you)`;
}

/**
 * The credentials file keeps the first password only while it is the account's password: once
 * that account's password changes (in 'Cuenta', by a recovery link, or `create-admin`), the file
 * would show a stale one, so it goes. A file naming another account is left alone.
 */
export async function forgetFirstPassword(dataDir: string, email: string): Promise<void> {
  const file = path.join(dataDir, CREDENTIALS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return; // None was written (ADMIN_PASSWORD), or it is gone already.
  }
  const named = /^email: (.*)$/m.exec(text)?.[1]?.trim().toLowerCase();
  if (named === email.trim().toLowerCase()) await rm(file, { force: true });
}
