// Casa Río-Bravo as the boxes of its 3D model (the demo's one project with "3D"), drawn after its
// renders (scenes-residencial.ts): a glazed ground floor between walls of the site's stone, and a
// timber box of bedrooms laid across it that flies three metres towards the lake, over a stone
// terrace and the pool. Metres; y is up and the lake is towards +z, as in glTF.
import type { Box, HouseMaterial } from '../../harness/model-house.ts';

type Kind = Box['kind'];

/** A box from its extents on each axis. */
function box(
  [x0, x1]: [number, number],
  [y0, y1]: [number, number],
  [z0, z1]: [number, number],
  material: HouseMaterial,
  kind: Kind,
  storey: number,
): Box {
  return {
    x: (x0 + x1) / 2,
    y: (y0 + y1) / 2,
    z: (z0 + z1) / 2,
    w: x1 - x0,
    h: y1 - y0,
    d: z1 - z0,
    material,
    kind,
    storey,
  };
}

/**
 * A wall along z at `x` (thickness `t`) from z0 to z1 and y0 to y1, with window openings (each
 * [z0, z1] between sill and head) glazed: the pieces around the openings and one pane in each.
 */
function wallAlongZ(
  x: number,
  t: number,
  [z0, z1]: [number, number],
  [y0, y1]: [number, number],
  openings: [number, number][],
  [sill, head]: [number, number],
  material: HouseMaterial,
  storey: number,
): Box[] {
  const xs: [number, number] = [x - t / 2, x + t / 2];
  const boxes = [
    box(xs, [y0, sill], [z0, z1], material, 'wall', storey),
    box(xs, [head, y1], [z0, z1], material, 'wall', storey),
  ];
  let from = z0;
  for (const [a, b] of openings) {
    boxes.push(box(xs, [sill, head], [from, a], material, 'wall', storey));
    boxes.push(box([x - 0.02, x + 0.02], [sill, head], [a, b], 'glass', 'window', storey));
    from = b;
  }
  boxes.push(box(xs, [sill, head], [from, z1], material, 'wall', storey));
  return boxes;
}

export function rioBravoBoxes(): Box[] {
  const boxes: Box[] = [];
  // The terrace the house stands on, and the pool in it towards the lake (its water over a basin).
  boxes.push(box([-9, 9], [-0.4, 0], [-4.5, 5], 'concrete', 'slab', 0));
  boxes.push(box([-9, 9], [-0.4, 0], [9, 10], 'concrete', 'slab', 0));
  boxes.push(box([-9, -6], [-0.4, 0], [5, 9], 'concrete', 'slab', 0));
  boxes.push(box([2, 9], [-0.4, 0], [5, 9], 'concrete', 'slab', 0));
  boxes.push(box([-6, 2], [-0.4, -0.3], [5, 9], 'concrete', 'slab', 0));
  boxes.push(box([-6, 2], [-0.3, -0.1], [5, 9], 'glass', 'slab', 0));

  // Ground floor: stone at both ends and behind, glass towards the lake.
  boxes.push(box([-7.5, 7.5], [0, 0.15], [-3.3, 3.3], 'concrete', 'slab', 0));
  boxes.push(box([-7.5, -7], [0.15, 3], [-3.3, 3.3], 'stone', 'wall', 0));
  boxes.push(box([7, 7.5], [0.15, 3], [-3.3, 3.3], 'stone', 'wall', 0));
  boxes.push(box([-7, -1], [0.15, 3], [-3.3, -2.9], 'stone', 'wall', 0));
  boxes.push(box([0.2, 7], [0.15, 3], [-3.3, -2.9], 'stone', 'wall', 0));
  boxes.push(box([-1, 0.2], [2.3, 3], [-3.3, -2.9], 'stone', 'wall', 0));
  boxes.push(box([-1, 0.2], [0.15, 2.3], [-3.12, -3.08], 'timber', 'wall', 0));
  boxes.push(box([-7, 7], [0.15, 3], [3.08, 3.12], 'glass', 'window', 0));
  for (let x = -7 + 14 / 5; x < 7; x += 14 / 5)
    boxes.push(box([x - 0.05, x + 0.05], [0.15, 3], [3, 3.2], 'timber', 'wall', 0));
  boxes.push(box([-7.6, 7.6], [3, 3.3], [-3.4, 3.4], 'concrete', 'slab', 0));

  // Upper floor: the timber box across the stone one, flying 3 m past the glass towards the lake.
  const [zBack, zLake] = [-4.2, 6.4];
  boxes.push(box([-1.6, 5.6], [3.3, 3.5], [zBack, zLake], 'concrete', 'slab', 1));
  const windows: [number, number][] = [
    [-2.9, -1.3],
    [0.1, 1.7],
    [3.1, 4.7],
  ];
  for (const x of [-1.45, 5.45])
    boxes.push(...wallAlongZ(x, 0.3, [zBack, zLake], [3.5, 6.3], windows, [4.2, 5.8], 'timber', 1));
  boxes.push(box([-1.6, 5.6], [3.5, 6.3], [zBack, zBack + 0.3], 'timber', 'wall', 1));
  // The end over the water is all glass, in a timber frame.
  boxes.push(box([-1.6, 5.6], [3.5, 3.8], [zLake - 0.3, zLake], 'timber', 'wall', 1));
  boxes.push(box([-1.6, 5.6], [6, 6.3], [zLake - 0.3, zLake], 'timber', 'wall', 1));
  boxes.push(box([-1.3, 5.3], [3.8, 6], [zLake - 0.17, zLake - 0.13], 'glass', 'window', 1));
  boxes.push(box([-1.9, 5.9], [6.3, 6.55], [zBack - 0.3, zLake + 0.3], 'concrete', 'roof', 1));
  return boxes;
}
