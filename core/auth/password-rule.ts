// The one password rule of the studio's accounts, shared by the server (CLI `create-admin
// --password`, `PUT /auth/v1/user`: server/auth/password.ts) and the panel's 'Cuenta' view.

/** The shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;

/** bcrypt reads only the first 72 bytes of a password; longer ones would match on a prefix. */
export const MAX_PASSWORD_BYTES = 72;

export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}
