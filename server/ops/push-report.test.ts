import { describe, expect, it } from 'vitest';
import { administratorsSql } from './push-report';

describe('administratorsSql', () => {
  it('names each administrator on the target and lists who must enroll two-step sign-in again', () => {
    const text = administratorsSql([
      { email: 'alba@estudio.test', two_step: true },
      { email: "o'neill@estudio.test", two_step: false },
    ]);
    expect(text).toContain(`where email = 'alba@estudio.test' on conflict do nothing;`);
    expect(text).toContain(`where email = 'o''neill@estudio.test' on conflict do nothing;`);
    expect(text).toMatch(/Two-step sign-in does not travel[\s\S]*\n {2}alba@estudio\.test$/);
    expect(text).not.toMatch(/Two-step[\s\S]*o''neill/);
  });

  it('says nothing about two-step sign-in when nobody used it', () => {
    expect(administratorsSql([{ email: 'alba@estudio.test', two_step: false }])).not.toContain('Two-step');
  });
});
