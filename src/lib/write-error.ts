// One error type for every admin write (REST, storage, compression), so the panel can tell
// "the session is gone — sign in again" apart from "this write failed — show its alert".

/** Which step of a write failed: sending the file, or writing the database record. */
export type WriteStage = 'upload' | 'record';

export class WriteError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly stage: WriteStage | undefined;

  constructor(
    message: string,
    opts: { status?: number; code?: string; cause?: unknown; stage?: WriteStage } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'WriteError';
    this.status = opts.status;
    this.code = opts.code;
    this.stage = opts.stage;
  }
}

/** Thrown before a request when there is no session left to send it with. */
export class SessionExpiredError extends WriteError {
  constructor(message = 'No hay sesión activa') {
    super(message, { status: 401, stage: 'upload' });
    this.name = 'SessionExpiredError';
  }
}

// PostgREST answers 401 when the request carries no valid user token (an anonymous caller is
// refused with 401, a signed-in one with 403) and PGRST301/PGRST303 for a bad or expired JWT.
// Storage answers 400 (its body's statusCode "403") and names the token in its message: "jwt
// expired", "jwt malformed", "invalid signature", "JWT could not be verified", or in the words of
// the JWT library its server runs (jose): '"exp" claim timestamp check failed' for an expired one.
// A refused write by a valid user ("new row violates row-level security policy") never mentions
// the token.
const SESSION_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

export function isSessionExpired(error: unknown): boolean {
  if (error instanceof SessionExpiredError) return true;
  if (!(error instanceof WriteError)) return false;
  if (error.status === 401) return true;
  if (error.code && SESSION_CODES.has(error.code)) return true;
  return /\bjw[ts]\b|invalid signature|"exp" claim timestamp check failed/i.test(error.message);
}

interface PostgrestLikeResult<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
  status: number;
}

/** The rows a write returned, or a WriteError (with the HTTP status) if it failed. */
export function rowsOrThrow<T>(what: string, result: PostgrestLikeResult<T[]>): T[] {
  if (result.error) {
    throw new WriteError(`${what}: ${result.error.message}`, {
      status: result.status,
      code: result.error.code,
      cause: result.error,
      stage: 'record',
    });
  }
  return result.data ?? [];
}

/**
 * The single row an update or delete touched. Row-level security filters rows silently: a
 * caller who may not write a row gets "0 rows affected", not an error. Counting the returned
 * rows turns that into a visible failure instead of a success that changed nothing.
 */
export function oneRowOrThrow<T>(what: string, result: PostgrestLikeResult<T[]>): T {
  const rows = rowsOrThrow(what, result);
  const [row] = rows;
  if (!row)
    throw new WriteError(`${what}: ninguna fila modificada`, { status: result.status, stage: 'record' });
  return row;
}
