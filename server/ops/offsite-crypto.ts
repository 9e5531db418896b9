import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Client-side encryption of the off-site copies: the bucket only ever holds ciphertext. Each
// object is AES-256-GCM with a fresh random IV, bound to its name (the additional data), so the
// bucket's owner can neither read an object nor pass one off as another:
//   "ESTO" (4 bytes) · IV (12) · ciphertext (as long as the plaintext) · tag (16)
// Two keys come from the passphrase (scrypt, with a random salt kept in the bucket beside a
// check value): one encrypts, the other names the stored files — HMAC of their SHA-256, so a
// file's name stays the same from one backup to the next (dedup) without telling the bucket
// which well-known file it is.

const MAGIC = Buffer.from('ESTO');
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const OVERHEAD = MAGIC.length + IV_BYTES + TAG_BYTES;

export interface KeyInfo {
  format: 'estudio-offsite-key';
  version: 1;
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string };
  /** HMAC of a fixed text with the encryption key: a wrong passphrase is said as such. */
  check: string;
}

export interface Keys {
  encrypt: Buffer;
  names: Buffer;
}

const CHECK_TEXT = 'estudio-offsite-check';

function derive(passphrase: string, kdf: KeyInfo['kdf']): Promise<Keys> {
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase.normalize('NFC'),
      Buffer.from(kdf.salt, 'base64'),
      64,
      { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: 256 * kdf.N * kdf.r },
      (error, key) =>
        error ? reject(error) : resolve({ encrypt: key.subarray(0, 32), names: key.subarray(32) }),
    ),
  );
}

const check = (keys: Keys) => createHmac('sha256', keys.encrypt).update(CHECK_TEXT).digest('hex');

/** A new key for a bucket that holds none yet: its salt and check value go to the bucket. */
export async function newKey(passphrase: string): Promise<{ info: KeyInfo; keys: Keys }> {
  const kdf = { name: 'scrypt' as const, N: 2 ** 15, r: 8, p: 1, salt: randomBytes(16).toString('base64') };
  const keys = await derive(passphrase, kdf);
  return { info: { format: 'estudio-offsite-key', version: 1, kdf, check: check(keys) }, keys };
}

/**
 * The scrypt parameters a key file may ask for. key.json comes from the bucket, whose owner could
 * ask for any (N = 2^20 with r = 64 took 8.5 GB, a large p 42 s of CPU): at most 128 MiB of memory
 * (128·N·r bytes) and 4 times the work of the parameters this program writes (N = 2^15, r = 8, p = 1).
 */
export const KDF_BOUNDS = { maxMemoryBytes: 128 * 1024 * 1024, maxWork: 4 * 2 ** 15 * 8 };

function kdfAllowed(kdf: KeyInfo['kdf'] | undefined): boolean {
  if (kdf?.name !== 'scrypt' || typeof kdf.salt !== 'string' || kdf.salt.length > 128) return false;
  const { N, r, p } = kdf;
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n >= 1)) return false;
  return (
    N >= 2 &&
    (N & (N - 1)) === 0 &&
    128 * N * r <= KDF_BOUNDS.maxMemoryBytes &&
    N * r * p <= KDF_BOUNDS.maxWork
  );
}

/** The keys of a bucket's key info; throws when the passphrase is not the one it was made with. */
export async function openKey(passphrase: string, info: KeyInfo): Promise<Keys> {
  if (info?.format !== 'estudio-offsite-key' || !kdfAllowed(info.kdf) || typeof info.check !== 'string')
    throw new Error(
      'the off-site key file is not one this program wrote (or asks for more work than it allows)',
    );
  const keys = await derive(passphrase, info.kdf);
  const expected = Buffer.from(info.check, 'hex');
  const actual = Buffer.from(check(keys), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw new Error('BACKUP_S3_PASSPHRASE is not the passphrase these off-site backups were made with');
  return keys;
}

/** The bucket's name for a stored file of that SHA-256. */
export const blobName = (keys: Keys, sha256: string) =>
  createHmac('sha256', keys.names).update(sha256).digest('hex');

/** `file`, encrypted as a stream (bounded memory) bound to `name`, and its exact length. */
export async function encryptedStream(
  keys: Keys,
  name: string,
  file: string,
): Promise<{ body: AsyncIterable<Buffer>; length: number }> {
  const { size } = await stat(file);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.encrypt, iv);
  cipher.setAAD(Buffer.from(name));
  async function* body() {
    yield Buffer.concat([MAGIC, iv]);
    for await (const chunk of createReadStream(file)) yield cipher.update(chunk as Buffer);
    yield cipher.final();
    yield cipher.getAuthTag();
  }
  return { body: body(), length: size + OVERHEAD };
}

/**
 * Decrypts the downloaded `source` into `target` as a stream; throws (and `target` must then be
 * discarded) when it is not an object of these keys under `name`, or was altered in any byte.
 */
export async function decryptFile(keys: Keys, name: string, source: string, target: string): Promise<void> {
  const { size } = await stat(source);
  if (size < OVERHEAD) throw new Error(`${name}: not an encrypted backup object (too short)`);
  const head = Buffer.alloc(MAGIC.length + IV_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await open(source, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!head.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error(`${name}: not an encrypted backup object`);
  const decipher = createDecipheriv('aes-256-gcm', keys.encrypt, head.subarray(MAGIC.length));
  decipher.setAAD(Buffer.from(name));
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      size > OVERHEAD
        ? createReadStream(source, { start: head.length, end: size - TAG_BYTES - 1 })
        : Readable.from([]),
      decipher,
      createWriteStream(target, { mode: 0o600 }),
    );
  } catch (error) {
    throw new Error(`${name}: the off-site copy is damaged or was altered (${(error as Error).message})`, {
      cause: error,
    });
  }
}
