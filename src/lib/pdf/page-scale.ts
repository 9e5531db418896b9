// How large each page of a plano's PDF is drawn. A PDF measures its sheet in points (1/72 in);
// the studio's drawings must stay readable when a visitor zooms in: walls one line thick, room
// names and dimensions 1.8–2.5 mm high on the sheet. At 8 px per mm (about 200 dpi) 2 mm lettering
// is 16 px high; 6 px per mm is the least the panel accepts (12 px lettering).
//
// The canvas a browser draws on is limited: Chromium and Safari refuse sides over 16,384 px (older
// Safari) or 32,767 px and areas over 268 MP, Firefox areas over about 124 MP, and each megapixel
// costs 4 MB of memory while drawn plus the PNG being encoded. The cap, 16,384 px a side and 50 MP
// (200 MB of pixels), stays inside every one of them with room for the encoder's copy. An A1 sheet
// (841×594 mm) at 8 px per mm is 6728×4752 px (32 MP) and is not capped; A0 (1189×841 mm) is
// capped to about 7.1 px per mm; only sheets larger than about 1,180×1,180 mm fall below 6.

/** Pixels per millimetre of sheet the panel aims for. */
export const TARGET_PX_PER_MM = 8;
/** The least it accepts: below this a page's smallest lettering cannot be read. */
export const MIN_PX_PER_MM = 6;
/** The longest side of the canvas a page is drawn on. */
export const MAX_CANVAS_SIDE = 16_384;
/** The largest canvas area, in pixels. */
export const MAX_CANVAS_AREA = 50_000_000;

const MM_PER_POINT = 25.4 / 72;

export interface PageScale {
  /** pdf.js's scale: pixels per PDF point. */
  scale: number;
  width: number;
  height: number;
  /** Pixels per millimetre of sheet actually drawn. */
  pxPerMm: number;
}

/** The scale to draw a page of `widthPt` × `heightPt` points at, within the canvas caps. */
export function pageScale(widthPt: number, heightPt: number): PageScale {
  const target = TARGET_PX_PER_MM * MM_PER_POINT;
  const bySide = MAX_CANVAS_SIDE / Math.max(widthPt, heightPt);
  const byArea = Math.sqrt(MAX_CANVAS_AREA / (widthPt * heightPt));
  const scale = Math.min(target, bySide, byArea);
  // A capped page is rounded down, so rounding never passes the cap.
  const round = scale < target ? Math.floor : Math.round;
  const width = Math.max(1, round(widthPt * scale));
  const height = Math.max(1, round(heightPt * scale));
  return { scale, width, height, pxPerMm: scale / MM_PER_POINT };
}
