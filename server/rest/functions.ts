import type { Database } from '../db/database';
import type { FunctionInfo } from './plan-types';

/**
 * Functions found, by name: they change only with a migration, which needs a restart (like the
 * table catalog, catalog.ts). Names not found are not kept, so callers cannot fill it.
 */
const found = new WeakMap<Database, Map<string, FunctionInfo>>();

/** The one function of schema `public` named `name` (none when overloaded or absent). */
export async function findFunction(db: Database, name: string): Promise<FunctionInfo | undefined> {
  const known = found.get(db) ?? new Map<string, FunctionInfo>();
  found.set(db, known);
  const cached = known.get(name);
  if (cached) return cached;
  const info = await lookUp(db, name);
  if (info) known.set(name, info);
  return info;
}

async function lookUp(db: Database, name: string): Promise<FunctionInfo | undefined> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{
      names: string[] | null;
      modes: string[] | null;
      types: string[];
      defaults: number;
      retset: boolean;
      rettype: string;
    }>(
      `select p.proargnames as names, p.proargmodes::text[] as modes,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as types,
              p.pronargdefaults::int as defaults,
              p.proretset as retset, format_type(p.prorettype, null) as rettype
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
      [name],
    ),
  );
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  // proargtypes lists the input arguments only; table-returning functions also list their output
  // columns among the names ('t' mode), which are left out.
  const inputs = (row.names ?? []).filter((_, i) => !row.modes || ['i', 'b', 'v'].includes(row.modes[i]!));
  return {
    args: new Map(inputs.map((n, i) => [n, row.types[i]!])),
    // Defaults belong to the last arguments.
    required: inputs.slice(0, inputs.length - row.defaults),
    returnsSet: row.retset,
    returnsVoid: row.rettype === 'void',
  };
}
