import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GetObjectCommandOutput, ListObjectsV2CommandOutput, S3Client } from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { sha256File } from './backup';
import { blobPath, listSnapshots, readSnapshot, snapshotTime } from './backup-store';
import {
  call,
  capAnswers,
  handlerSettings,
  MAX_KEY_BYTES,
  OFFSITE_LIMITS,
  pages,
  readCapped,
  saveCapped,
  type Bounded,
  type OffsiteLimits,
} from './offsite-calls';
import type { OffsiteConfig } from './offsite-config';
import {
  blobName,
  decryptFile,
  encryptedStream,
  newKey,
  openKey,
  OVERHEAD,
  type KeyInfo,
  type Keys,
} from './offsite-crypto';

// Off-site copies of the deduplicated backup store (backup-store.ts) in an S3-compatible bucket,
// with @aws-sdk/client-s3 (AWS's own maintained client; every S3-compatible service is tested
// against it). Under BACKUP_S3_PREFIX the bucket holds:
//   key.json                      the passphrase's salt and check value (no secret in it)
//   blobs/<HMAC of the SHA-256>   each stored file once, encrypted (offsite-crypto.ts)
//   snapshots/estudio-<UTC>.snapshot.json.gz   each backup's rows and manifest, encrypted
// As in the local store, a file a kept snapshot already holds is never sent again, blobs go up
// before the snapshot naming them, and a prune removes snapshots before the blobs only they
// named. Every file is streamed (read, encrypted and sent, or received, decrypted and checked),
// so memory stays bounded whatever a video weighs. The SDK is loaded only when this is configured.
// Every call has a deadline, every answer a size cap, every listing a page cap (offsite-calls.ts).

export interface Remote extends Bounded {
  config: OffsiteConfig;
  client: S3Client;
  s3: typeof import('@aws-sdk/client-s3');
  keys: Keys;
}

const UPLOADS_AT_ONCE = 4;

function key(remote: Remote, name: string): string {
  return `${remote.config.prefix}${name}`;
}

async function client(config: OffsiteConfig, limits: OffsiteLimits) {
  const s3 = await import('@aws-sdk/client-s3');
  const made = new s3.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The newer default checksums (streamed, in trailers) are refused by several S3-compatible
    // services: only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: handlerSettings(limits),
  });
  capAnswers(made, limits);
  return { s3, client: made };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const notFound = (error: unknown) =>
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Connects to the bucket and opens its key with the passphrase. A bucket with no key yet gets one
 * only when `create` (a backup); a restore from an empty bucket says there is nothing there.
 */
export async function openRemote(
  config: OffsiteConfig,
  {
    create,
    limits = OFFSITE_LIMITS,
    signal,
  }: { create: boolean; limits?: OffsiteLimits; signal?: AbortSignal },
): Promise<Remote> {
  const { s3, client: c } = await client(config, limits);
  const partial = { config, client: c, s3, limits, signal } as Omit<Remote, 'keys'>;
  const infoKey = `${config.prefix}key.json`;
  try {
    const answer = await call<GetObjectCommandOutput>(
      partial,
      new s3.GetObjectCommand({ Bucket: config.bucket, Key: infoKey }),
      'reading key.json',
    );
    const info = JSON.parse(await readCapped(partial, answer.Body, MAX_KEY_BYTES, 'key.json')) as KeyInfo;
    return { ...partial, keys: await openKey(config.passphrase, info) };
  } catch (error) {
    if (!notFound(error)) {
      c.destroy();
      throw error;
    }
  }
  if (!create) {
    c.destroy();
    throw new Error(`no off-site backups in ${config.bucket}/${config.prefix} (no key.json there)`);
  }
  const { info, keys } = await newKey(config.passphrase);
  await call(
    partial,
    new s3.PutObjectCommand({
      Bucket: config.bucket,
      Key: infoKey,
      Body: JSON.stringify(info),
      ContentType: 'application/json',
    }),
    'writing key.json',
  );
  return { ...partial, keys };
}

/** Every object name under `folder/` (paged: one page of names at a time from the service). */
async function listNames(remote: Remote, folder: string): Promise<string[]> {
  const names: string[] = [];
  const prefix = key(remote, `${folder}/`);
  await pages<ListObjectsV2CommandOutput>(
    remote.limits,
    `${folder}/`,
    (token) =>
      call(
        remote,
        new remote.s3.ListObjectsV2Command({
          Bucket: remote.config.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
        `listing ${folder}/`,
      ),
    (page) => {
      for (const object of page.Contents ?? [])
        if (object.Key?.startsWith(prefix)) names.push(object.Key.slice(prefix.length));
    },
  );
  return names;
}

/** The off-site snapshots, oldest first. */
export async function listRemoteSnapshots(remote: Remote): Promise<string[]> {
  return (await listNames(remote, 'snapshots')).filter((n) => snapshotTime(n) !== null).sort();
}

async function upload(remote: Remote, name: string, aad: string, file: string): Promise<number> {
  const { body, length } = await encryptedStream(remote.keys, aad, file);
  await call(
    remote,
    new remote.s3.PutObjectCommand({
      Bucket: remote.config.bucket,
      Key: key(remote, name),
      Body: Readable.from(body),
      ContentLength: length,
      ContentType: 'application/octet-stream',
    }),
    `sending ${name}`,
    length,
  );
  return length;
}

/**
 * Downloads `name` (at most `maxBytes`, encrypted), decrypts and (for a blob) checks it, and
 * writes it whole at `target`.
 */
async function download(
  remote: Remote,
  name: string,
  aad: string,
  target: string,
  maxBytes: number,
  sha256?: string,
) {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const tmp = `${target}.tmp-${randomUUID()}`;
  const plain = `${target}.tmp-${randomUUID()}`;
  try {
    const answer = await call<GetObjectCommandOutput>(
      remote,
      new remote.s3.GetObjectCommand({ Bucket: remote.config.bucket, Key: key(remote, name) }),
      `asking for ${name}`,
    );
    await saveCapped(remote, answer.Body, tmp, maxBytes, name);
    await decryptFile(remote.keys, aad, tmp, plain);
    if (sha256 && (await sha256File(plain)) !== sha256)
      throw new Error(`${name}: the off-site copy does not have the checksum its backup lists`);
    await rename(plain, target);
  } finally {
    await rm(tmp, { force: true });
    await rm(plain, { force: true });
  }
}

export interface PushResult {
  snapshots: number;
  uploaded: number;
  reused: number;
  bytes: number;
  pruned: number;
}

/**
 * Copies every kept snapshot of the local store `dir` the bucket lacks (the newest, and any an
 * earlier failure left behind), sending only the files the bucket does not hold yet; then keeps
 * the newest `keep` off-site.
 */
export async function pushStore(remote: Remote, dir: string, keep: number): Promise<PushResult> {
  const present = new Set(await listNames(remote, 'blobs'));
  const remoteSnapshots = new Set(await listRemoteSnapshots(remote));
  const result: PushResult = { snapshots: 0, uploaded: 0, reused: 0, bytes: 0, pruned: 0 };
  const limit = pLimit(UPLOADS_AT_ONCE);
  for (const name of (await listSnapshots(dir)).slice(-keep)) {
    if (remoteSnapshots.has(name)) continue;
    const file = path.join(dir, 'snapshots', name);
    const { manifest } = await readSnapshot(file);
    const files = new Set(manifest.entries.filter((e) => e.path.startsWith('files/')).map((e) => e.sha256));
    await Promise.all(
      [...files].map((sha256) =>
        limit(async () => {
          const remoteName = blobName(remote.keys, sha256);
          if (present.has(remoteName)) return void (result.reused += 1);
          result.bytes += await upload(remote, `blobs/${remoteName}`, sha256, blobPath(dir, sha256));
          present.add(remoteName);
          result.uploaded += 1;
        }),
      ),
    );
    // Last: a snapshot off-site always has every file it names there.
    result.bytes += await upload(remote, `snapshots/${name}`, name, file);
    result.snapshots += 1;
  }
  result.pruned = await pruneRemote(remote, keep, dir);
  return result;
}

/** Reads a snapshot's manifest: the local copy when the store has it, else the off-site one. */
async function manifestOf(remote: Remote, name: string, dir: string) {
  const local = path.join(dir, 'snapshots', name);
  if (
    await stat(local).then(
      () => true,
      () => false,
    )
  )
    return (await readSnapshot(local)).manifest;
  const tmp = path.join(dir, `${name}.tmp-${randomUUID()}`);
  try {
    await download(remote, `snapshots/${name}`, name, tmp, remote.limits.maxSnapshotBytes);
    return (await readSnapshot(tmp)).manifest;
  } finally {
    await rm(tmp, { force: true });
  }
}

/** Keeps the newest `keep` snapshots off-site, then only the blobs they name. Returns how many objects went. */
async function pruneRemote(remote: Remote, keep: number, dir: string): Promise<number> {
  const all = await listRemoteSnapshots(remote);
  const old = all.slice(0, Math.max(0, all.length - keep));
  const remove = (name: string) =>
    call(
      remote,
      new remote.s3.DeleteObjectCommand({ Bucket: remote.config.bucket, Key: key(remote, name) }),
      `removing ${name}`,
    );
  for (const name of old) await remove(`snapshots/${name}`);
  if (old.length === 0) return 0;
  const needed = new Set<string>();
  for (const name of all.slice(old.length))
    for (const entry of (await manifestOf(remote, name, dir)).entries)
      if (entry.path.startsWith('files/')) needed.add(blobName(remote.keys, entry.sha256));
  let removed = old.length;
  for (const name of await listNames(remote, 'blobs')) {
    if (needed.has(name)) continue;
    await remove(`blobs/${name}`);
    removed += 1;
  }
  return removed;
}

/**
 * Brings the off-site snapshot `name` ('latest': the newest) into the local store `dir`: the
 * snapshot, then every file it names that the store lacks, each decrypted and checked against
 * its SHA-256. Returns the local snapshot's path, which `restore` then verifies again and loads.
 */
export async function fetchSnapshot(
  remote: Remote,
  name: string,
  dir: string,
): Promise<{ file: string; fetched: number; present: number }> {
  const all = await listRemoteSnapshots(remote);
  let fetched = 0;
  let present = 0;
  const chosen =
    name === 'latest' ? all.at(-1) : all.find((n) => n === name || n === `estudio-${name}.snapshot.json.gz`);
  if (!chosen)
    throw new Error(
      all.length
        ? `no off-site backup named ${name}; there are: ${all.join(', ')}`
        : `no off-site backups in ${remote.config.bucket}/${remote.config.prefix}`,
    );
  const file = path.join(dir, 'snapshots', chosen);
  // The snapshot goes into the store's snapshots/ last, once every file it names is there
  // (the store's rule: a kept snapshot always has its files).
  const tmp = path.join(dir, `${chosen}.tmp-${randomUUID()}`);
  try {
    await download(remote, `snapshots/${chosen}`, chosen, tmp, remote.limits.maxSnapshotBytes);
    const { manifest } = await readSnapshot(tmp);
    const limit = pLimit(UPLOADS_AT_ONCE);
    // Each stored file once, with the size its backup lists: its download may be no longer.
    const sizes = new Map(
      manifest.entries.filter((e) => e.path.startsWith('files/')).map((e) => [e.sha256, e.size]),
    );
    await Promise.all(
      [...sizes].map(([sha256, size]) =>
        limit(async () => {
          if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`${chosen} names a file by a bad checksum`);
          const target = blobPath(dir, sha256);
          if (await exists(target)) return void (present += 1);
          const name = `blobs/${blobName(remote.keys, sha256)}`;
          await download(remote, name, sha256, target, Number(size) + OVERHEAD, sha256);
          fetched += 1;
        }),
      ),
    );
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
  return { file, fetched, present };
}
