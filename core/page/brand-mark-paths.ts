// The studio's monogram as data, shared by the React BrandMark and the loading screen that
// index.html paints before any JavaScript (loading-screen-markup.ts).
export const BRAND_MARK_PATHS = {
  /** The rounded frame (a <rect>). */
  frame: { x: 2.5, y: 2.5, width: 59, height: 59, rx: 6 },
  /** The "A". */
  letter: 'M18 46 L32 17 L46 46 M23.5 35 H40.5',
} as const;
