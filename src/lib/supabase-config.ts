// Where the app's Supabase project is and its public key: the publishable key (`sb_publishable_…`),
// or a legacy anon JWT key, which still works. With VITE_SUPABASE_URL and
// VITE_SUPABASE_PUBLISHABLE_KEY (or the older VITE_SUPABASE_ANON_KEY) set at build time the app
// talks to that (hosted) project. Without them it asks the page the server sent
// (server/site/static.ts): the publishable key as <meta name="supabase-publishable-key">, and the
// project's URL as <meta name="supabase-url"> when it is not the server itself (npm start's hosted
// mode); without that, the embedded backend that serves it, on the same origin.
function pageMeta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

function resolveConfig(): { url: string; publicKey: string } {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const publicKey = (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY ??
    import.meta.env.VITE_SUPABASE_ANON_KEY) as string | undefined;
  if (url && publicKey) return { url, publicKey };
  return {
    url: pageMeta('supabase-url') ?? window.location.origin,
    publicKey: pageMeta('supabase-publishable-key') ?? '',
  };
}

const config = resolveConfig();

export const supabaseUrl = config.url;
/**
 * Talking to a project elsewhere (a hosted one: built with VITE_SUPABASE_URL, or named by the page
 * in npm start's hosted mode) rather than to the embedded backend that serves this page: what only
 * the embedded backend provides (creating an account from the panel) is left out.
 */
export const hostedBackend = config.url !== window.location.origin;
/** Sent as `apikey` by every request, and as the bearer token when nobody is signed in. */
export const supabasePublicKey = config.publicKey;
