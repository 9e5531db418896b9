/** An HTTP-like answer shown as "status statusText", the way React Router worded a route error. */
export interface ErrorResponse {
  status: number;
  statusText: string;
}

/** What an unknown path shows. */
export const NOT_FOUND: ErrorResponse = { status: 404, statusText: 'Not Found' };

export const isErrorResponse = (error: unknown): error is ErrorResponse =>
  typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error;

/** The error's line under 'Unexpected Application Error!': "404 Not Found", or its message. */
export function errorMessage(error: unknown): string {
  return isErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
}
