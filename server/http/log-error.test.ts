import { describe, expect, it } from 'vitest';
import { describeError, escapeForLog } from './log-error';

describe('describeError', () => {
  it('keeps the name, code and message but none of the error properties holding request values', () => {
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      query: 'select * from auth.users where email = $1',
      params: ['victima@example.com', 'token-secreto'],
    });
    const line = describeError(error);
    expect(line).toContain('Error 22021: invalid byte sequence');
    expect(line).not.toContain('victima@example.com');
    expect(line).not.toContain('token-secreto');
    expect(line).not.toContain('\n');
  });

  it('escapes control characters and cuts long messages', () => {
    expect(escapeForLog('a\r\nFORGED 200', 100)).toBe('a\\x0d\\x0aFORGED 200');
    expect(escapeForLog('x'.repeat(500), 10)).toBe('xxxxxxxxxx…(500 chars)');
    expect(describeError(new Error('y'.repeat(1000))).length).toBeLessThan(1000);
  });
});
