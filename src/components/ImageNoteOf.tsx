import { notesOf } from '../../core/credits/credit';
import { ImageNote } from './ImageNote';

/** The caption and credit a row holds (`<prefix>caption`, `<prefix>caption_en`, `<prefix>credit`), read and shown. */
export function ImageNoteOf({
  row,
  prefix,
  className,
}: {
  row: Record<string, unknown>;
  prefix?: string;
  className?: string;
}) {
  return <ImageNote notes={notesOf(row, prefix)} className={className} />;
}
