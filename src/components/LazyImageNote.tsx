import { lazy, Suspense } from 'react';
import { hasNote, type NoteSource } from './image-note-source';

// The note's code (its reader of credits and its words) is fetched only for an image that has a
// caption or a credit, after the page's own code: where notes sit below the fold (/WhoWeAre's
// portraits and photo strip), a page without any carries none of it. A row's and a settings
// image's readers are chunks of their own, so neither page loads the other's.
const RowNote = lazy(() => import('./ImageNoteOf').then((m) => ({ default: m.ImageNoteOf })));
const SettingsNote = lazy(() =>
  import('./SettingsImageNote').then((m) => ({ default: m.SettingsImageNote })),
);

export function LazyImageNote({ source, className }: { source: NoteSource; className?: string }) {
  if (!hasNote(source)) return null;
  return (
    <Suspense fallback={null}>
      {'row' in source ? (
        <RowNote row={source.row} prefix={source.prefix} className={className} />
      ) : (
        <SettingsNote source={source} className={className} />
      )}
    </Suspense>
  );
}
