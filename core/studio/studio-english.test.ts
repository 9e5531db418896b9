import { describe, expect, it } from 'vitest';
import { studioEnglish } from './studio-english';
import { studioSettings } from './studio-settings';

/** The English words of a stored settings document, as the English pages and the panel read them. */
const english = (stored: unknown) => studioEnglish(studioSettings(stored).en);

describe('studioEnglish', () => {
  it('none by default: every English page shows the Spanish', () => {
    expect(english(null)).toEqual({ texts: {}, founders: [{}, {}] });
    expect(english({ en: 'no' })).toEqual({ texts: {}, founders: [{}, {}] });
  });

  it('keeps the known keys that hold words, and drops blank ones, other types and unknown keys', () => {
    const en = english({
      en: {
        contactMessage: 'Hello, I would like a quote.',
        footerLead: '   ',
        phone: '+15550000000',
        texts: { mission: 'To design honest spaces.', vision: 7, made_up: 'x' },
        founders: [{ role: 'Founding architect', name: 'Not a translation' }, { bio: '' }, { role: 'x' }],
        extra: { anything: true },
      },
    });
    expect(en).toEqual({
      contactMessage: 'Hello, I would like a quote.',
      texts: { mission: 'To design honest spaces.' },
      founders: [{ role: 'Founding architect' }, {}],
    });
  });

  it("drops an English text longer than its Spanish field's limit", () => {
    const en = english({ en: { texts: { offersEyebrow: 'x'.repeat(161), mission: 'x'.repeat(1200) } } });
    expect(Object.keys(en.texts)).toEqual(['mission']);
  });

  it('studioSettings keeps the stored en as it is, so that every save writes it back', () => {
    const en = { texts: { mission: 'M' }, unknown: 1 };
    expect(studioSettings({ en, phone: '525511112222' })).toEqual({
      ...studioSettings({ phone: '525511112222' }),
      en,
    });
    expect(english({ en: [1] })).toEqual({ texts: {}, founders: [{}, {}] });
  });
});
