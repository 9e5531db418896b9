import type { StudioSettings } from '../../../../../core/studio/studio-settings';
import type { StudioFileChange } from '../../api/studio-writes';

// What StudioAdmin hands each of its sections, and the props they take: its own file, so the
// sections and the view that composes them both import it instead of each other.

/** Saves one section: resolves true when written (the caller then clears its chosen files). */
export type SaveSection = (
  next: StudioSettings,
  files?: StudioFileChange[],
  uploadFailure?: string,
) => Promise<boolean>;

/**
 * Saves a focal point (FocalPointField runs it with its own alert): the settings with the point
 * changed, no file. Throws when the write fails, and then nothing changes in the view.
 */
export type SavePoint = (change: (settings: StudioSettings) => StudioSettings) => Promise<void>;

/** What StudioAdmin hands each section: the settings as last saved, and how to save the section. */
export interface SectionProps {
  settings: StudioSettings;
  onSave: SaveSection;
}

/** A section with pictures whose focal points are saved on their own (the portraits, the reel's poster). */
export interface SectionWithPointsProps extends SectionProps {
  onSavePoint: SavePoint;
}
