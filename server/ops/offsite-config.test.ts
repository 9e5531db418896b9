import { expect, it } from 'vitest';
import { readOffsiteConfig } from './offsite-config';

const FULL = {
  BACKUP_S3_BUCKET: 'copias',
  BACKUP_S3_ACCESS_KEY_ID: 'id',
  BACKUP_S3_SECRET_ACCESS_KEY: 'secreto',
  BACKUP_S3_PASSPHRASE: 'una frase bastante larga',
};

it('is off without BACKUP_S3_BUCKET', () => expect(readOffsiteConfig({})).toBeNull());

it('reads an S3-compatible endpoint with path-style addresses and a prefix ending in /', () => {
  expect(
    readOffsiteConfig({
      ...FULL,
      BACKUP_S3_ENDPOINT: 'https://x.r2.cloudflarestorage.com',
      BACKUP_S3_PREFIX: 'sitio',
    }),
  ).toMatchObject({
    endpoint: 'https://x.r2.cloudflarestorage.com',
    region: 'auto',
    prefix: 'sitio/',
    forcePathStyle: true,
  });
  expect(readOffsiteConfig(FULL)).toMatchObject({
    endpoint: undefined,
    region: 'us-east-1',
    prefix: 'estudio/',
  });
});

it.each(['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY', 'BACKUP_S3_PASSPHRASE'])(
  'refuses a bucket without %s, naming it',
  (name) => expect(() => readOffsiteConfig({ ...FULL, [name]: '' })).toThrow(name),
);

it('refuses a short passphrase and an endpoint that is not an address', () => {
  expect(() => readOffsiteConfig({ ...FULL, BACKUP_S3_PASSPHRASE: 'corta' })).toThrow(/at least 16/);
  expect(() => readOffsiteConfig({ ...FULL, BACKUP_S3_ENDPOINT: 'r2.example' })).toThrow(
    /BACKUP_S3_ENDPOINT/,
  );
});
