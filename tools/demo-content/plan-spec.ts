// What a floor plan of the demo content is drawn from, and the size of its sheet: shared by the
// plan's drawing (blueprint.ts), the marks around it (plan-sheet.ts) and the projects' art.
export const W = 1920;
export const H = 1280;

export interface PlanSpec {
  seed: string;
  project: string;
  sheet: string;
  level: string;
  style: 'azul' | 'papel';
  /** Footprint in metres. */
  w: number;
  d: number;
  rooms: { name: string; weight: number }[];
  location: string;
  year: string;
}
