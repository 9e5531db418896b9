import { mkdir } from 'node:fs/promises';
import { readOffsiteConfig } from './offsite-config';
import { fetchSnapshot, listRemoteSnapshots, openRemote } from './offsite-store';
import { restoreFromFile } from './restore-any';
import { RestoreError } from './restore-manifest';

// `restore --remote <name|latest>` and `remote-backups`: the off-site backups (BACKUP_S3_*), on
// this machine or a new one. The chosen snapshot and the files it names that the local store
// lacks are fetched into it (decrypted, each checked against its SHA-256), then restored like any
// kept snapshot (restore-any.ts: every name and checksum verified again before a byte of the
// data dir changes).

function remoteConfig(env: NodeJS.ProcessEnv) {
  const config = readOffsiteConfig(env);
  if (!config)
    throw new RestoreError(
      'no off-site backups are configured: set BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY, BACKUP_S3_PASSPHRASE (and BACKUP_S3_ENDPOINT, BACKUP_S3_PREFIX as when they were made)',
    );
  return config;
}

/** The off-site snapshots' names, oldest first. */
export async function listRemoteBackups(env: NodeJS.ProcessEnv): Promise<string[]> {
  const remote = await openRemote(remoteConfig(env), { create: false });
  try {
    return await listRemoteSnapshots(remote);
  } finally {
    remote.client.destroy();
  }
}

export async function restoreFromRemote(
  name: string,
  store: string,
  dataDir: string,
  force: boolean,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): ReturnType<typeof restoreFromFile> {
  const remote = await openRemote(remoteConfig(env), { create: false }).catch((error: unknown) => {
    throw new RestoreError(`the off-site backups cannot be opened (${(error as Error).message})`);
  });
  let file: string;
  try {
    await mkdir(store, { recursive: true, mode: 0o700 });
    const fetched = await fetchSnapshot(remote, name, store).catch((error: unknown) => {
      throw new RestoreError(
        `the off-site backup could not be fetched (${(error as Error).message}); nothing was changed`,
      );
    });
    log(
      `Fetched ${fetched.file} from ${remote.config.bucket}/${remote.config.prefix}: ${fetched.fetched} files downloaded and checked, ${fetched.present} already in ${store}.`,
    );
    file = fetched.file;
  } finally {
    remote.client.destroy();
  }
  return restoreFromFile(file, dataDir, force);
}
