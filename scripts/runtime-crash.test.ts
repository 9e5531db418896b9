import { describe, expect, it } from 'vitest';
import { runtimeCrash } from './runtime-crash.mjs';

describe('runtimeCrash', () => {
  it("names V8's own abort, as a worker prints it before it dies", () => {
    const output = [
      ' ✓ integration tests/integration/signing-keys.test.ts (8 tests) 8322ms',
      '',
      '#',
      '# Fatal error in , line 0',
      '# Check failed: jit_page_->allocations_.erase(addr) == 1.',
      '#',
      '----- Native stack trace -----',
      'Error: Channel closed',
    ].join('\n');
    expect(runtimeCrash(output)).toBe('Fatal error in , line 0');
  });

  it('never takes a failing test for a crash', () => {
    const output = [
      ' × the trash > restores a project 4313ms',
      "   → expected 'Casa' to match /Eliminado/",
      'AssertionError: expected 82 to be greater than 220',
      'Error: Test timed out in 30000ms.',
      'Error: Channel closed',
      ' Test Files  1 failed | 97 passed (98)',
    ].join('\n');
    expect(runtimeCrash(output)).toBeNull();
  });
});
