import { text } from 'node:stream/consumers';

/**
 * Where `push` takes the target's service_role key from, so it never has to be on the command
 * line (where `ps` and the shell history show it to anyone on the machine): the environment
 * variable SUPABASE_SERVICE_ROLE_KEY, or standard input with --service-key-stdin. The old
 * --service-key flag still works.
 */
export const SERVICE_KEY_VARIABLE = 'SUPABASE_SERVICE_ROLE_KEY';

export async function readServiceKey(
  flags: { 'service-key'?: string; 'service-key-stdin'?: boolean },
  env: NodeJS.ProcessEnv,
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<string | undefined> {
  if (flags['service-key-stdin']) {
    // The first line: `pass show supabase/estudio | npm run admin -- push …` or a here-string.
    const key = (await text(stdin)).split(/\r?\n/)[0]?.trim();
    return key || undefined;
  }
  return flags['service-key'] || env[SERVICE_KEY_VARIABLE]?.trim() || undefined;
}
