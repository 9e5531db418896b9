import { HOSTED_CACHE_DEFAULT_S, startHostedSite } from './hosted/hosted-site';
import { readLogRequests } from './http/request-log';
import { parseSiteUrl } from './site/site-origin';
import { readLimits } from './config/limits';

/** `npm start` in front of a hosted Supabase project (server/hosted/hosted-site.ts): no database here. */
export async function serveHosted(project: { url: string; publicKey: string }, port: number): Promise<void> {
  const limits = readLimits(process.env);
  const cacheS = Number(process.env.HOSTED_CACHE_S ?? HOSTED_CACHE_DEFAULT_S);
  if (!Number.isInteger(cacheS) || cacheS < 1)
    throw new Error(
      `HOSTED_CACHE_S must be a whole number of seconds (at least 1), not "${process.env.HOSTED_CACHE_S}"`,
    );
  if (project.publicKey.startsWith('sb_secret_'))
    throw new Error(
      'VITE_SUPABASE_PUBLISHABLE_KEY holds a secret key: use the publishable key (sb_publishable_…).',
    );
  const site = await startHostedSite({
    supabaseUrl: new URL(project.url).origin,
    publicKey: project.publicKey,
    port,
    host: process.env.HOST,
    siteUrl: process.env.SITE_URL ? parseSiteUrl(process.env.SITE_URL) : undefined,
    trustProxy: process.env.TRUST_PROXY === 'true',
    transforms: process.env.VITE_IMAGE_TRANSFORMS !== 'false',
    maxAgeMs: cacheS * 1000,
    logRequests: readLogRequests(process.env, false),
    ...limits,
  });
  console.log(`\nEstudio portfolio running at ${site.url} (hosted mode)`);
  console.log(
    `  Data, accounts and files: ${project.url}  ·  link previews and sitemap follow it within ${cacheS} s`,
  );
  console.log('');
  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down…`);
    await site.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
