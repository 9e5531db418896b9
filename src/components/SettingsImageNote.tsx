import { settingsNotes } from '../../core/credits/settings-notes';
import { ImageNote } from './ImageNote';
import type { NoteSource } from './image-note-source';

type SettingsSource = Extract<NoteSource, { settings: unknown }>;

/** The caption and credit of a studio settings image (a founder's portrait), read and shown. */
export function SettingsImageNote({ source, className }: { source: SettingsSource; className?: string }) {
  return <ImageNote notes={settingsNotes(source.settings, source.captionEn)} className={className} />;
}
