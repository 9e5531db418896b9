// Where the app's Supabase project is and its public (anon) key. With VITE_SUPABASE_URL /
// VITE_SUPABASE_ANON_KEY set at build time the app talks to that (hosted) project. Without them
// it talks to the embedded backend that serves it: same origin, and the anon key the server
// injects into index.html as <meta name="supabase-anon-key">.
function resolveConfig(): { url: string; anonKey: string } {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (url && anonKey) return { url, anonKey };
  const meta = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]');
  return { url: window.location.origin, anonKey: meta?.content ?? '' };
}

const config = resolveConfig();

export const supabaseUrl = config.url;
/**
 * Built for a hosted project (VITE_SUPABASE_URL) rather than served by the embedded backend:
 * what only the embedded backend provides (creating an account from the panel) is left out.
 */
export const hostedBackend = Boolean(
  import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY,
);
/** Sent as `apikey` by every request, and as the bearer token when nobody is signed in. */
export const supabaseAnonKey = config.anonKey;
