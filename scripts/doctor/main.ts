// `npm run doctor -- --url <project url> --publishable-key <key>`: checks a hosted Supabase project
// (or any Supabase-compatible backend) from the outside after `supabase db push`. The key is the
// one a visitor's browser holds: the publishable key (sb_publishable_…) or the legacy anon key
// (--anon-key still works). Exit code 1 when a check fails.
import { parseArgs } from 'node:util';
import {
  LEGACY_ANON_KEY_VARIABLE,
  PUBLISHABLE_KEY_VARIABLE,
  URL_VARIABLE,
  publicKeyFromEnv,
} from '../../server/hosted/project-env';
import { formatChecks, runChecks } from './checks';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'publishable-key': { type: 'string' },
    'anon-key': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const url = values.url ?? process.env[URL_VARIABLE];
const publicKey = values['publishable-key'] ?? values['anon-key'] ?? publicKeyFromEnv(process.env);
if (values.help || !url || !publicKey) {
  console.log(
    `Uso: npm run doctor -- --url https://<ref>.supabase.co --publishable-key <sb_publishable_…>\n(--anon-key <legacy anon key> also works; or ${URL_VARIABLE} / ${PUBLISHABLE_KEY_VARIABLE} or ${LEGACY_ANON_KEY_VARIABLE})`,
  );
  process.exit(values.help ? 0 : 2);
}
const checks = await runChecks(url, publicKey);
console.log(formatChecks(checks));
process.exit(checks.every((c) => c.ok) ? 0 : 1);
