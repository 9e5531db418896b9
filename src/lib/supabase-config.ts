// Where the app's Supabase project is and its public key: the publishable key (`sb_publishable_…`),
// or a legacy anon JWT key, which still works. With VITE_SUPABASE_URL and
// VITE_SUPABASE_PUBLISHABLE_KEY (or the older VITE_SUPABASE_ANON_KEY) set at build time the app
// talks to that (hosted) project. Without them it talks to the embedded backend that serves it:
// same origin, and the publishable key the server injects into index.html as
// <meta name="supabase-publishable-key">.
function resolveConfig(): { url: string; publicKey: string } {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const publicKey = (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY ??
    import.meta.env.VITE_SUPABASE_ANON_KEY) as string | undefined;
  if (url && publicKey) return { url, publicKey };
  const meta = document.querySelector<HTMLMetaElement>('meta[name="supabase-publishable-key"]');
  return { url: window.location.origin, publicKey: meta?.content ?? '' };
}

const config = resolveConfig();

export const supabaseUrl = config.url;
/** Sent as `apikey` by every request, and as the bearer token when nobody is signed in. */
export const supabasePublicKey = config.publicKey;
