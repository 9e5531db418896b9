/**
 * LOG_REQUESTS: "1"/"true" adds one line per request to the log, "0"/"false" leaves only errors and
 * security events. Default: on with `dev` only, so a production server's journal grows with what
 * goes wrong, not with its traffic.
 */
export function readLogRequests(env: NodeJS.ProcessEnv, dev: boolean): boolean {
  const value = env.LOG_REQUESTS?.trim().toLowerCase();
  if (value === undefined || value === '') return dev;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`LOG_REQUESTS must be 1 or 0, not "${env.LOG_REQUESTS}"`);
}

/** The request line both servers write when LOG_REQUESTS is on. */
export function requestLine(method: string | undefined, pathname: string, status: number, started: number): string {
  return `${method} ${pathname} ${status} ${(performance.now() - started).toFixed(1)}ms`;
}

/** A client-chosen value (an email typed at sign-in) as it goes in a log line: quoted, at most 120 characters. */
export function logValue(value: string): string {
  return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
}
