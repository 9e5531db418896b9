import type { SupabaseClient } from '@supabase/supabase-js';
import type { Check } from './check';

const ACCOUNTS_MIGRATION = 'supabase/migrations/20261125000300_accounts_mfa.sql';
/** Where the functions' privileged part lives since (schema private, behind public wrappers). */
const BEHIND_PRIVATE_MIGRATION = 'supabase/migrations/20261127000100_accounts_behind_private.sql';

/** The functions that name and remove administrators or read sessions. */
const FUNCTIONS = [
  { name: 'list_administrators', args: {} },
  { name: 'add_administrator', args: { target_email: 'doctor@example.invalid' } },
  { name: 'remove_administrator', args: { target_user: '00000000-0000-4000-8000-000000000000' } },
  { name: 'my_sessions', args: {} },
  { name: 'end_session', args: { target_session: '00000000-0000-4000-8000-000000000000' } },
] as const;

/**
 * A visitor must not reach the administrators: the table lives in schema `private`, which the
 * Data API does not expose, and the functions are granted to `authenticated` only (a hosted
 * project may grant new functions to anon by default; the migration revokes that). Each function
 * in public is a wrapper of one in private with the same name and grants: a visitor is refused
 * by either. Each call is harmless even if allowed: an unknown email, a nil id.
 */
export async function accountChecks(supabase: SupabaseClient): Promise<Check[]> {
  const checks: Check[] = [];
  {
    const { error } = await supabase
      .schema('private' as never)
      .from('administrators')
      .select('*')
      .limit(1);
    const code = (error as { code?: string } | null)?.code;
    const hidden = code === 'PGRST106' || code === '42501';
    checks.push({
      name: 'tabla de administradores oculta',
      ok: hidden,
      seen: error ? `${code ?? '?'} ${error.message}`.trim() : 'un visitante leyó private.administrators',
      fix: hidden
        ? ''
        : 'Quita "private" de los esquemas expuestos (Settings → API → Exposed schemas) y: revoke all on private.administrators from anon, authenticated; / Hide schema private.',
    });
  }
  const open: string[] = [];
  const missing: string[] = [];
  for (const fn of FUNCTIONS) {
    const { error } = await supabase.rpc(fn.name as never, fn.args as never);
    const code = (error as { code?: string } | null)?.code;
    if (code === 'PGRST202' || code === '42883') missing.push(fn.name);
    // Only Postgres's own refusal counts: the function's check of its caller (also 42501) would
    // mean a visitor may run it, a grant too many.
    else if (code !== '42501' || !/permission denied for function/.test(error?.message ?? ''))
      open.push(fn.name);
  }
  checks.push({
    name: 'funciones de administradores cerradas a visitantes',
    ok: open.length === 0 && missing.length === 0,
    seen:
      open.length > 0
        ? `un visitante puede llamar: ${open.join(', ')}`
        : missing.length > 0
          ? `no existen: ${missing.join(', ')}`
          : 'permission denied for function (42501)',
    fix:
      open.length > 0
        ? `Aplica ${BEHIND_PRIVATE_MIGRATION} de nuevo (revoca execute a anon), o: ${open.map((n) => `revoke execute on function public.${n}, private.${n} from anon;`).join(' ')} / Visitors can call them.`
        : missing.length > 0
          ? `Aplica ${ACCOUNTS_MIGRATION} y ${BEHIND_PRIVATE_MIGRATION} (supabase db push) / Apply the migrations.`
          : '',
  });
  return checks;
}
