import { describe, expect, it } from 'vitest';
import { logValue, readLogRequests } from './request-log';

describe('the production log', () => {
  it('keeps a guesser from writing long lines: a typed email is cut at 120 characters', () => {
    const line = logValue(`${'a'.repeat(60_000)}@estudio.test`);
    expect(line.length).toBeLessThan(130);
    expect(logValue('duena@estudio.test')).toBe('"duena@estudio.test"');
    // Quoted: a newline typed in the field cannot forge a second log line.
    expect(logValue('x\nsecurity: falso')).not.toContain('\n');
  });

  it('LOG_REQUESTS: on with dev by default, off with start, and a mistyped value refused', () => {
    expect(readLogRequests({}, true)).toBe(true);
    expect(readLogRequests({}, false)).toBe(false);
    expect(readLogRequests({ LOG_REQUESTS: '1' }, false)).toBe(true);
    expect(readLogRequests({ LOG_REQUESTS: 'false' }, true)).toBe(false);
    expect(() => readLogRequests({ LOG_REQUESTS: 'quizá' }, false)).toThrow(/LOG_REQUESTS must be 1 or 0/);
  });
});
