// Exterior render of Centro Comunitario Cuemanco: one large roof over brick halls and a sports
// court by the canal of Xochimilco.
import * as C from './color.ts';
import { drawCity, drawMountains } from './environment.ts';
import { beginExterior, finishExterior, flat, paving } from './exterior-common.ts';
import { courses, gridOpenings, slats, solid, withOpenings } from './materials.ts';
import { person, shrub, tree } from './sprites.ts';

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
