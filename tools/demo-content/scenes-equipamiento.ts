// Exterior renders of the public-facility projects.
import * as C from './color.ts';
import { drawCity, drawMountains } from './environment.ts';
import { beginExterior, finishExterior, flat, type Exterior } from './exterior-common.ts';
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

function paving(
  e: Exterior,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  color: string,
  grid = 1.5,
): void {
  const { scene, svg } = e;
  flat(
    e,
    [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ],
    0.005,
    `fill="${scene.shade(color, [0, 1, 0])}"`,
  );
  scene.onGround(() => {
    let d = '';
    for (let x = x0; x <= x1; x += grid) {
      const seg = scene.cam.projectSeg([x, 0.01, z0], [x, 0.01, z1]);
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    for (let z = z0; z <= z1; z += grid * 2) {
      const seg = scene.cam.projectSeg([x0, 0.01, z], [x1, 0.01, z]);
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    svg.path(d, `stroke="${C.darken(color, 0.35)}" stroke-opacity="0.35" stroke-width="0.8" fill="none"`);
  });
}

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

/** Centro Comunitario Cuemanco: one large roof over brick halls and a sports court by the canal. */
export function centroCuemanco(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `cuemanco-${view}`,
      mood: a ? 'tarde' : 'nublado',
      sunAzimuth: a ? 35 : -30,
      sunElevation: a ? 24 : 45,
      camera: a
        ? { pos: [22, 1.6, 38], look: [-2, 2.5, 0], fov: 64, shiftY: 0.14 }
        : { pos: [-26, 1.6, 36], look: [3, 2.5, 0], fov: 64, shiftY: 0.14 },
    },
    (x) => {
      drawMountains(x.svg, x.mood, x.horizon, x.rng.fork('xochitepec'), x.svg.height * 0.09, 2, '#6e7c70');
      drawCity(x.svg, x.mood, x.horizon, x.rng.fork('city'), x.svg.height * 0.03);
    },
  );
  const { scene, fol, mood } = e;
  paving(e, -26, -16, 26, 18, C.mix(mood.paving, '#cbbfa9', 0.4), 2);
  const brick = courses('#a65f45', { height: 0.09, length: [0.24, 0.26], variation: 0.08 });
  // The roof: a thin steel plane on a grid of slender columns.
  scene.box({
    x: -24,
    y: 8.5,
    z: -14,
    w: 48,
    h: 0.7,
    d: 28,
    mat: solid('#e6e2da'),
    faces: { bottom: slats('#b48a60', { pitch: 0.2, width: 0.16 }) },
  });
  for (let i = 0; i < 5; i++)
    for (let k = 0; k < 3; k++)
      scene.box({ x: -20 + i * 10, y: 0, z: -10 + k * 10, w: 0.35, h: 8.5, d: 0.35, mat: solid('#2f3336') });
  // Brick halls under the roof.
  scene.box({
    x: -21,
    y: 0,
    z: -12,
    w: 16,
    h: 5.5,
    d: 10,
    mat: brick,
    faces: { front: withOpenings(brick, () => [[2, 0, 14, 3.8]], { mullion: 2, lit: true }) },
  });
  scene.box({
    x: 6,
    y: 0,
    z: -12,
    w: 15,
    h: 4.2,
    d: 9,
    mat: brick,
    faces: {
      front: withOpenings(
        brick,
        gridOpenings({ floor: 4.2, sill: 0.9, head: 3.6, bay: 3, ratio: 0.6, floors: 1 }),
        { mullion: 0.9, lit: true },
      ),
    },
  });
  // Sports court.
  scene.onGround(() => {
    const cam = scene.cam;
    const court = cam.projectPoly([
      [-6, 0.02, -0.5],
      [8, 0.02, -0.5],
      [8, 0.02, 11],
      [-6, 0.02, 11],
    ]);
    e.svg.poly(court, `fill="${scene.shade('#3f6e78', [0, 1, 0])}"`);
    let d = '';
    const seg = (p: [number, number, number], q: [number, number, number]) => {
      const s2 = cam.projectSeg(p, q);
      if (s2) d += `M${s2[0].x.toFixed(1)} ${s2[0].y.toFixed(1)}L${s2[1].x.toFixed(1)} ${s2[1].y.toFixed(1)}`;
    };
    seg([-5.5, 0.03, 0], [7.5, 0.03, 0]);
    seg([7.5, 0.03, 0], [7.5, 0.03, 10.5]);
    seg([7.5, 0.03, 10.5], [-5.5, 0.03, 10.5]);
    seg([-5.5, 0.03, 10.5], [-5.5, 0.03, 0]);
    seg([-5.5, 0.03, 5.25], [7.5, 0.03, 5.25]);
    e.svg.path(d, `stroke="#f1eee6" stroke-width="2" fill="none" stroke-opacity="0.85"`);
  });
  scene.box({ x: 0.9, y: 0, z: -0.3, w: 0.2, h: 3.05, d: 0.2, mat: solid('#e8e4dc') });
  scene.box({ x: 0.3, y: 2.9, z: -0.1, w: 1.4, h: 0.9, d: 0.06, mat: solid('#f2efe9') });
  // The canal in front, with a trajinera moored at the dock.
  flat(
    e,
    [
      [-80, 20],
      [80, 20],
      [80, 27],
      [-80, 27],
    ],
    0.0,
    `fill="${C.mix(mood.skyTop, '#4f7365', 0.55)}"`,
  );
  scene.box({
    x: -10,
    y: 0,
    z: 17.5,
    w: 24,
    h: 0.35,
    d: 2.5,
    mat: slats('#8a6a4c', { pitch: 0.2, width: 0.18, horizontal: true }),
    ground: true,
  });
  scene.box({ x: -4, y: 0, z: 21, w: 9, h: 0.55, d: 2.2, mat: solid('#6a4a35') });
  scene.box({ x: -4, y: 2.3, z: 21, w: 9, h: 0.15, d: 2.2, mat: solid('#c2412f') });
  scene.box({
    x: 4.6,
    y: 0.55,
    z: 21,
    w: 0.1,
    h: 1.75,
    d: 2.2,
    mat: (s, f) => {
      s.baseFill(f, '#e8b83a');
      s.fquads(f, [[0.2, 0.2, f.w - 0.2, f.h - 0.2]], `fill="${s.shade('#2f7d6a', f.n)}"`);
    },
  });
  for (const x of [-3.8, 4.4])
    for (const z of [21.05, 23.05])
      scene.box({ x, y: 0.55, z, w: 0.1, h: 1.75, d: 0.1, mat: solid('#e8b83a'), castShadow: false });
  // Ahuejotes: the slender willows that line the canals of Xochimilco.
  const willow = { dark: '#3f5a3a', mid: '#5f7d4c', light: '#8fa66a' };
  for (const x of [-44, -36, -28, 30, 38, 46])
    tree(scene, [x, 0, 18.8], 12 + (Math.abs(x) % 3), willow, 'tall');
  for (let i = 0; i < 10; i++) tree(scene, [-40 + i * 9, 0, -22], 13 + (i % 3), willow, 'tall');
  for (let i = 0; i < 10; i++)
    person(scene, [e.rng.range(-16, 16), 0, e.rng.range(1, 16)], {
      walking: i % 2 === 0,
      height: i % 4 === 0 ? 1.3 : undefined,
    });
  for (let i = 0; i < 6; i++) shrub(scene, [-24 + i * 9, 0, 15.5], 1.2, fol);
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
