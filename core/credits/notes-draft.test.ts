import { describe, expect, it } from 'vitest';
import { notesOf, readCredit } from './credit';
import { settingsNotes } from './settings-notes';
import { distinctCredits } from './distinct-credits';
import { draftNotes, notesDraft, notesErrors } from './notes-draft';

describe('image notes', () => {
  it('reads only the credits the database accepts', () => {
    expect(readCredit({ name: 'Ana', role: 'photo', license: 'https://x.org/l' })).toEqual({
      name: 'Ana',
      role: 'photo',
      license: 'https://x.org/l',
    });
    for (const bad of [
      null,
      [],
      'Ana',
      { name: ' ' },
      { name: 'A', role: 'x' },
      { name: 'A', license: 'javascript:1' },
      { name: 'A', more: 1 },
    ])
      expect(readCredit(bad), JSON.stringify(bad)).toBeNull();
  });

  it('takes a row’s notes by prefix, and names each credit once whatever its spacing or case', () => {
    const row = {
      render_caption: 'Fachada',
      render_caption_en: null,
      render_credit: { name: 'Ana  Ruiz' },
      caption: 'x',
    };
    expect(notesOf(row, 'render_')).toEqual({
      caption: 'Fachada',
      caption_en: null,
      credit: { name: 'Ana  Ruiz' },
    });
    expect(
      distinctCredits([
        { name: 'Ana  Ruiz' },
        { name: 'ana ruiz' },
        null,
        { name: 'Ana Ruiz', role: 'photo' },
      ]),
    ).toEqual([{ name: 'Ana  Ruiz' }, { name: 'Ana Ruiz', role: 'photo' }]);
  });

  it('turns a form into notes, refusing what the database would', () => {
    const draft = notesDraft(null);
    expect(draftNotes({ ...draft, caption: '  Sala ', creditName: ' Ana ', creditRole: 'photo' })).toEqual({
      caption: 'Sala',
      caption_en: null,
      credit: { name: 'Ana', role: 'photo' },
    });
    expect(notesErrors({ ...draft, creditRole: 'photo' })).toHaveProperty('creditName');
    expect(notesErrors({ ...draft, creditName: 'Ana', creditLicense: 'ftp://x' })).toHaveProperty(
      'creditLicense',
    );
    expect(notesErrors({ ...draft, caption: 'x'.repeat(301) })).toHaveProperty('caption');
    expect(
      notesErrors({
        ...draft,
        creditName: 'Ana',
        creditLicense: 'https://creativecommons.org/licenses/by/4.0/',
      }),
    ).toEqual({});
  });

  it('reads a founder’s portrait notes from the settings’ text fields', () => {
    expect(
      settingsNotes(
        { caption: ' ', creditName: 'Luis', creditRole: 'pintura', creditLicense: 'no' },
        'Portrait',
      ),
    ).toEqual({ caption: null, caption_en: 'Portrait', credit: { name: 'Luis' } });
  });
});
