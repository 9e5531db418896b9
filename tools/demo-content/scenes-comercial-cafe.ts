// Exterior render of Café Orizaba, the commercial project at street level: a 1920s building in
// Roma Norte with its terrace of bistro tables.
import { drawCity } from './environment.ts';
import { beginExterior, finishExterior, neighbour, street } from './exterior-common.ts';
import { glassRect, gridOpenings, solid, withOpenings } from './materials.ts';
import type { Scene } from './scene3d.ts';
import { lamp, person, shrub, tree } from './sprites.ts';

/** A café table with two chairs, for terraces. */
function bistro(scene: Scene, x: number, y: number, z: number, top = '#d8d2c6', metal = '#26292c'): void {
  scene.box({ x: x - 0.03, y, z: z - 0.03, w: 0.06, h: 0.72, d: 0.06, mat: solid(metal), castShadow: false });
  scene.box({ x: x - 0.35, y: y + 0.72, z: z - 0.35, w: 0.7, h: 0.04, d: 0.7, mat: solid(top) });
  for (const dx of [-0.75, 0.45]) {
    scene.box({
      x: x + dx,
      y: y + 0.44,
      z: z - 0.2,
      w: 0.3,
      h: 0.04,
      d: 0.4,
      mat: solid(metal),
      castShadow: false,
    });
    scene.box({
      x: x + dx + (dx < 0 ? 0 : 0.27),
      y,
      z: z - 0.2,
      w: 0.03,
      h: 0.44,
      d: 0.4,
      mat: solid(metal),
      castShadow: false,
    });
    scene.box({
      x: x + dx + (dx < 0 ? 0 : 0.27),
      y: y + 0.44,
      z: z - 0.2,
      w: 0.03,
      h: 0.4,
      d: 0.4,
      mat: solid(metal),
      castShadow: false,
    });
  }
}

/** Café Orizaba: the ground floor of a 1920s building in Roma Norte turned into a roastery café. */
export function cafeOrizaba(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `orizaba-${view}`,
      mood: a ? 'manana' : 'atardecer',
      sunAzimuth: a ? -50 : 80,
      sunElevation: a ? 42 : 5,
      camera: a
        ? { pos: [-11, 1.6, 21], look: [1, 1.6, 0], fov: 62, shiftY: 0.24 }
        : { pos: [9, 1.6, 15], look: [-1, 1.8, 0], fov: 62, shiftY: 0.16 },
    },
    (x) => drawCity(x.svg, x.mood, x.horizon, x.rng.fork('city'), x.svg.height * 0.08),
  );
  const { scene, fol } = e;
  const lit = !a;
  street(e, 0.4, 4.2, 9);
  const stucco = solid('#c79a82');
  const cornice = solid('#e3d7c4');
  neighbour(e, -24, -10, 15.5, 10.4, 14, '#a9b2a3');
  neighbour(e, 8.5, -10, 14, 10.4, 11, '#d8c7a3');
  // The building: ground floor café, two floors of tall windows above.
  scene.box({
    x: -8.5,
    y: 0,
    z: -10,
    w: 17,
    h: 4.6,
    d: 10.4,
    mat: stucco,
    faces: {
      front: (s, f) => {
        s.baseFill(f, '#2b2d2f');
        glassRect(s, f, [0.5, 0.2, f.w - 0.5, 4.3], {
          mullion: 1.45,
          transoms: [3.0],
          lit: true,
          frame: '#1d2022',
          frameWidth: 0.07,
        });
      },
    },
  });
  scene.box({
    x: -8.5,
    y: 4.6,
    z: -10,
    w: 17,
    h: 7.6,
    d: 10.4,
    mat: stucco,
    faces: {
      front: withOpenings(
        stucco,
        gridOpenings({ floor: 3.8, sill: 0.5, head: 3.1, bay: 2.83, ratio: 0.45, floors: 2 }),
        (_f, i) => ({
          mullion: 0.6,
          transoms: [2.0],
          lit: lit && i % 3 !== 1,
          curtain: i % 2 === 0,
          frame: '#3c4a3f',
        }),
      ),
    },
  });
  // Cornices and balconies, the building's old ornament kept and restored.
  for (const y of [4.6, 8.4]) scene.box({ x: -8.7, y, z: 0.4, w: 17.4, h: 0.3, d: 0.35, mat: cornice });
  scene.box({ x: -8.9, y: 12.2, z: -10, w: 17.8, h: 0.7, d: 10.9, mat: cornice });
  for (let b = 0; b < 6; b++) {
    const x = -8.5 + 2.83 * (b + 0.5);
    scene.box({ x: x - 0.9, y: 4.9, z: 0.75, w: 1.8, h: 0.12, d: 0.6, mat: cornice });
    scene.box({
      x: x - 0.9,
      y: 5.02,
      z: 1.3,
      w: 1.8,
      h: 0.95,
      d: 0.04,
      mat: (s, f) => {
        s.flines(
          f,
          Array.from({ length: 19 }, (_, i) => [i * 0.1, 0, i * 0.1, f.h] as const),
          `stroke="#1f2522" stroke-width="1.3"`,
        );
        s.fquads(f, [[0, f.h - 0.05, f.w, f.h]], `fill="#1f2522"`);
      },
      castShadow: false,
    });
  }
  // Canvas awning over the terrace.
  scene.box({ x: -8, y: 3.3, z: 0.4, w: 16, h: 0.12, d: 2.2, mat: solid('#2f4a3c') });
  scene.box({ x: -8, y: 3.0, z: 2.55, w: 16, h: 0.35, d: 0.05, mat: solid('#2f4a3c') });
  // Terrace tables and guests.
  for (let i = 0; i < 4; i++) bistro(scene, -6 + i * 3.6, 0.15, 1.8);
  person(scene, [-4.6, 0.15, 2.3], { height: 1.25 });
  person(scene, [2.6, 0.15, 2.3], { height: 1.25 });
  person(scene, [5.5, 0.15, 3.4], { walking: true });
  person(scene, [-9.5, 0.15, 3.7], { walking: true, height: 1.68 });
  for (const x of [-12, 10.5]) tree(scene, [x, 0.15, 4.0], 9, fol, 'round');
  shrub(scene, [-7.8, 0.15, 0.9], 0.9, fol);
  shrub(scene, [7.8, 0.15, 0.9], 0.9, fol);
  lamp(scene, [-15, 0.15, 4.3], 4.5, lit);
  lamp(scene, [15, 0.15, 4.3], 4.5, lit);
  scene.render();
  finishExterior(e);
  return e.svg.toString();
}
