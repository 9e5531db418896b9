// Off-site copies of the scheduled backups (offsite-store.ts), configured by the environment.
// Set BACKUP_S3_BUCKET to turn them on; the rest then must be right, or the start stops saying
// which is missing (a copy that silently never happens is the failure this exists to prevent).

export interface OffsiteConfig {
  /** The S3-compatible endpoint (R2, B2, Wasabi, Supabase Storage's S3 endpoint…); unset: AWS. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every object this site writes is under it (`estudio/` by default), so a bucket can be shared. */
  prefix: string;
  /** The encryption key is derived from it (offsite-crypto.ts); without it nothing in the bucket can be read. */
  passphrase: string;
  /** Path-style addresses (`endpoint/bucket/key`): what most S3-compatible services expect. */
  forcePathStyle: boolean;
}

/** The shortest passphrase accepted: the key is derived slowly (scrypt), but a short one is still guessable. */
export const MIN_PASSPHRASE = 16;

/** The off-site configuration the environment asks for, or null when BACKUP_S3_BUCKET is unset. Throws on a bad one. */
export function readOffsiteConfig(env: NodeJS.ProcessEnv): OffsiteConfig | null {
  const bucket = env.BACKUP_S3_BUCKET?.trim();
  if (!bucket) return null;
  const missing = ['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY', 'BACKUP_S3_PASSPHRASE'].filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length)
    throw new Error(`BACKUP_S3_BUCKET is set, so off-site backups need ${missing.join(', ')} too`);
  const passphrase = env.BACKUP_S3_PASSPHRASE!;
  if (passphrase.length < MIN_PASSPHRASE)
    throw new Error(
      `BACKUP_S3_PASSPHRASE must be at least ${MIN_PASSPHRASE} characters (it is the only key to the off-site backups)`,
    );
  const endpoint = env.BACKUP_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint))
    throw new Error(`BACKUP_S3_ENDPOINT must be an http(s) address, not "${endpoint}"`);
  const prefix = (env.BACKUP_S3_PREFIX ?? 'estudio/').trim().replace(/^\/+/, '');
  return {
    endpoint,
    bucket,
    region: env.BACKUP_S3_REGION?.trim() || (endpoint ? 'auto' : 'us-east-1'),
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY!.trim(),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    passphrase,
    forcePathStyle: env.BACKUP_S3_PATH_STYLE ? env.BACKUP_S3_PATH_STYLE !== 'false' : Boolean(endpoint),
  };
}
