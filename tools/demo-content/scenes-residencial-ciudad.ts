// Exterior renders of the residential projects in Mexico City: Casa Jacarandas in Coyoacán and
// Departamentos Ámsterdam in La Condesa (streets and neighbours, the city on the horizon).
import { drawCity } from './environment.ts';
import { beginExterior, finishExterior, flat, neighbour, street } from './exterior-common.ts';
import { courses, curtainWall, glassRect, lattice, slats, solid, withOpenings } from './materials.ts';
import { lamp, person, shrub, tree } from './sprites.ts';

const JACARANDA = { dark: '#4f3f72', mid: '#7b66a8', light: '#a996d2' };

/** Casa Jacarandas: a white house behind a volcanic-stone wall in Coyoacán, under jacarandas. */
export function casaJacarandas(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `jacarandas-${view}`,
      mood: a ? 'manana' : 'atardecer',
      sunAzimuth: a ? 55 : -70,
      sunElevation: a ? 40 : 6,
      camera: a
        ? { pos: [-7, 1.6, 22], look: [2, 1.6, 0], fov: 58, shiftY: 0.15 }
        : { pos: [12, 1.6, 17], look: [-1, 1.6, 0], fov: 60, shiftY: 0.13 },
    },
    (x) => drawCity(x.svg, x.mood, x.horizon, x.rng.fork('city'), x.svg.height * 0.06),
  );
  const { scene, mood } = e;
  const lit = !a;
  street(e, 6, 3, 9);
  const white = solid('#efebe4');
  const stoneWall = courses('#5b5753', { height: 0.22, length: [0.3, 0.7], variation: 0.12 });
  // Neighbours left and right.
  neighbour(e, -22, -8, 12, 12, 7.5, '#d9b99a');
  neighbour(e, 12.5, -9, 12, 12, 6.2, '#c9cdc4');
  // Garden floor behind the wall.
  flat(
    e,
    [
      [-9.5, -8],
      [12, -8],
      [12, 6],
      [-9.5, 6],
    ],
    0.01,
    `fill="${scene.shade('#7f8c5c', [0, 1, 0])}"`,
  );
  // Ground floor, set back, with a long glazed front.
  scene.box({
    x: -6,
    y: 0,
    z: -6,
    w: 13,
    h: 3.2,
    d: 8,
    mat: white,
    faces: { front: withOpenings(white, () => [[1.2, 0, 9.6, 2.8]], { mullion: 2.1, lit, curtain: true }) },
  });
  // Upper floor: a plastered box with deep window frames and a roof terrace with pergola.
  scene.box({
    x: -6,
    y: 3.2,
    z: -6,
    w: 8.5,
    h: 3.1,
    d: 8,
    mat: white,
    faces: {
      front: withOpenings(
        white,
        () => [
          [0.8, 0.7, 3.4, 2.6],
          [4.6, 0.2, 7.6, 2.6],
        ],
        (_f, i) => ({ mullion: i ? 1.5 : 1.3, lit: lit && i === 1 }),
      ),
      right: withOpenings(white, () => [[1.5, 0.9, 3.2, 2.4]], { lit }),
    },
  });
  // Deep concrete frame around the big upper window.
  scene.box({ x: -1.6, y: 3.2, z: 2, w: 3.4, h: 0.2, d: 0.9, mat: solid('#bdb6aa') });
  scene.box({ x: -1.6, y: 5.9, z: 2, w: 3.4, h: 0.2, d: 0.9, mat: solid('#bdb6aa') });
  scene.box({ x: 1.6, y: 3.2, z: 2, w: 0.2, h: 2.9, d: 0.9, mat: solid('#bdb6aa') });
  // Pergola over the terrace.
  for (let i = 0; i < 9; i++)
    scene.box({ x: 2.8 + i * 0.5, y: 5.9, z: -5.5, w: 0.08, h: 0.18, d: 7, mat: solid('#7a5a3f') });
  scene.box({ x: 2.6, y: 3.2, z: 1.2, w: 0.15, h: 2.7, d: 0.15, mat: solid('#7a5a3f') });
  scene.box({ x: 6.7, y: 3.2, z: 1.2, w: 0.15, h: 2.7, d: 0.15, mat: solid('#7a5a3f') });
  scene.box({ x: 2.5, y: 3.2, z: 1.7, w: 4.5, h: 1.0, d: 0.12, mat: solid('#efebe4') });
  // Volcanic-stone wall along the street, with a timber gate.
  scene.box({ x: -9.5, y: 0, z: 5.6, w: 8, h: 1.9, d: 0.4, mat: stoneWall });
  scene.box({ x: 1.5, y: 0, z: 5.6, w: 10.5, h: 1.9, d: 0.4, mat: stoneWall });
  scene.box({
    x: -1.5,
    y: 0,
    z: 5.75,
    w: 3,
    h: 1.8,
    d: 0.1,
    mat: slats('#8c6241', { pitch: 0.1, width: 0.085 }),
  });
  tree(scene, [-8.5, 0, 3.5], 10, JACARANDA, 'wide');
  tree(scene, [10.5, 0.15, 8.2], 9, JACARANDA, 'round');
  tree(scene, [-15, 0, 8.4], 8.5, JACARANDA, 'round');
  tree(
    scene,
    [8, 0, -5],
    8,
    { dark: mood.foliage[0], mid: mood.foliage[1], light: mood.foliage[2] },
    'round',
  );
  person(scene, [4, 0.15, 7.2], { walking: true });
  person(scene, [-11, 0.15, 7.8], { walking: true, height: 1.62 });
  lamp(scene, [6, 0.15, 8.6], 4.2, lit);
  lamp(scene, [-18, 0.15, 8.6], 4.2, lit);
  // Fallen jacaranda flowers on the sidewalk.
  scene.onGround(() => {
    const r = e.rng.fork('petals');
    let d = '';
    for (let i = 0; i < 260; i++) {
      const x = r.range(-14, 14);
      const z = r.range(6.1, 9.5);
      const p = scene.cam.project([x, 0.16, z]);
      const k = Math.max(0.7, scene.cam.scaleAt([x, 0, z]) * 0.04);
      d += `M${p.x.toFixed(1)} ${p.y.toFixed(1)}h${k.toFixed(1)}v${(k * 0.6).toFixed(1)}h${(-k).toFixed(1)}Z`;
    }
    e.svg.path(d, `fill="${JACARANDA.light}" fill-opacity="0.8"`);
  });
  scene.render();
  finishExterior(e);
  return e.svg.toString();
}

/** Departamentos Ámsterdam: six floors of apartments with deep balconies in La Condesa. */
export function deptosAmsterdam(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `amsterdam-${view}`,
      mood: a ? 'tarde' : 'nublado',
      sunAzimuth: a ? -35 : 30,
      sunElevation: a ? 30 : 50,
      camera: a
        ? { pos: [-13, 1.6, 40], look: [2, 1.6, 0], fov: 58, shiftY: 0.35 }
        : { pos: [15, 1.6, 35], look: [-1, 1.6, 0], fov: 60, shiftY: 0.35 },
    },
    (x) => drawCity(x.svg, x.mood, x.horizon, x.rng.fork('city'), x.svg.height * 0.12),
  );
  const { scene, fol } = e;
  const lit = e.mood.name === 'tarde';
  street(e, 4, 4, 10);
  neighbour(e, -21, -10, 14, 12, 12, '#c99d7e');
  neighbour(e, 9.5, -10, 14, 12, 15, '#b7b39e');
  const brick = lattice('#9c5b43', { course: 0.09, brick: 0.26, gap: 0.0 });
  const concrete = solid('#c9c3b8', { jointsS: 2.4, jointsT: 1.5, jointOpacity: 0.2 });
  // Ground floor: shop and lobby, glazed.
  scene.box({
    x: -7,
    y: 0,
    z: -8,
    w: 16.5,
    h: 4,
    d: 12,
    mat: concrete,
    faces: { front: curtainWall({ mullion: 2.75, transoms: [3.1], lit }) },
  });
  // Five floors of flats: brick piers, recessed glazing, balconies with planters.
  for (let fl = 0; fl < 5; fl++) {
    const y = 4 + fl * 3;
    scene.box({
      x: -7,
      y,
      z: -8,
      w: 16.5,
      h: 3,
      d: 10.8,
      mat: brick,
      faces: {
        front: withOpenings(solid('#d8d1c5'), (f) => [[0.3, 0.15, f.w - 0.3, 2.85]], {
          mullion: 1.65,
          lit: lit && fl % 2 === 0,
          curtain: fl % 2 === 1,
        }),
      },
    });
    // Slab edge and balcony.
    scene.box({ x: -7.2, y: y - 0.05, z: 2.8, w: 16.9, h: 0.22, d: 1.6, mat: concrete });
    scene.box({
      x: -7.2,
      y: y + 0.17,
      z: 4.25,
      w: 16.9,
      h: 1.0,
      d: 0.08,
      mat: (s, f) => glassRect(s, f, [0, 0, f.w, f.h], { mullion: 1.6, frameWidth: 0.03 }),
    });
    // Planters hanging over the balustrade.
    for (let k = 0; k < 5; k++) shrub(scene, [-6 + k * 3.7 + (fl % 2) * 1.5, y + 1.1, 4.2], 1.0, fol);
  }
  // Brick side piers framing the facade.
  scene.box({ x: -7.6, y: 0, z: -8, w: 0.6, h: 19, d: 12.6, mat: brick });
  scene.box({ x: 9.5, y: 0, z: -8, w: 0.6, h: 19, d: 12.6, mat: brick });
  scene.box({ x: -7.6, y: 19, z: -8, w: 17.7, h: 0.35, d: 12.6, mat: concrete });
  for (const x of [-12, -3, 6, 15]) tree(scene, [x, 0.15, 6.6], 8.5 + (x % 3), fol, 'round');
  person(scene, [-1, 0.15, 5.4], { walking: true });
  person(scene, [2.5, 0.15, 6.2]);
  person(scene, [-9, 0.15, 6.8], { walking: true });
  scene.render();
  finishExterior(e);
  return e.svg.toString();
}
