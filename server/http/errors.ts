/** An error answered to the client with `status` and a JSON `body` in the API's own shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body.message === 'string'
        ? body.message
        : typeof body.msg === 'string'
          ? body.msg
          : `HTTP ${status}`,
    );
  }
}

/** PostgREST's error shape: {code, message, details, hint}. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, details, hint, message });
}

/** Supabase Auth's error shape: {code, error_code, msg}. */
export function authError(status: number, errorCode: string, msg: string): HttpError {
  return new HttpError(status, { code: status, error_code: errorCode, msg });
}

/** Supabase Storage's error shape: {statusCode, error, message} (statusCode is a string). */
export function storageError(status: number, error: string, message: string): HttpError {
  return new HttpError(status, { statusCode: String(status), error, message });
}
