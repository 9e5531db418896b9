import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countAdmins, randomPassword, upsertUser } from './auth/users';
import type { Database } from './db/database';

export const CREDENTIALS_FILE = 'admin-credentials.txt';

/**
 * First start: with no administrator yet, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or else
 * with a generated password that is printed once and kept in DATA_DIR (owner-only).
 * Returns a line for the start-up banner.
 */
export async function ensureAdmin(db: Database, dataDir: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  if ((await countAdmins(db)) > 0) return null;
  const email = env.ADMIN_EMAIL?.trim() || 'admin@estudio.local';
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
