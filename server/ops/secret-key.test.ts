import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSecretKey } from './secret-key';

const NEW = 'sb_secret_clave-nueva';
const OLD = 'eyJ.clave-heredada.firma';

describe('push takes the secret key from', () => {
  it('SUPABASE_SECRET_KEY, or the older SUPABASE_SERVICE_ROLE_KEY; the new name wins', async () => {
    expect(await readSecretKey({}, { SUPABASE_SECRET_KEY: NEW })).toBe(NEW);
    expect(await readSecretKey({}, { SUPABASE_SERVICE_ROLE_KEY: OLD })).toBe(OLD);
    expect(await readSecretKey({}, { SUPABASE_SECRET_KEY: NEW, SUPABASE_SERVICE_ROLE_KEY: OLD })).toBe(NEW);
    expect(await readSecretKey({}, { SUPABASE_SECRET_KEY: '  ' })).toBeUndefined();
  });

  it('standard input with --secret-key-stdin or the older --service-key-stdin (first line only)', async () => {
    for (const flag of ['secret-key-stdin', 'service-key-stdin'] as const)
      expect(await readSecretKey({ [flag]: true }, {}, Readable.from([`${NEW}\nresto\n`]))).toBe(NEW);
  });

  it('--secret-key or --service-key, before the environment', async () => {
    expect(await readSecretKey({ 'secret-key': NEW }, { SUPABASE_SERVICE_ROLE_KEY: OLD })).toBe(NEW);
    expect(await readSecretKey({ 'service-key': OLD }, {})).toBe(OLD);
  });
});
