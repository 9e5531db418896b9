import { describe, expect, it } from 'vitest';
import { DEFAULT_STUDIO_SETTINGS } from '../../../../../core/studio/studio-settings';
import { VALIDATION, phoneDigits, validateContact, validateFounders } from './studio-validation';

const contact = (change: Partial<typeof DEFAULT_STUDIO_SETTINGS>) => ({
  ...DEFAULT_STUDIO_SETTINGS,
  ...change,
});

describe("the 'Estudio' view's validation", () => {
  it('takes a phone written with +, spaces and dashes, and refuses letters or too few digits', () => {
    expect(phoneDigits('+52 55 1234-5678')).toBe('525512345678');
    expect(validateContact(contact({ phone: '+52 55 1234-5678' }))).toEqual({});
    expect(validateContact(contact({ phone: '55-ABCD' })).phone).toBe(VALIDATION.phone);
    expect(validateContact(contact({ phone: '1234567' })).phone).toBe(VALIDATION.phone);
    expect(validateContact(contact({ phone: '1234567890123456' })).phone).toBe(VALIDATION.phone);
  });

  it('accepts an empty social link (hides the icon) and refuses one that is not https://', () => {
    const social = [
      { network: 'Facebook', url: '' },
      { network: 'Instagram', url: 'http://instagram.com/x' },
      { network: 'LinkedIn', url: 'javascript:alert(1)' },
      { network: ' ', url: 'https://example.com' },
    ];
    expect(validateContact(contact({ social }))).toEqual({
      'social.1.url': VALIDATION.url,
      'social.2.url': VALIDATION.url,
      'social.3.network': VALIDATION.network,
    });
  });

  it("refuses a founder's blank name, role or bio", () => {
    const [first, second] = DEFAULT_STUDIO_SETTINGS.founders;
    expect(
      validateFounders([
        { ...first, name: '  ' },
        { ...second, bio: '' },
      ]),
    ).toEqual({
      'founders.0.name': VALIDATION.required,
      'founders.1.bio': VALIDATION.required,
    });
  });
});
