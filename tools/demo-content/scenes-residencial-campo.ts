// Exterior renders of the residential projects out of the city: Casa Río-Bravo over the lake of
// Valle de Bravo and Casa Mirador on the slope facing the Tepozteco (mountains on the horizon).
import * as C from './color.ts';
import { drawMountains } from './environment.ts';
import { beginExterior, finishExterior, flat, pool, type Exterior } from './exterior-common.ts';
import { courses, glassRect, gridOpenings, lattice, slats, solid, withOpenings } from './materials.ts';
import { agave, lamp, meadow, person, shrub, tree } from './sprites.ts';

export { W, H } from './exterior-common.ts';

/** Casa Río-Bravo: two crossed volumes over the lake of Valle de Bravo, stone base, timber upper floor. */
export function casaRioBravo(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `rio-bravo-${view}`,
      mood: a ? 'tarde' : 'manana',
      sunAzimuth: a ? 38 : -40,
      sunElevation: a ? 24 : 36,
      camera: a
        ? { pos: [16, 1.5, 21], look: [1, 1.5, 0], fov: 62, shiftY: 0.14 }
        : { pos: [-15, 1.6, 17], look: [2, 1.6, 0], fov: 58, shiftY: 0.12 },
    },
    (x) => {
      drawMountains(x.svg, x.mood, x.horizon, x.rng.fork('mtn'), x.svg.height * 0.2, 3, '#6f7f76');
    },
    (x) => {
      // The lake: a band of water at the foot of the mountains.
      const lake = x.svg.linear(0, x.horizon, 0, x.horizon + 14, [
        [0, C.mix(x.mood.skyHorizon, '#9fb7bf', 0.4)],
        [1, C.mix(x.mood.skyMid, '#587f8c', 0.5)],
      ]);
      x.svg.rect(0, x.horizon, x.svg.width, 14, `fill="${lake}"`);
    },
  );
  house(e);
  finishExterior(e);
  return e.svg.toString();
}

function house(e: Exterior): void {
  const { scene, fol } = e;
  const stone = courses('#a79d8d', { height: 0.28, length: [0.5, 1.3], variation: 0.07 });
  const stucco = solid('#ece6dc');
  const wood = slats('#9b6a42', { pitch: 0.11, width: 0.075 });
  const concrete = solid('#bdb7ad', { jointsS: 2.4, jointsT: 1.2, jointOpacity: 0.25 });
  const lit = e.mood.name === 'atardecer' || e.mood.name === 'tarde';

  // Terrace deck and the pool in front of the living room.
  scene.box({
    x: -8,
    y: 0,
    z: -5,
    w: 20,
    h: 0.35,
    d: 14,
    mat: solid('#b9a890', { jointsS: 0.6, jointOpacity: 0.25 }),
    ground: true,
  });
  pool(e, -1, 5.2, 11, 8.4);
  // Ground floor: glazed living room between stone walls.
  scene.box({
    x: -6,
    y: 0.35,
    z: -4,
    w: 12,
    h: 3.1,
    d: 8,
    mat: stone,
    faces: {
      front: (s, f) =>
        glassRect(s, f, [0, 0, f.w, f.h], {
          mullion: 2.4,
          transoms: [2.5],
          lit,
          frameWidth: 0.06,
          curtain: true,
        }),
      top: concrete,
    },
  });
  scene.box({ x: -6.4, y: 0.35, z: 3.9, w: 0.5, h: 3.1, d: 0.5, mat: stone });
  // Upper floor: a timber box turned across the lower one, cantilevered towards the lake.
  scene.box({
    x: -2,
    y: 3.45,
    z: -6,
    w: 11.5,
    h: 3,
    d: 8.2,
    mat: stucco,
    faces: {
      front: withOpenings(
        wood,
        gridOpenings({ floor: 3, sill: 0.6, head: 2.5, bay: 2.9, ratio: 0.62 }),
        (_f, i) => ({ mullion: 0.9, lit: lit && i % 2 === 0 }),
      ),
      right: withOpenings(stucco, (f) => [[0.8, 0.4, f.w - 0.8, 2.6]], { mullion: 1.8, lit }),
      left: withOpenings(stucco, () => [[1.2, 0.9, 3.2, 2.4]], { mullion: 1, lit }),
      bottom: solid('#d9d1c3'),
    },
  });
  // Thin roof slab with a deep overhang.
  scene.box({
    x: -2.4,
    y: 6.45,
    z: -6.3,
    w: 12.3,
    h: 0.26,
    d: 8.8,
    mat: solid('#e7e1d6'),
    faces: { bottom: slats('#b8875a', { pitch: 0.1, width: 0.08, horizontal: true }) },
  });
  // A concrete garden wall.
  scene.box({ x: -14, y: 0, z: 3, w: 6.5, h: 1.6, d: 0.3, mat: concrete });

  // Planting: a jacaranda, pines behind, agaves along the deck, people.
  tree(scene, [-10, 0, -3], 9, fol, 'round');
  tree(scene, [13.5, 0, -6], 11, fol, 'tall');
  tree(scene, [-13, 0, -9], 12, { dark: fol.dark, mid: C.darken(fol.mid, 0.1), light: fol.mid }, 'tall');
  tree(scene, [17, 0, 2], 7, fol, 'wide');
  for (let i = 0; i < 5; i++) agave(scene, [-7.5 + i * 1.3, 0.35, 7.2], 0.9);
  shrub(scene, [-9, 0, 5.5], 1.4, fol);
  shrub(scene, [12.5, 0, 6], 1.6, fol);
  person(scene, [2.5, 0.35, 4.4], { walking: true });
  person(scene, [-3.2, 0.35, 5.1], { height: 1.65 });
  lamp(scene, [-7.8, 0.35, 9], 0.8, lit);
  lamp(scene, [12, 0, 9.5], 0.8, lit);
  flat(
    e,
    [
      [-30, 9.7],
      [40, 9.7],
      [40, 30],
      [-30, 30],
    ],
    0.01,
    `fill="${C.darken(e.mood.grass, 0.05)}"`,
  );
  meadow(scene, -20, 25, 9, 22, 700, e.mood.grass);
  meadow(scene, -25, -8, -4, 9, 80, e.mood.grass);
  scene.render();
}

/** Casa Mirador: a long concrete house on the slope, facing the cliffs of the Tepozteco. */
export function casaMirador(view = 'a'): string {
  const a = view === 'a';
  const e = beginExterior(
    {
      seed: `mirador-${view}`,
      mood: a ? 'manana' : 'atardecer',
      sunAzimuth: a ? 30 : -80,
      sunElevation: a ? 32 : 4,
      camera: a
        ? { pos: [15, 1.7, 20], look: [-2, 1.7, 0], fov: 60, shiftY: 0.08 }
        : { pos: [-10, 1.7, 22], look: [3, 1.7, 0], fov: 58, shiftY: 0.08 },
    },
    (x) => {
      drawMountains(
        x.svg,
        x.mood,
        x.horizon,
        x.rng.fork('tepozteco'),
        x.svg.height * 0.5,
        3,
        '#5e6e5a',
        0.68,
      );
    },
  );
  const { scene, fol } = e;
  const lit = !a;
  const concrete = solid('#b3aca1', { jointsS: 1.8, jointsT: 0.9, jointOpacity: 0.28, ties: true });
  const celosia = lattice('#9c7060', { course: 0.14, brick: 0.22, gap: 0.16 });
  // A stone plinth that levels the slope.
  scene.box({
    x: -14,
    y: 0,
    z: -6,
    w: 26,
    h: 1.2,
    d: 11,
    mat: courses('#857a6b', { height: 0.35, length: [0.4, 1] }),
  });
  // The long living pavilion.
  scene.box({
    x: -12,
    y: 1.2,
    z: -4,
    w: 20,
    h: 3.2,
    d: 7,
    mat: concrete,
    faces: {
      front: withOpenings(concrete, () => [[0.6, 0, 13, 3.2]], { mullion: 2.05, lit, curtain: true }),
    },
  });
  // A brick lattice screen sliding in front of the bedrooms.
  scene.box({ x: 1.5, y: 1.2, z: 3.6, w: 6.5, h: 3.2, d: 0.2, mat: celosia });
  // Roof slab with a generous overhang towards the valley.
  scene.box({ x: -13, y: 4.4, z: -4.5, w: 22, h: 0.35, d: 9.3, mat: solid('#c4bdb1') });
  // Terrace.
  scene.box({
    x: -14,
    y: 1.2,
    z: 3,
    w: 12,
    h: 0.2,
    d: 3.5,
    ground: false,
    mat: solid('#a88a6c', { jointsS: 0.5, jointOpacity: 0.3 }),
    castShadow: false,
  });
  tree(scene, [-17, 0, 0], 9, fol, 'wide');
  tree(scene, [12.5, 0, -2], 10, fol, 'round');
  tree(scene, [16, 0, 6], 7, fol, 'round');
  for (let i = 0; i < 7; i++) agave(scene, [-6 + i * 1.7, 0, 6.2 + (i % 2) * 0.6], 1.1, '#8aa597');
  shrub(scene, [10, 0, 7], 1.6, fol);
  person(scene, [-8, 1.4, 4.5], { height: 1.7 });
  meadow(scene, -30, 30, 5.5, 24, 900, e.mood.grass);
  lamp(scene, [-3, 0, 8.5], 0.7, lit);
  lamp(scene, [4, 0, 8.5], 0.7, lit);
  scene.render();
  finishExterior(e);
  return e.svg.toString();
}
