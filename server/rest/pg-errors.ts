import { HttpError, restError } from '../http/errors';

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgError).code === 'string' &&
    (error as PgError).code!.length === 5
  );
}

/**
 * Maps a Postgres error to PostgREST's answer: its status code table and the
 * {code, message, details, hint} body. 42501 is 401 for anon and 403 for a signed-in role.
 */
export function pgErrorToHttp(error: unknown, role: string): HttpError {
  if (error instanceof HttpError) return error;
  if (!isPgError(error)) throw error;
  const code = error.code!;
  let status = 400;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23505' || code === '23503') status = 409;
  else if (code === '42P01' || code === '42883') status = 404;
  else if (code === '25006') status = 405;
  else if (code === '53400' || code === '54000') status = 500;
  else if (/^(08|09|0L|0P|25|2D|38|39|3B|40|53|54|55|57|58|F0|HV|P0|XX)/.test(code) && code !== 'P0001')
    status = 500;
  return restError(status, code, error.message, error.detail ?? null, error.hint ?? null);
}
