import type { Tx } from '../db/database';

/** A factor as Supabase Auth shows it in the user object (`user.factors`), secret left out. */
export interface FactorJson {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export interface FactorRow extends FactorJson {
  user_id: string;
  secret: string;
}

const COLUMNS = `id, user_id, coalesce(friendly_name, '') as friendly_name, factor_type::text as factor_type,
  status::text as status, created_at, updated_at, last_challenged_at, secret`;

function toJson(row: FactorRow): FactorJson {
  const { user_id: _user, secret: _secret, ...json } = row;
  return json;
}

export async function listFactors(tx: Tx, userId: string): Promise<FactorJson[]> {
  const { rows } = await tx.query<FactorRow>(
    `select ${COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map(toJson);
}

export async function findFactor(tx: Tx, userId: string, factorId: string): Promise<FactorRow | undefined> {
  if (!UUID.test(factorId)) return undefined;
  const { rows } = await tx.query<FactorRow>(
    `select ${COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return rows[0];
}

export async function hasVerifiedFactor(tx: Tx, userId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
    [userId],
  );
  return rows.length > 0;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
