import { describe, expect, it } from 'vitest';
import { SessionExpiredError, WriteError, isSessionExpired, oneRowOrThrow, rowsOrThrow } from './write-error';

describe('isSessionExpired', () => {
  it('recognises a missing or rejected session', () => {
    expect(isSessionExpired(new SessionExpiredError())).toBe(true);
    expect(isSessionExpired(new WriteError('x', { status: 401, code: '42501' }))).toBe(true);
    expect(isSessionExpired(new WriteError('JWT expired', { status: 401, code: 'PGRST303' }))).toBe(true);
    expect(isSessionExpired(new WriteError('subida: jwt expired', { status: 400 }))).toBe(true);
    expect(isSessionExpired(new WriteError('Invalid JWT', { status: 400 }))).toBe(true);
    expect(isSessionExpired(new WriteError('subida 403: JWT could not be verified', { status: 403 }))).toBe(
      true,
    );
    expect(isSessionExpired(new WriteError('subida 400: invalid signature', { status: 400 }))).toBe(true);
    expect(
      isSessionExpired(new WriteError('subida: "exp" claim timestamp check failed', { status: 400 })),
    ).toBe(true);
  });

  it('keeps ordinary refusals and failures as write failures', () => {
    expect(isSessionExpired(new WriteError('denied', { status: 403, code: '42501' }))).toBe(false);
    expect(
      isSessionExpired(new WriteError('new row violates row-level security policy', { status: 403 })),
    ).toBe(false);
    expect(isSessionExpired(new WriteError('Failed to fetch', { status: 0 }))).toBe(false);
    expect(isSessionExpired(new Error('JWT expired'))).toBe(false);
  });
});

describe('rowsOrThrow / oneRowOrThrow', () => {
  it('returns the rows of a successful write', () => {
    expect(rowsOrThrow('x', { data: [{ id: 1 }], error: null, status: 201 })).toEqual([{ id: 1 }]);
    expect(oneRowOrThrow('x', { data: [{ id: 1 }], error: null, status: 200 })).toEqual({ id: 1 });
  });

  it('carries status and code of a failed write', () => {
    const failed = () =>
      rowsOrThrow('insertar', { data: null, error: { message: 'denied', code: '42501' }, status: 403 });
    expect(failed).toThrow(WriteError);
    try {
      failed();
    } catch (error) {
      expect((error as WriteError).status).toBe(403);
      expect((error as WriteError).code).toBe('42501');
    }
  });

  it('treats an update or delete that touched no row as a failure', () => {
    expect(() => oneRowOrThrow('eliminar', { data: [], error: null, status: 200 })).toThrow(/ninguna fila/);
  });
});
