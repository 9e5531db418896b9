import { ImageNotesInputs } from '../../../../components/ImageNotesInputs';
import type { NotesDraft, NotesErrors } from '../../../../../core/credits/notes-draft';
import { portraitDraft, type PortraitDraft } from './portrait-notes';

// A founder's portrait's caption and credit, saved with the rest of 'Fundadores': shown under
// the portrait on /WhoWeAre.
export function PortraitNotes({
  founder,
  index,
  errors,
  onChange,
}: {
  founder: PortraitDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (change: Partial<NotesDraft>, field: keyof NotesDraft) => void;
}) {
  const fieldErrors: NotesErrors = {};
  for (const key of ['caption', 'creditName', 'creditRole', 'creditLicense'] as const) {
    const message = errors[`founders.${index}.${key}`];
    if (message) fieldErrors[key] = message;
  }
  const english = errors[`en.founders.${index}.caption`];
  if (english) fieldErrors.caption_en = english;
  return (
    <ImageNotesInputs
      value={portraitDraft(founder)}
      errors={fieldErrors}
      onChange={(change) => {
        const [field] = Object.keys(change) as (keyof NotesDraft)[];
        if (field) onChange(change, field);
      }}
    />
  );
}
