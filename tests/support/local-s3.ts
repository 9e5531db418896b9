// A real S3-compatible server on loopback (s3rver, which keeps each object as a file), for the
// off-site backup tests: the server under test talks to it through @aws-sdk/client-s3 as it would
// to R2, B2 or Wasabi, and the test can read every byte the bucket holds.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The environment that sends the server's off-site backups there. */
  env: Record<string, string>;
  /** Every stored object's bytes (the bucket's content as its operator could read it). */
  objects(): Promise<{ name: string; bytes: Buffer }[]>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'copias-estudio'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'estudio-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_REGION: 'us-east-1',
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BACKUP_S3_PREFIX: 'sitio/',
      BACKUP_S3_PASSPHRASE: 'una frase larga que solo sabe el estudio',
    },
    async objects() {
      const out: { name: string; bytes: Buffer }[] = [];
      const root = path.join(directory, bucket);
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
        if (entry.isFile() && entry.name.endsWith('._S3rver_object'))
          out.push({
            name: path
              .relative(root, path.join(entry.parentPath, entry.name))
              .replace(/\._S3rver_object$/, ''),
            bytes: await readFile(path.join(entry.parentPath, entry.name)),
          });
      return out;
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
