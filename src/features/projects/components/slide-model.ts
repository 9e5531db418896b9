import type { StoredWidths } from '../../../../core/media/image-url';
import type { ImageNotes } from '../../../../core/credits/credit';

/** A project's 3D model as its slider offers it (MediaSlider.tsx) and shows it (ModelStage.tsx). */
export interface SlideModel {
  url: string;
  size: number | null;
  poster: string | null;
  posterWidths?: StoredWidths;
  /** Its poster's caption and credit, under the model's stage. */
  notes?: ImageNotes;
}
