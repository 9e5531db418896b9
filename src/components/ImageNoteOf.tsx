import { notesOf } from '../../core/credits/credit';
import { settingsNotes } from '../../core/credits/settings-notes';
import { ImageNote } from './ImageNote';
import type { NoteSource } from './image-note-source';

/** The caption and credit a row or a settings image holds, read (checked) and shown. */
export function ImageNoteOf({ source, className }: { source: NoteSource; className?: string }) {
  const notes =
    'row' in source ? notesOf(source.row, source.prefix) : settingsNotes(source.settings, source.captionEn);
  return <ImageNote notes={notes} className={className} />;
}
