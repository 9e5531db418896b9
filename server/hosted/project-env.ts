// The hosted Supabase project a build, `npm run prerender`, `npm run doctor` and `npm start`'s
// hosted mode talk to: its URL and its public key. Today's dashboard shows a publishable key
// (sb_publishable_…); projects from before also have the legacy anon JWT key. Either works, under
// either name; the new name wins when both are set.
export const URL_VARIABLE = 'VITE_SUPABASE_URL';
export const PUBLISHABLE_KEY_VARIABLE = 'VITE_SUPABASE_PUBLISHABLE_KEY';
export const LEGACY_ANON_KEY_VARIABLE = 'VITE_SUPABASE_ANON_KEY';

export function publicKeyFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  return env[PUBLISHABLE_KEY_VARIABLE]?.trim() || env[LEGACY_ANON_KEY_VARIABLE]?.trim() || undefined;
}

/** The hosted project named by the environment, or null when the variables do not name one. */
export function hostedProjectFromEnv(env: NodeJS.ProcessEnv): { url: string; publicKey: string } | null {
  const url = env[URL_VARIABLE]?.trim();
  const publicKey = publicKeyFromEnv(env);
  return url && publicKey ? { url, publicKey } : null;
}
