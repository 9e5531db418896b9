// Exterior renders of the public-facility projects in green surroundings: Biblioteca Los Fresnos and
// Escuela Tlacopac.
import * as C from './color.ts';
import { drawMountains } from './environment.ts';
import { beginExterior, finishExterior, flat, paving } from './exterior-common.ts';
import {
  courses,
  curtainWall,
  glassRect,
  gridOpenings,
  lattice,
  slats,
  solid,
  withOpenings,
} from './materials.ts';
import { agave, lamp, meadow, person, shrub, tree } from './sprites.ts';

export { W, H } from './exterior-common.ts';

/** Biblioteca Los Fresnos: a reading room lifted over a glazed ground floor among old ash trees. */
export function bibliotecaFresnos(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `fresnos-${view}`,
      mood: a ? 'manana' : 'tarde',
      sunAzimuth: a ? -40 : 50,
      sunElevation: a ? 38 : 16,
      camera: a
        ? { pos: [-22, 1.6, 36], look: [6, 1.6, 0], fov: 64, shiftY: 0.16 }
        : { pos: [26, 1.6, 30], look: [-2, 1.6, 0], fov: 62, shiftY: 0.16 },
    },
    (x) => drawMountains(x.svg, x.mood, x.horizon, x.rng.fork('ajusco'), x.svg.height * 0.14, 2, '#667766'),
  );
  const { scene, fol, mood } = e;
  const lit = mood.name === 'tarde';
  paving(e, -30, -12, 30, 22, C.mix(mood.paving, '#c9c0b0', 0.5));
  const concrete = solid('#c4bdb2', { jointsS: 2.5, jointsT: 1.25, jointOpacity: 0.22, ties: true });
  // Glazed ground floor (lobby, children's room), set back under the reading room.
  scene.box({
    x: -19,
    y: 0,
    z: -7,
    w: 38,
    h: 4.4,
    d: 11,
    mat: concrete,
    faces: {
      front: curtainWall({ mullion: 2.4, transoms: [3.2], lit: true }),
      left: curtainWall({ mullion: 2.2, lit: true }),
      right: curtainWall({ mullion: 2.2, lit: true }),
    },
  });
  // The reading room: a long concrete box wrapped in vertical timber louvres.
  scene.box({
    x: -23,
    y: 4.4,
    z: -9,
    w: 46,
    h: 5.2,
    d: 16,
    mat: concrete,
    faces: {
      front: (s, f) => {
        glassRect(s, f, [0, 0.3, f.w, f.h - 0.4], { mullion: 0, lit });
        slats('#a0714b', { pitch: 0.32, width: 0.14, backing: 'none' })(s, f);
      },
      right: (s, f) => {
        concrete(s, f);
        glassRect(s, f, [1.5, 0.8, f.w - 1.5, f.h - 0.8], { mullion: 1.6, lit });
      },
      left: (s, f) => {
        concrete(s, f);
        glassRect(s, f, [1.5, 0.8, f.w - 1.5, f.h - 0.8], { mullion: 1.6, lit });
      },
      bottom: solid('#d8d1c6'),
    },
  });
  scene.box({ x: -23.3, y: 9.6, z: -9.3, w: 46.6, h: 0.45, d: 16.6, mat: solid('#d3ccc1') });
  // Slim columns under the overhang.
  for (let i = 0; i < 6; i++)
    scene.box({ x: -21.5 + i * 8.6, y: 0, z: 5.6, w: 0.3, h: 4.4, d: 0.3, mat: solid('#d9d3c9') });
  // Steps and a long bench.
  for (let i = 0; i < 3; i++)
    scene.box({
      x: -8,
      y: 0,
      z: 8 + i * 0.4,
      w: 16,
      h: 0.45 - i * 0.15,
      d: 0.4,
      mat: solid('#bfb8ab'),
      ground: true,
    });
  scene.box({
    x: 10,
    y: 0,
    z: 12,
    w: 8,
    h: 0.45,
    d: 0.6,
    mat: slats('#8d6848', { pitch: 0.1, width: 0.08, horizontal: true }),
  });
  // The old ash trees (fresnos) the building was placed around.
  tree(scene, [-27, 0, 10], 14, fol, 'wide');
  tree(scene, [24, 0, 4], 13, fol, 'round');
  tree(scene, [4, 0, 17], 12, fol, 'wide');
  tree(scene, [-32, 0, -10], 12, fol, 'round');
  for (let i = 0; i < 12; i++)
    person(scene, [e.rng.range(-18, 18), 0, e.rng.range(9, 20)], {
      walking: i % 3 !== 0,
      height: i % 5 === 0 ? 1.2 : undefined,
    });
  for (let i = 0; i < 8; i++) shrub(scene, [-20 + i * 5.5, 0, 6.6], 1.1, fol);
  meadow(scene, -45, 45, 22, 40, 600, mood.grass);
  lamp(scene, [-12, 0, 20], 4.2, lit);
  lamp(scene, [14, 0, 20], 4.2, lit);
  scene.render();
  finishExterior(e);
  return e.svg.toString();
}

/** Escuela Tlacopac: low classroom pavilions around a courtyard and an old pirul tree. */
export function escuelaTlacopac(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `tlacopac-${view}`,
      mood: a ? 'manana' : 'tarde',
      sunAzimuth: a ? 30 : -45,
      sunElevation: a ? 40 : 20,
      camera: a
        ? { pos: [17, 1.5, 24], look: [-1, 1.8, 0], fov: 64, shiftY: 0.12 }
        : { pos: [-16, 1.5, 22], look: [2, 1.8, 0], fov: 64, shiftY: 0.12 },
    },
    (x) => drawMountains(x.svg, x.mood, x.horizon, x.rng.fork('sierra'), x.svg.height * 0.1, 2, '#6f7d6d'),
  );
  const { scene, fol, mood } = e;
  const lit = mood.name === 'tarde';
  const ochre = solid('#d29b5b');
  const terracotta = solid('#b86a4c');
  const stone = courses('#4f4b47', { height: 0.3, length: [0.35, 0.8], variation: 0.12 });
  flat(
    e,
    [
      [-22, -6],
      [22, -6],
      [22, 14],
      [-22, 14],
    ],
    0.005,
    `fill="${scene.shade(C.mix(mood.grass, '#9aa36b', 0.3), [0, 1, 0])}"`,
  );
  paving(e, -14, 4, 14, 7, C.mix(mood.paving, '#d9cdb5', 0.4), 1.2);
  // Two classroom pavilions on a volcanic-stone base.
  const classrooms = (color: ReturnType<typeof solid>, frame: string) =>
    withOpenings(
      color,
      gridOpenings({ floor: 3.6, sill: 0.5, head: 2.9, bay: 3.2, ratio: 0.72, floors: 2 }),
      (_f, i) => ({ mullion: 1.1, frame, lit: lit && i % 2 === 0, curtain: i % 4 === 1 }),
    );
  scene.box({ x: -15, y: 0, z: -8, w: 14, h: 0.8, d: 9, mat: stone });
  scene.box({
    x: -15,
    y: 0.8,
    z: -8,
    w: 14,
    h: 7.2,
    d: 9,
    mat: ochre,
    faces: { front: classrooms(ochre, '#2f5d62'), right: classrooms(ochre, '#2f5d62') },
  });
  scene.box({ x: 2, y: 0, z: -12, w: 13, h: 0.8, d: 9, mat: stone });
  scene.box({
    x: 2,
    y: 0.8,
    z: -12,
    w: 13,
    h: 3.6,
    d: 9,
    mat: terracotta,
    faces: { front: classrooms(terracotta, '#e0c35a'), left: classrooms(terracotta, '#e0c35a') },
  });
  // Covered walkway linking them.
  scene.box({ x: -15.5, y: 3.2, z: 1, w: 31, h: 0.25, d: 2.6, mat: solid('#efe9df') });
  for (let i = 0; i < 7; i++)
    scene.box({ x: -15 + i * 5, y: 0, z: 3.3, w: 0.2, h: 3.2, d: 0.2, mat: solid('#2f3336') });
  // Sun screen on the upper classrooms.
  scene.box({
    x: -15,
    y: 4.4,
    z: 1,
    w: 14,
    h: 3.6,
    d: 0.15,
    mat: lattice('#c98b5e', { course: 0.2, brick: 0.24, gap: 0.3 }),
    castShadow: true,
  });
  // The pirul tree in the courtyard, children playing, planters.
  tree(scene, [a ? 13 : -17, 0, 9], 10, fol, 'wide');
  tree(scene, [-20, 0, 6], 9, fol, 'round');
  tree(scene, [19, 0, -2], 10, fol, 'round');
  for (let i = 0; i < 10; i++)
    person(scene, [e.rng.range(-10, 12), 0, e.rng.range(6, 13)], {
      height: e.rng.range(1.05, 1.35),
      walking: i % 2 === 0,
      color: e.rng.pick(['#8a5a44', '#3d5a6b', '#b48b3c', '#5d6b49']),
    });
  person(scene, [-3, 0, 8], { height: 1.7 });
  for (let i = 0; i < 5; i++) agave(scene, [-13 + i * 1.5, 0, 13.5], 0.8);
  for (let i = 0; i < 6; i++) shrub(scene, [6 + i * 1.6, 0, 13.6], 0.9, fol);
  meadow(scene, -30, 30, 8, 30, 700, mood.grass);
  scene.render();
  finishExterior(e);
  return e.svg.toString();
}
