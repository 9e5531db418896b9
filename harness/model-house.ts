// A house of several storeys as a list of boxes, the one layout both 3D fixtures are made from:
// the GLB a studio exports from Rhino or Blender (harness/house-glb.ts, textured) and the IFC it
// exports from Revit or Archicad (harness/house-ifc.ts). Three storeys on a 12 × 9 m plan: slabs,
// walls built of panels with window openings, glass, timber louvers on the street side, a stair
// and a pitched roof. `detail` multiplies the panels and louvers (the bench's ~30 MB house uses a
// fine one; the tests and the demo a coarse one). Metres; y is up, as in glTF.

export type HouseMaterial = 'brick' | 'stone' | 'concrete' | 'timber' | 'roof' | 'glass';

export interface Box {
  /** Centre. */
  x: number;
  y: number;
  z: number;
  /** Full sizes along x, y, z. */
  w: number;
  h: number;
  d: number;
  material: HouseMaterial;
  storey: number;
  kind: 'slab' | 'wall' | 'window' | 'louver' | 'stair' | 'roof';
  /** A roof plane's slope about the x axis (radians); 0 for everything else. */
  tilt?: number;
}

export const STOREYS = 3;
export const STOREY_HEIGHT = 3;
const WIDTH = 12;
const DEPTH = 9;
const WALL = 0.25;

/** Every box of the house; `detail` ≥ 1 (panels per metre of wall). */
export function houseBoxes(detail: number): Box[] {
  const boxes: Box[] = [];
  const panel = 1 / detail;
  for (let storey = 0; storey < STOREYS; storey += 1) {
    const floor = storey * STOREY_HEIGHT;
    boxes.push({
      x: 0,
      y: floor + 0.1,
      z: 0,
      w: WIDTH,
      h: 0.2,
      d: DEPTH,
      material: 'concrete',
      storey,
      kind: 'slab',
    });
    // Four walls of panels, each panel a box; openings where the windows are.
    const sides = [
      { along: 'x', length: WIDTH, at: DEPTH / 2 - WALL / 2 },
      { along: 'x', length: WIDTH, at: -DEPTH / 2 + WALL / 2 },
      { along: 'z', length: DEPTH, at: WIDTH / 2 - WALL / 2 },
      { along: 'z', length: DEPTH, at: -WIDTH / 2 + WALL / 2 },
    ] as const;
    for (const side of sides) {
      for (let s = -side.length / 2 + panel / 2; s < side.length / 2; s += panel) {
        for (let t = floor + 0.2 + panel / 2; t < floor + STOREY_HEIGHT; t += panel) {
          const opening =
            Math.abs(((s + side.length / 2) % 3) - 1.5) < 0.7 && t > floor + 0.9 && t < floor + 2.4;
          if (opening) continue;
          const p =
            side.along === 'x'
              ? { x: s, z: side.at, w: panel, d: WALL }
              : { x: side.at, z: s, w: WALL, d: panel };
          boxes.push({
            ...p,
            y: t,
            h: panel,
            material: storey === 0 ? 'concrete' : 'brick',
            storey,
            kind: 'wall',
          });
        }
      }
      // One pane per opening.
      for (let s = -side.length / 2 + 1.5; s < side.length / 2; s += 3) {
        const p =
          side.along === 'x' ? { x: s, z: side.at, w: 1.4, d: 0.03 } : { x: side.at, z: s, w: 0.03, d: 1.4 };
        boxes.push({ ...p, y: floor + 1.65, h: 1.5, material: 'glass', storey, kind: 'window' });
      }
    }
    // Timber louvers in front of the street side.
    for (let s = -WIDTH / 2 + 0.1; s < WIDTH / 2; s += 0.4 / detail) {
      boxes.push({
        x: s,
        y: floor + 1.6,
        z: DEPTH / 2 + 0.3,
        w: 0.05,
        h: 2.6,
        d: 0.15,
        material: 'timber',
        storey,
        kind: 'louver',
      });
    }
    // A straight stair to the next floor.
    if (storey < STOREYS - 1)
      for (let step = 0; step < 16; step += 1)
        boxes.push({
          x: -WIDTH / 2 + 1.5,
          y: floor + 0.2 + (step + 0.5) * (STOREY_HEIGHT / 16),
          z: -DEPTH / 2 + 1 + step * 0.28,
          w: 1,
          h: STOREY_HEIGHT / 16,
          d: 0.28,
          material: 'timber',
          storey,
          kind: 'stair',
        });
  }
  // A pitched roof: two tilted planes over the top slab.
  const top = STOREYS * STOREY_HEIGHT;
  const tilt = Math.atan2(1.8, DEPTH / 2);
  const slope = Math.hypot(1.8, DEPTH / 2) + 0.4;
  for (const sign of [1, -1])
    boxes.push({
      x: 0,
      y: top + 0.9,
      z: (sign * DEPTH) / 4,
      w: WIDTH + 0.6,
      h: 0.15,
      d: slope,
      material: 'roof',
      storey: STOREYS - 1,
      kind: 'roof',
      tilt: sign * tilt,
    });
  return boxes;
}

/** The eight corners of a box (a roof plane tilted about x through its centre). */
export function boxCorners(box: Box): [number, number, number][] {
  const corners: [number, number, number][] = [];
  const cos = Math.cos(box.tilt ?? 0);
  const sin = Math.sin(box.tilt ?? 0);
  for (const dx of [-0.5, 0.5])
    for (const dy of [-0.5, 0.5])
      for (const dz of [-0.5, 0.5]) {
        const y = dy * box.h;
        const z = dz * box.d;
        corners.push([box.x + dx * box.w, box.y + y * cos - z * sin, box.z + y * sin + z * cos]);
      }
  return corners;
}
