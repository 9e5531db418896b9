// The access matrix's words (access-matrix.ts), shared with the files that add rows to it.

export type Outcome = 'ok' | 'empty' | 'denied';
export type Actor =
  'anon' | 'user' | 'admin' | 'service' | 'admin 2fa aal1' | 'admin 2fa aal2' | 'admin one-time password';
export type Op = 'select' | 'insert' | 'update' | 'delete';
