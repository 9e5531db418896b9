import type { ImageDescriptions } from '../../core/database-shapes';
import type { ImageNotes } from '../../core/credits/credit';

/** The key that remounts a DescriptionField once its stored descriptions change (a save, a reload). */
export function descriptionsKey(value: ImageDescriptions): string {
  return `${value.description ?? ''}\u0000${value.description_en ?? ''}`;
}

/** The key that remounts an ImageNotesField once its stored caption and credit change. */
export function notesKey(notes: ImageNotes): string {
  return JSON.stringify(notes);
}
