// `npm run doctor -- --url <project url> --anon-key <key>`: checks a hosted Supabase project (or
// any Supabase-compatible backend) from the outside after `supabase db push`. Exit code 1 when a
// check fails.
import { parseArgs } from 'node:util';
import { formatChecks, runChecks } from './checks';

const { values } = parseArgs({
  options: { url: { type: 'string' }, 'anon-key': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const url = values.url ?? process.env.VITE_SUPABASE_URL;
const anonKey = values['anon-key'] ?? process.env.VITE_SUPABASE_ANON_KEY;
if (values.help || !url || !anonKey) {
  console.log(
    'Uso: npm run doctor -- --url https://<ref>.supabase.co --anon-key <anon key>\n(or VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY)',
  );
  process.exit(values.help ? 0 : 2);
}
const checks = await runChecks(url, anonKey);
console.log(formatChecks(checks));
process.exit(checks.every((c) => c.ok) ? 0 : 1);
