import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Takes group and other permissions off everything under `dir` (files 0600, folders 0700).
 * PGlite writes most database files 0666 whatever the umask (and a few more at every start),
 * and the database holds the password hashes: another local user read them. Called around
 * opening the database; DATA_DIR itself is 0700 as well, so files created in between are out of
 * reach too.
 */
export async function ownerOnlyTree(dir: string): Promise<void> {
  const info = await lstat(dir).catch(() => null);
  if (!info) return;
  if (info.isDirectory()) {
    if (info.mode & 0o077) await chmod(dir, 0o700);
    for (const name of await readdir(dir)) await ownerOnlyTree(path.join(dir, name));
  } else if (info.isFile() && info.mode & 0o077) await chmod(dir, 0o600);
}
