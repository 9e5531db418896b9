import type { FounderSettings } from '../../../../../core/studio/studio-settings';
import { notesErrors, type NotesDraft } from '../../../../../core/credits/notes-draft';

/** A founder in the form, as far as the portrait's notes go: its settings and the English caption. */
export type PortraitDraft = Pick<
  FounderSettings,
  'caption' | 'creditName' | 'creditRole' | 'creditLicense'
> & {
  en: { caption: string };
};

/** The portrait's caption and credit as the shared fields hold them. */
export function portraitDraft(founder: PortraitDraft): NotesDraft {
  return {
    caption: founder.caption,
    caption_en: founder.en.caption,
    creditName: founder.creditName,
    creditRole: founder.creditRole,
    creditLicense: founder.creditLicense,
  };
}

/** The fields' errors of every founder's portrait notes, keyed as the 'Estudio' view keys them. */
export function portraitErrors(founders: readonly PortraitDraft[]): Record<string, string> {
  const out: Record<string, string> = {};
  founders.forEach((founder, i) => {
    for (const [key, message] of Object.entries(notesErrors(portraitDraft(founder))))
      out[key === 'caption_en' ? `en.founders.${i}.caption` : `founders.${i}.${key}`] = message;
  });
  return out;
}
