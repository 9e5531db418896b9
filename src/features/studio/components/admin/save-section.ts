import type { StudioSettings } from '../../../../../core/studio/studio-settings';
import type { StudioFileChange } from '../../api/studio-writes';

// What StudioAdmin hands each of its sections: its own file, so the sections and the view that
// composes them both import it instead of each other.

/** Saves one section: resolves true when written (the caller then clears its chosen files). */
export type SaveSection = (
  next: StudioSettings,
  files?: StudioFileChange[],
  uploadFailure?: string,
) => Promise<boolean>;
