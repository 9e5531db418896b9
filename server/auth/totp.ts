import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Tx } from '../db/database';

/** RFC 6238 as authenticator apps read it (and Supabase Auth issues): SHA1, 6 digits, 30 s. */
export const TOTP_SHAPE = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side, as Supabase Auth allows, for a phone whose clock is a little off. */
const WINDOW = 1;

/** The time steps within the window whose code is `code` (usually none or one). */
function matchingSteps(secret: string, code: string, now: number): number[] {
  if (!/^\d{6}$/.test(code)) return [];
  const totp = new TOTP({ ...TOTP_SHAPE, secret: Secret.fromBase32(secret) });
  const current = Math.floor(now / 1000 / TOTP_SHAPE.period);
  const steps: number[] = [];
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = totp.generate({ timestamp: step * TOTP_SHAPE.period * 1000 });
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code))) steps.push(step);
  }
  return steps;
}

/**
 * Whether `code` proves the factor now, used at most once (RFC 6238 §5.2): its time step must come
 * after the last step this factor accepted, which is then recorded in the same transaction
 * (embedded.totp_steps, kept across restarts). So a code seen over a shoulder or through a
 * phishing proxy cannot be used again, not even its neighbour in the ±1 window once a later
 * code was.
 */
export async function acceptTotp(
  tx: Tx,
  factor: { id: string; secret: string },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const steps = matchingSteps(factor.secret, code, now);
  if (steps.length === 0) return false;
  const { rows } = await tx.query<{ step: string }>(
    'select step from embedded.totp_steps where factor_id = $1 for update',
    [factor.id],
  );
  const last = rows[0] ? Number(rows[0].step) : -Infinity;
  const step = Math.max(...steps);
  if (step <= last) return false;
  await tx.query(
    `insert into embedded.totp_steps (factor_id, step) values ($1, $2)
     on conflict (factor_id) do update set step = excluded.step`,
    [factor.id, step],
  );
  return true;
}
