import type { StoredWidths } from '../../../../core/media/image-url';

/** A project's 3D model as its slider offers it (MediaSlider.tsx) and shows it (ModelStage.tsx). */
export interface SlideModel {
  url: string;
  size: number | null;
  poster: string | null;
  posterWidths?: StoredWidths;
}
