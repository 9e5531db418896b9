import { HttpError } from '../http/errors';

// Supabase Storage's refusals, as its server words and sends them (supabase/storage,
// src/internal/errors/codes.ts and src/http/error-handler.ts): each has a code from one list, the
// status it names in its body, an `error` word and a message. The body is
// `{ statusCode, code, error, message }` with `statusCode` a string, and the HTTP status is 400
// for every one of them except a server fault (500): "Object not found" arrives as HTTP 400 with
// `statusCode: "404"` in the body, a policy refusal as 400 with "403". supabase-js keeps both
// (`error.status` is the HTTP one, `error.statusCode` the body's), so code written against a
// hosted project reads the same answers here.
//
// What Storage has no word for — the gateway's missing key, this server's own rate and capacity
// limits (429, 503, 507 with Retry-After) — keeps its status as the HTTP one (storageError in
// server/http/errors.ts): a client must see those to back off.

export type StorageErrorCode =
  | 'NoSuchBucket'
  | 'NoSuchKey'
  | 'NoSuchUpload'
  | 'InvalidJWT'
  | 'InvalidRequest'
  | 'InvalidParameter'
  | 'InvalidKey'
  | 'InvalidBucketName'
  | 'InvalidMimeType'
  | 'InvalidSignature'
  | 'ExpiredToken'
  | 'EntityTooLarge'
  | 'AccessDenied'
  | 'ResourceAlreadyExists'
  | 'ResourceNotEmpty'
  | 'InternalError';

/**
 * One refusal: `status` is what the body names; the HTTP status follows Storage's rule above
 * unless `httpStatus` says otherwise (the few errors Storage sends with their own status).
 */
export function storageRefusal(
  status: number,
  code: StorageErrorCode,
  message: string,
  error: string = code,
  httpStatus = status >= 500 ? 500 : 400,
): HttpError {
  return new HttpError(httpStatus, { statusCode: String(status), code, error, message });
}

/** Storage's own refusals, named as its ERRORS list names them. */
export const STORAGE_ERRORS = {
  noSuchBucket: () => storageRefusal(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageRefusal(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchUpload: () => storageRefusal(404, 'NoSuchUpload', 'Upload not found'),
  invalidRequest: (message: string) => storageRefusal(400, 'InvalidRequest', message || 'Invalid Request'),
  invalidParameter: (name: string) => storageRefusal(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidKey: (key: string) => storageRefusal(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => storageRefusal(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidJwt: (message: string) => storageRefusal(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: (message = 'Invalid signature') => storageRefusal(400, 'InvalidSignature', message),
  expiredSignature: () => storageRefusal(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidMimeType: (mime: string) =>
    storageRefusal(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    storageRefusal(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  accessDenied: (message: string) => storageRefusal(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  /** A route only the service role may call (its plugins/jwt.ts enforceJwtRole): a real 403. */
  invalidRole: () => storageRefusal(403, 'AccessDenied', 'Access denied: Invalid role', 'Unauthorized', 403),
  alreadyExists: () =>
    storageRefusal(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    storageRefusal(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
};
