// Every limit an operator may change, read from the environment in one place (docs/SECURITY.md
// explains each). A value that is not a positive whole number stops the start with a message
// instead of quietly becoming NaN or 0.

export interface Limits {
  /** DB_MAX_ROWS: most rows one REST read answers (PostgREST's db-max-rows). */
  maxRows: number;
}

export const LIMIT_DEFAULTS: Limits = {
  maxRows: 1000,
};

const ENV: Record<keyof Limits, string> = {
  maxRows: 'DB_MAX_ROWS',
};

export function readLimits(env: NodeJS.ProcessEnv): Limits {
  const limits = { ...LIMIT_DEFAULTS };
  for (const key of Object.keys(ENV) as (keyof Limits)[]) {
    const raw = env[ENV[key]];
    if (raw === undefined || raw === '') continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1)
      throw new Error(`${ENV[key]} must be a positive whole number (got "${raw}")`);
    limits[key] = Number(raw);
  }
  return limits;
}
