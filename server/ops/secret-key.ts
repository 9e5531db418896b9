import { text } from 'node:stream/consumers';

/**
 * Where `push` takes the target's secret key from (`sb_secret_…`, or a legacy service_role JWT
 * key), so it never has to be on the command line (where `ps` and the shell history show it to
 * anyone on the machine): SUPABASE_SECRET_KEY (the older SUPABASE_SERVICE_ROLE_KEY still works),
 * or standard input with --secret-key-stdin (or the older --service-key-stdin). --secret-key /
 * --service-key also work, but show it in `ps`.
 */
export const SECRET_KEY_VARIABLE = 'SUPABASE_SECRET_KEY';
const LEGACY_VARIABLE = 'SUPABASE_SERVICE_ROLE_KEY';

export interface SecretKeyFlags {
  'secret-key'?: string;
  'secret-key-stdin'?: boolean;
  'service-key'?: string;
  'service-key-stdin'?: boolean;
}

export async function readSecretKey(
  flags: SecretKeyFlags,
  env: NodeJS.ProcessEnv,
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<string | undefined> {
  if (flags['secret-key-stdin'] || flags['service-key-stdin']) {
    // The first line: `pass show supabase/estudio | npm run admin -- push …` or a here-string.
    const key = (await text(stdin)).split(/\r?\n/)[0]?.trim();
    return key || undefined;
  }
  return (
    flags['secret-key'] ||
    flags['service-key'] ||
    env[SECRET_KEY_VARIABLE]?.trim() ||
    env[LEGACY_VARIABLE]?.trim() ||
    undefined
  );
}
