import { describe, expect, it } from 'vitest';
import { DEFAULT_STUDIO_SETTINGS, type StudioSettings } from '../../../core/studio/studio-settings';
import { settingLabel } from './setting-labels';
import { settingsDifferences } from './settings-diff';

describe('settingsDifferences', () => {
  it('names each changed text, link and file, and nothing else', () => {
    const now: StudioSettings = {
      ...DEFAULT_STUDIO_SETTINGS,
      city: 'Oaxaca',
      texts: { ...DEFAULT_STUDIO_SETTINGS.texts, mission: 'Otra misión' },
      founders: [
        { ...DEFAULT_STUDIO_SETTINGS.founders[0], photo: '/storage/v1/object/public/Gallery/2-r.webp' },
        DEFAULT_STUDIO_SETTINGS.founders[1],
      ],
      social: DEFAULT_STUDIO_SETTINGS.social.slice(0, 1),
    };
    const diff = settingsDifferences(DEFAULT_STUDIO_SETTINGS, now);
    expect(diff.map((d) => settingLabel(d.path)).sort()).toEqual(
      [
        'Ciudad',
        'Misión',
        'Fundador 1 · retrato',
        ...DEFAULT_STUDIO_SETTINGS.social
          .slice(1)
          .flatMap((_, i) => [`Red social ${i + 2} · nombre`, `Red social ${i + 2} · dirección`]),
      ].sort(),
    );
    expect(diff.find((d) => d.path.join('.') === 'city')).toEqual({
      path: ['city'],
      then: DEFAULT_STUDIO_SETTINGS.city,
      now: 'Oaxaca',
    });
    expect(settingsDifferences(now, now)).toEqual([]);
  });

  it('names the English words by their Spanish fields', () => {
    const now: StudioSettings = {
      ...DEFAULT_STUDIO_SETTINGS,
      en: {
        contactMessage: 'Hello',
        texts: { mission: 'Our mission' },
        founders: [{}, { bio: 'Architect.' }],
      },
    };
    const diff = settingsDifferences(DEFAULT_STUDIO_SETTINGS, now);
    expect(diff.map((d) => settingLabel(d.path)).sort()).toEqual(
      ['Mensaje del chat (inglés)', 'Misión (inglés)', 'Fundador 2 · semblanza (inglés)'].sort(),
    );
  });
});
