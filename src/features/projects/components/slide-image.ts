import type { StoredWidths } from '../../../../core/media/image-url';
import type { ImageNotes } from '../../../../core/credits/credit';

// What the project page's slider, its large view, the walk through the 360° rooms and the
// comparison of a render with its built photograph all read of an image.

/** One image of the slider: its URL and the studio's description of it (its alt), if any. */
export interface SlideImage {
  url: string;
  description: string | null;
  /** 'es' when `description` is the Spanish shown on an English page. */
  lang?: 'es';
  /** Its widths stored at upload, if any. */
  widths?: StoredWidths;
  /** Its full detail as stored (read by the large view, which opens it in a zoomable viewer). */
  detail?: unknown;
  /** A plano drawn from a PDF: the stored PDF, which visitors may download, and its bytes. */
  pdf?: string | null;
  pdfSize?: number | null;
  /** Its row's id (links between rooms and pairs name it). */
  id?: number;
  /** A 360° render: a room of the project's walk. */
  panorama?: boolean;
  /** Where its crop stays centred (the studio's focal point), if set. */
  focus?: { x: number; y: number };
  /** The photograph of the built space shown with this render under a comparison slider. */
  photo?: SlideImage;
  /** Its caption and credit, shown under it in the slider and the large view. */
  notes?: ImageNotes;
}

/** What the large view needs to open a 360° render as one room of the project's walk. */
export interface TourInput {
  projectId: number;
  /** The room opened. */
  start: SlideImage;
  /** The project's renders (its 360° ones are the rooms) and planos (one is the tour's map). */
  rooms: SlideImage[];
  planos: SlideImage[];
}
