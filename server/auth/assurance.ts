import { isIP } from 'node:net';
import type { Tx } from '../db/database';

/**
 * What a session proved and from where, kept as Supabase Auth keeps it: `auth.sessions.aal`
 * (aal1 after a password, aal2 after a second factor), one row per method in
 * `auth.mfa_amr_claims` (the access token's `amr`, newest first), and the client's User-Agent
 * and address for the sessions list.
 */

export type Aal = 'aal1' | 'aal2';

export interface Assurance {
  aal: Aal;
  amr: Array<{ method: string; timestamp: number }>;
}

/** The device a request came from, as stored on its session. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export function clientInfo(userAgent: string | string[] | undefined, address: string): ClientInfo {
  const agent = Array.isArray(userAgent) ? userAgent[0] : userAgent;
  return {
    userAgent: agent ? agent.slice(0, 512) : null,
    ip: isIP(address) ? address : null,
  };
}

export async function sessionAssurance(tx: Tx, sessionId: string): Promise<Assurance> {
  const { rows } = await tx.query<{ aal: Aal | null; method: string | null; at: number | null }>(
    `select s.aal::text as aal, c.authentication_method as method,
            extract(epoch from c.updated_at)::float8 as at
       from auth.sessions s left join auth.mfa_amr_claims c on c.session_id = s.id
      where s.id = $1
      order by c.updated_at desc`,
    [sessionId],
  );
  return {
    aal: rows[0]?.aal ?? 'aal1',
    amr: rows.flatMap((r) => (r.method ? [{ method: r.method, timestamp: Math.floor(r.at ?? 0) }] : [])),
  };
}

/** Records that the session just authenticated with `method` (Supabase Auth's AddClaimToSession). */
export async function addAmrClaim(tx: Tx, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The session was used again (a refresh): when and from where, for the sessions list. */
export async function touchSession(tx: Tx, sessionId: string, client: ClientInfo): Promise<void> {
  await tx.query(
    `update auth.sessions set refreshed_at = (now() at time zone 'UTC'), updated_at = now(),
            user_agent = coalesce($2, user_agent), ip = coalesce($3::inet, ip)
      where id = $1`,
    [sessionId, client.userAgent, client.ip],
  );
}
