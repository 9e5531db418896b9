import { lstat, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

// The backup folder (BACKUP_DIR) is trusted with a copy of everything the studio uploaded, and
// the scheduled backups write into it as the service user (the CLI's `backup` may run as root).
// It was used whatever its mode or links: a shard folder that was a link to another folder
// received a blob there. Now the folder must be this user's and writable by no one else, and
// every folder the store writes into inside it must be a real folder, not a link.

/** Throws unless `dir` (made if missing) is a folder this user owns that no other user can write. */
export async function checkBackupFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await stat(dir);
  const uid = process.getuid?.();
  if (!info.isDirectory()) throw new Error(`the backup folder ${dir} is not a folder`);
  if (uid !== undefined && info.uid !== uid)
    throw new Error(
      `the backup folder ${dir} belongs to another user (uid ${info.uid}): make it this user's`,
    );
  if ((info.mode & 0o022) !== 0)
    throw new Error(
      `the backup folder ${dir} can be written by other users (mode ${(info.mode & 0o777).toString(8)}): chmod 700 it`,
    );
}

/** Makes (if missing) the folder `sub` of the store `dir`, and throws if it, or a folder on the way, is a link. */
export async function storeFolder(dir: string, sub: string): Promise<string> {
  const full = path.join(dir, sub);
  await mkdir(full, { recursive: true, mode: 0o700 });
  let at = dir;
  for (const part of sub.split('/')) {
    at = path.join(at, part);
    const info = await lstat(at);
    if (info.isSymbolicLink() || !info.isDirectory())
      throw new Error(`${at} in the backup folder is a link or not a folder: nothing is written through it`);
  }
  return full;
}
