// Exterior renders of the commercial projects seen from afar: the Lumen office tower and Boutique Lino.
import * as C from './color.ts';
import { drawCity, drawMountains } from './environment.ts';
import { beginExterior, finishExterior, flat, neighbour, street } from './exterior-common.ts';
import { courses, curtainWall, glassRect, lattice, solid, withOpenings } from './materials.ts';
import type { Scene } from './scene3d.ts';
import { agave, lamp, person, shrub, tree } from './sprites.ts';

export { W, H } from './exterior-common.ts';

/** Corporativo Lumen: an office tower in Santa Fe with vertical aluminium fins. */
export function corporativoLumen(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `lumen-${view}`,
      mood: a ? 'tarde' : 'atardecer',
      sunAzimuth: a ? 40 : -60,
      sunElevation: a ? 22 : 3,
      camera: a
        ? { pos: [46, 1.7, 74], look: [-2, 1.7, 0], fov: 66, shiftY: 0.36 }
        : { pos: [-40, 1.7, 70], look: [2, 1.7, 0], fov: 66, shiftY: 0.36 },
      ground: '#b3ab9c',
    },
    (x) => {
      drawMountains(x.svg, x.mood, x.horizon, x.rng.fork('sierra'), x.svg.height * 0.12, 2, '#6c7a74');
      drawCity(x.svg, x.mood, x.horizon, x.rng.fork('city'), x.svg.height * 0.3);
    },
  );
  const { scene, fol, mood } = e;
  const dusk = mood.name === 'atardecer';
  // Plaza paving.
  flat(
    e,
    [
      [-40, -30],
      [40, -30],
      [40, 40],
      [-40, 40],
    ],
    0.0,
    `fill="${scene.shade(C.mix(mood.paving, '#d6d0c4', 0.4), [0, 1, 0])}"`,
  );
  scene.onGround(() => {
    let d = '';
    for (let x = -40; x <= 40; x += 3) {
      const seg = scene.cam.projectSeg([x, 0.01, -30], [x, 0.01, 40]);
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    for (let z = -30; z <= 40; z += 3) {
      const seg = scene.cam.projectSeg([-40, 0.01, z], [40, 0.01, z]);
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    e.svg.path(d, `stroke="#6f6a62" stroke-opacity="0.25" stroke-width="1" fill="none"`);
  });
  const floors = 11;
  const fh = 3.9;
  const towerH = 6 + floors * fh;
  const glass = (s: Scene, f: Parameters<Parameters<typeof withOpenings>[0]>[1]) => {
    const rows: number[] = [];
    for (let i = 1; i < floors; i++) rows.push(i * fh);
    glassRect(s, f, [0, 0, f.w, f.h], { mullion: 1.5, transoms: rows, frameWidth: 0.08, lit: dusk });
    if (dusk) {
      // Office floors lit in an irregular pattern.
      const r = e.rng.fork(`floors-${f.name}`);
      const rects: [number, number, number, number][] = [];
      for (let i = 0; i < floors; i++) {
        if (r.chance(0.3)) rects.push([0, i * fh + 0.1, f.w, (i + 1) * fh - 0.1]);
      }
      s.fquads(f, rects, `fill="#1d2433" fill-opacity="0.55"`);
    }
  };
  // Podium with a deep entrance canopy.
  scene.box({
    x: -22,
    y: 0,
    z: -18,
    w: 44,
    h: 6,
    d: 30,
    mat: courses('#b9b2a6', { height: 1.2, length: [2.4, 3.6], variation: 0.03 }),
    faces: { front: curtainWall({ mullion: 2.5, transoms: [4.2], lit: true }) },
  });
  scene.box({ x: -14, y: 5.8, z: 12, w: 28, h: 0.5, d: 6, mat: solid('#e3ded5') });
  for (const x of [-13.5, 13.1])
    scene.box({ x, y: 0, z: 17.4, w: 0.4, h: 5.8, d: 0.4, mat: solid('#d6d0c6') });
  // The tower.
  scene.box({ x: -13, y: 6, z: -13, w: 26, h: towerH - 6, d: 22, mat: glass });
  // Vertical fins on the two visible faces, denser towards the corners.
  const finMat = solid('#d9d6cf');
  for (let i = 0; i <= 13; i++)
    scene.box({
      x: -13 + i * 2 - 0.1,
      y: 6,
      z: 9,
      w: 0.2,
      h: towerH - 6,
      d: 0.9,
      mat: finMat,
      castShadow: i % 2 === 0,
    });
  for (let i = 0; i <= 11; i++) {
    const z = -13 + i * 2;
    scene.box({
      x: a ? 13 : -13.9,
      y: 6,
      z: z - 0.1,
      w: 0.9,
      h: towerH - 6,
      d: 0.2,
      mat: finMat,
      castShadow: false,
    });
  }
  scene.box({ x: -13.6, y: towerH, z: -13.6, w: 27.2, h: 2.2, d: 23.5, mat: solid('#cfcac1') });
  // Plaza: trees in a grid, benches, people.
  for (let i = 0; i < 5; i++) {
    tree(scene, [-30 + i * 15, 0, 26], 8, fol, 'round');
    if (i % 2 === 0) tree(scene, [-24 + i * 12, 0, 36], 8.5, fol, 'round');
  }
  for (let i = 0; i < 9; i++)
    person(scene, [e.rng.range(-20, 25), 0, e.rng.range(19, 34)], { walking: i % 2 === 0 });
  // A long water mirror and planters in the foreground of the plaza.
  flat(
    e,
    [
      [-34, 40],
      [34, 40],
      [34, 45],
      [-34, 45],
    ],
    0.02,
    `fill="${C.mix(mood.skyTop, '#3f6f80', 0.5)}" fill-opacity="0.9"`,
  );
  for (let i = 0; i < 4; i++) {
    scene.box({ x: -30 + i * 16, y: 0, z: 47, w: 9, h: 0.55, d: 1.6, mat: solid('#c8c1b4') });
    for (let k = 0; k < 4; k++) shrub(scene, [-29 + i * 16 + k * 2.3, 0.55, 47.8], 1.1, fol);
  }
  for (let i = 0; i < 5; i++)
    person(scene, [e.rng.range(-12, 22), 0, e.rng.range(48, 56)], { walking: true });
  for (let i = 0; i < 6; i++) shrub(scene, [-20 + i * 8, 0, 21], 1.4, fol);
  for (let i = 0; i < 4; i++) lamp(scene, [-18 + i * 12, 0, 30], 4.5, dusk);
  scene.render();
  finishExterior(e);
  return e.svg.toString();
}

/** Boutique Lino: a shop for Mexican design in Polanco, behind a screen of hand-made bricks. */
export function boutiqueLino(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `lino-${view}`,
      mood: a ? 'tarde' : 'atardecer',
      sunAzimuth: a ? 35 : -75,
      sunElevation: a ? 26 : 4,
      camera: a
        ? { pos: [9, 1.6, 17], look: [-1, 2, 0], fov: 60, shiftY: 0.14 }
        : { pos: [-8, 1.6, 15], look: [1, 2, 0], fov: 62, shiftY: 0.14 },
    },
    (x) => drawCity(x.svg, x.mood, x.horizon, x.rng.fork('city'), x.svg.height * 0.07),
  );
  const { scene, fol } = e;
  const lit = true;
  street(e, 0.8, 4, 9);
  neighbour(e, -21, -10, 14, 10.8, 9.5, '#d6cfc2');
  neighbour(e, 7.4, -10, 14, 10.8, 12, '#b8a892');
  const screen = lattice('#b48d76', {
    course: 0.17,
    brick: 0.24,
    gap: 0.26,
    backing: a ? undefined : '#e0a66a',
  });
  // Ground floor shopfront: full-height glass set back behind a slim concrete frame.
  scene.box({
    x: -7,
    y: 0,
    z: -10,
    w: 14,
    h: 4.2,
    d: 10,
    mat: solid('#cfc9bf'),
    faces: {
      front: (s, f) => {
        s.baseFill(f, '#3b3532');
        glassRect(s, f, [0.3, 0, f.w - 0.3, 4.0], { mullion: 3.4, lit, frame: '#2a2522', frameWidth: 0.05 });
      },
    },
  });
  // Shop displays behind the glass: plinths with vessels.
  for (let i = 0; i < 3; i++) {
    scene.box({
      x: -5 + i * 4,
      y: 0,
      z: -1.6,
      w: 1.4,
      h: 0.7,
      d: 0.8,
      mat: solid('#e8e1d4'),
      castShadow: false,
    });
    scene.box({
      x: -4.7 + i * 4,
      y: 0.7,
      z: -1.4,
      w: 0.35,
      h: 0.55,
      d: 0.35,
      mat: solid(['#7b3f2c', '#2f3b45', '#b88b4a'][i]!),
      castShadow: false,
    });
  }
  // Upper floor: the brick screen, floating on a thin steel band.
  scene.box({ x: -7.3, y: 4.2, z: -10, w: 14.6, h: 0.25, d: 10.7, mat: solid('#2a2c2e') });
  scene.box({ x: -7, y: 4.45, z: -10, w: 14, h: 5.2, d: 10, mat: solid('#d9d2c6') });
  scene.box({ x: -7.2, y: 4.45, z: 0.1, w: 14.4, h: 5.2, d: 0.3, mat: screen });
  scene.box({ x: -7.3, y: 9.65, z: -10, w: 14.6, h: 0.35, d: 10.7, mat: solid('#d9d2c6') });
  // Planters along the front with agaves; street trees; passers-by.
  scene.box({ x: -6.8, y: 0.15, z: 0.9, w: 3, h: 0.6, d: 0.8, mat: courses('#8c8378', { height: 0.2 }) });
  scene.box({ x: 3.8, y: 0.15, z: 0.9, w: 3, h: 0.6, d: 0.8, mat: courses('#8c8378', { height: 0.2 }) });
  for (const x of [-6.2, -5.3, -4.4, 4.4, 5.3, 6.2]) agave(scene, [x, 0.75, 1.3], 0.75, '#86a394');
  for (const x of [-11, 11]) tree(scene, [x, 0.15, 4.2], 8.5, fol, 'round');
  person(scene, [-1.2, 0.15, 3.2], { walking: true });
  person(scene, [1.6, 0.15, 2.2]);
  person(scene, [1.1, 0.15, 2.4], { height: 1.62 });
  lamp(scene, [-14, 0.15, 4.4], 4.5, !a);
  scene.render();
  finishExterior(e);
  return e.svg.toString();
}
