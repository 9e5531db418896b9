// Interior renders of the residential and public-facility projects and of the studio itself.
import { courses, lattice, solid, slats } from './materials.ts';
import { artwork, pendant, plant, vase } from './furnishings.ts';
import { part } from './furniture-placement.ts';
import { armchair, bed, bookcase, chair, counter, rug, sofa, stool, table } from './furniture.ts';
import { ceilingLights, planks, tiles } from './interior-surfaces.ts';
import { beginInterior, finishInterior, wallFace } from './interior.ts';
import { person } from './sprites.ts';

export { W, H } from './interior.ts';

/** Casa Río-Bravo: the living room opening onto the lake. */
export function interiorRioBravo(): string {
  const room = { w: 7.5, h: 3.1, d: 6.5 };
  const it = beginInterior({
    seed: 'rio-bravo-int',
    mood: 'tarde',
    room,
    camera: { pos: [6.7, 1.45, 6.35], look: [2.8, 1.25, 0], fov: 74, shiftY: 0.05 },
    sun: { azimuth: 205, elevation: 36 },
    floor: planks('#b48a63', { width: 0.2 }),
    ceiling: slats('#c29a6e', { pitch: 0.1, width: 0.085 }),
    walls: { all: solid('#ebe5db'), left: solid('#a79d8d', { jointsT: 0.28, jointOpacity: 0.35 }) },
    windows: [{ wall: 'back', rect: [0.4, 0, 7.1, 2.8], mullion: 2.2 }],
    outside: 'lago',
  });
  const { scene } = it;
  rug(scene, { x: 1.5, z: 1.5, rot: 0 }, 3.4, 3.0, '#d9cdb8', '#b59d7c');
  sofa(scene, { x: 0.9, z: 4.4, rot: 90 }, 2.7, '#c9b9a0');
  armchair(scene, { x: 2.1, z: 0.9, rot: 0 }, '#6f5644');
  armchair(scene, { x: 3.3, z: 0.9, rot: 0 }, '#6f5644');
  table(scene, { x: 2.4, z: 2.4, rot: 0 }, 1.2, 1.0, 0.36, '#5b4333', '#3b2c22', 0.07);
  bookcase(scene, { x: 0, z: 6.4, rot: 90 }, 1.9, 2.5, '#8a6446');
  plant(scene, [6.9, 0, 0.7], 1.5);
  pendant(scene, [2.6, 2.2, 2.8], room.h, 0.28, '#c8a36a', false, 'dome');
  artwork(scene, wallFace(room, 'left'), 2.0, 1.3, 1.2, 0.9, ['#c58f62', '#2f4a5e', '#e6c27a']);
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([3.7, 1.4, 0])]);
  return it.svg.toString();
}

/** Casa Jacarandas: dining room and kitchen opening to the garden. */
export function interiorJacarandas(): string {
  const room = { w: 8, h: 3.0, d: 7 };
  const it = beginInterior({
    seed: 'jacarandas-int',
    mood: 'dia',
    room,
    camera: { pos: [7.3, 1.5, 6.6], look: [2.5, 1.2, 0.5], fov: 74, shiftY: 0.05 },
    sun: { azimuth: 250, elevation: 40 },
    floor: tiles('#d9d0c2', 0.6, { speckle: true }),
    ceiling: ceilingLights('#f1eee8', 1.6, false),
    walls: { all: solid('#efebe4') },
    windows: [
      { wall: 'left', rect: [0.6, 0, 5.6, 2.7], mullion: 1.7 },
      { wall: 'back', rect: [5.4, 1.0, 7.6, 2.4], mullion: 0 },
    ],
    outside: 'jardin',
  });
  const { scene } = it;
  table(scene, { x: 1.3, z: 2.2, rot: 0 }, 2.4, 1.0, 0.76, '#7b5a40', '#3b2c22', 0.05);
  for (const x of [1.5, 2.3, 3.1]) {
    chair(scene, { x, z: 1.55, rot: 0 }, '#2b2622', '#a77d56');
    chair(scene, { x: x + 0.46, z: 3.85, rot: 180 }, '#2b2622', '#a77d56');
  }
  counter(scene, { x: 4.6, z: 0, rot: 0 }, 3.4, 0.65, 0.92, '#e6e0d6', '#bcb6ab');
  counter(scene, { x: 5.2, z: 2.3, rot: 0 }, 2.2, 0.95, 0.92, '#3f4b44', '#d8d3ca');
  for (let i = 0; i < 3; i++) stool(scene, { x: 5.4 + i * 0.7, z: 3.4, rot: 0 }, '#2b2622', '#b38a62');
  part(scene, { x: 4.6, z: 0, rot: 0 }, 0, 1.6, 0, 0.8, 0.9, 0.35, solid('#e6e0d6'));
  for (const x of [1.9, 2.5, 3.1]) pendant(scene, [x, 1.75, 2.7], room.h, 0.16, '#f4efe6', false, 'globe');
  vase(scene, [2.5, 0.76, 2.6], 0.32, '#3f5a6b');
  plant(scene, [0.5, 0, 5.8], 1.7, '#8f7b66');
  artwork(scene, wallFace(room, 'back'), 1.2, 1.2, 1.6, 1.0, ['#7b66a8', '#d29b5b', '#2f4a5e']);
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([0, 1.4, 3.5])]);
  return it.svg.toString();
}

/** Departamentos Ámsterdam: a kitchen and living area with the balcony and the city behind. */
export function interiorAmsterdam(): string {
  const room = { w: 7, h: 2.8, d: 6.5 };
  const it = beginInterior({
    seed: 'amsterdam-int',
    mood: 'tarde',
    room,
    camera: { pos: [0.6, 1.45, 6.2], look: [4.5, 1.2, 0.5], fov: 74, shiftY: 0.05 },
    sun: { azimuth: 230, elevation: 24 },
    floor: planks('#c29a72', { width: 0.16, along: 'x' }),
    ceiling: solid('#f0ede7'),
    walls: {
      all: solid('#ece7df'),
      left: lattice('#a5634a', { course: 0.075, brick: 0.23, gap: 0.012, backing: '#d9cfc2' }),
    },
    windows: [
      { wall: 'back', rect: [3.0, 0, 6.8, 2.6], mullion: 1.27, transoms: [2.1] },
      { wall: 'right', rect: [0.8, 0.9, 3.2, 2.4], mullion: 1.2 },
    ],
    outside: 'ciudad',
  });
  const { scene } = it;
  counter(scene, { x: 0.4, z: 0, rot: 0 }, 2.5, 0.65, 0.92, '#2f3a3f', '#e3ddd2');
  part(scene, { x: 0.4, z: 0, rot: 0 }, 0, 1.55, 0, 2.5, 0.75, 0.38, solid('#2f3a3f'));
  counter(scene, { x: 0.9, z: 1.9, rot: 0 }, 2.2, 0.95, 0.92, '#c9a57d', '#e3ddd2');
  for (let i = 0; i < 3; i++) stool(scene, { x: 1.05 + i * 0.72, z: 3.05, rot: 0 }, '#26292c', '#5e4736');
  sofa(scene, { x: 6.9, z: 2.2, rot: 270 }, 2.4, '#8c9a8e');
  rug(scene, { x: 4.3, z: 2.0, rot: 0 }, 2.2, 2.8, '#d8cbb5');
  table(scene, { x: 4.8, z: 2.9, rot: 0 }, 0.9, 0.9, 0.4, '#2e2a27', '#2e2a27', 0.04);
  vase(scene, [5.2, 0.4, 3.3], 0.28, '#b86a4c');
  plant(scene, [6.6, 0, 0.5], 1.5);
  for (const x of [1.3, 2.4]) pendant(scene, [x, 1.9, 2.35], room.h, 0.13, '#b48a4f', false, 'cone');
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([5, 1.3, 0])]);
  return it.svg.toString();
}

/** Casa Mirador: the main bedroom facing the cliffs of the Tepozteco. */
export function interiorMirador(): string {
  const room = { w: 6.5, h: 3.2, d: 6 };
  const it = beginInterior({
    seed: 'mirador-int',
    mood: 'tarde',
    room,
    camera: { pos: [6.1, 1.4, 5.8], look: [1.6, 1.1, 0.8], fov: 74, shiftY: 0.05 },
    sun: { azimuth: 195, elevation: 22 },
    floor: planks('#a07b58', { width: 0.22, along: 'x' }),
    ceiling: solid('#d8d2c8', { jointsS: 1.8, jointsT: 0.9, jointOpacity: 0.25 }),
    walls: { all: solid('#c9c2b7', { jointsS: 1.8, jointsT: 0.9, jointOpacity: 0.25 }) },
    windows: [{ wall: 'back', rect: [0.3, 0, 6.2, 3.0], mullion: 1.97 }],
    outside: 'montana',
  });
  const { scene } = it;
  bed(scene, { x: 0.4, z: 4.3, rot: 90 }, 1.8, '#efe9de', '#7a5a41');
  rug(scene, { x: 2.4, z: 2.0, rot: 0 }, 2.6, 1.9, '#b98d6c');
  armchair(scene, { x: 4.2, z: 0.8, rot: 0 }, '#c8b79c');
  table(scene, { x: 0.3, z: 4.6, rot: 90 }, 0.45, 0.45, 0.5, '#7a5a41', '#7a5a41', 0.05);
  vase(scene, [0.55, 0.5, 4.4], 0.3, '#2f4a5e');
  plant(scene, [6.1, 0, 0.6], 1.3, '#7f6b57');
  pendant(scene, [0.6, 1.6, 4.0], room.h, 0.14, '#c49a6c', false, 'cone');
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([3.2, 1.4, 0])]);
  return it.svg.toString();
}

/** Biblioteca Los Fresnos: the reading room behind the timber louvres. */
export function interiorFresnos(): string {
  const room = { w: 16, h: 5, d: 11 };
  const it = beginInterior({
    seed: 'fresnos-int',
    mood: 'dia',
    room,
    camera: { pos: [15, 1.6, 10.3], look: [6, 1.7, 0], fov: 74, shiftY: 0.02 },
    sun: { azimuth: 200, elevation: 40 },
    floor: planks('#b58d65', { width: 0.14, along: 'x' }),
    ceiling: slats('#c9a57c', { pitch: 0.15, width: 0.1, backing: '#5d4a3a' }),
    walls: { all: solid('#e6e1d8') },
    windows: [{ wall: 'back', rect: [0.5, 0.4, 15.5, 4.4], mullion: 0.5 }],
    outside: 'jardin',
  });
  const { scene } = it;
  for (let i = 0; i < 3; i++) {
    const z = 2.3 + i * 2.6;
    table(scene, { x: 2, z, rot: 0 }, 9, 1.1, 0.75, '#a97d55', '#3a3d40', 0.05);
    for (let c = 0; c < 8; c++) {
      chair(scene, { x: 2.3 + c * 1.1, z: z - 0.5, rot: 0 }, '#2e3134', '#a77d56');
      chair(scene, { x: 2.76 + c * 1.1, z: z + 1.6, rot: 180 }, '#2e3134', '#a77d56');
    }
    for (let k = 0; k < 4; k++)
      pendant(scene, [3 + k * 2.3, 2.4, z + 0.55], room.h, 0.18, '#2f3336', false, 'cone');
  }
  bookcase(scene, { x: 0, z: 10.8, rot: 90 }, 10.4, 3.4, '#9b7350');
  bookcase(scene, { x: 12, z: 3, rot: 0 }, 3.8, 2.2, '#9b7350');
  bookcase(scene, { x: 12, z: 5.2, rot: 0 }, 3.8, 2.2, '#9b7350');
  person(scene, [7, 0, 9.2], { height: 1.7 });
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([8, 2, 0])]);
  return it.svg.toString();
}

/** Centro Comunitario Cuemanco: the workshop hall between brick walls. */
export function interiorCuemanco(): string {
  const room = { w: 14, h: 5.5, d: 10 };
  const it = beginInterior({
    seed: 'cuemanco-int',
    mood: 'tarde',
    room,
    camera: { pos: [13.2, 1.6, 9.5], look: [5.5, 1.9, 0], fov: 74, shiftY: 0.02 },
    sun: { azimuth: 220, elevation: 26 },
    floor: planks('#c7a47b', { width: 0.12, along: 'x', length: 3 }),
    ceiling: slats('#b48a60', { pitch: 0.2, width: 0.16, backing: '#6b5540' }),
    walls: { all: courses('#ad6a4f', { height: 0.09, length: [0.24, 0.26], variation: 0.07 }) },
    windows: [{ wall: 'back', rect: [1, 0, 13, 3.8], mullion: 2, transoms: [2.6] }],
    outside: 'patio',
  });
  const { scene } = it;
  for (let i = 0; i < 3; i++) {
    const x = 1.5 + i * 3.8;
    table(scene, { x, z: 3.5, rot: 0 }, 2.6, 1.3, 0.8, '#d8cfc0', '#3a3d40', 0.06);
    for (let c = 0; c < 2; c++) {
      stool(scene, { x: x + 0.4 + c * 1.2, z: 2.8, rot: 0 }, '#2e3134', '#b57a45');
      stool(scene, { x: x + 0.4 + c * 1.2, z: 5.0, rot: 0 }, '#2e3134', '#b57a45');
    }
    vase(scene, [x + 1.3, 0.8, 4.1], 0.3, ['#b86a4c', '#2f5d62', '#d29b5b'][i]!);
  }
  bookcase(scene, { x: 0, z: 9.8, rot: 90 }, 3.5, 2.2, '#7b5a40', 0.45);
  person(scene, [5, 0, 6.6], { height: 1.66 });
  person(scene, [8.3, 0, 5.9], { height: 1.25 });
  person(scene, [9, 0, 6.2], { height: 1.3 });
  for (const x of [3, 7, 11]) pendant(scene, [x, 3.4, 4.2], room.h, 0.35, '#2f3336', false, 'dome');
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([7, 1.8, 0])]);
  return it.svg.toString();
}

/** Escuela Tlacopac: a Montessori classroom open to the courtyard. */
export function interiorTlacopac(): string {
  const room = { w: 9, h: 3.4, d: 8 };
  const it = beginInterior({
    seed: 'tlacopac-int',
    mood: 'dia',
    room,
    camera: { pos: [8.4, 1.3, 7.6], look: [3.5, 1.0, 0], fov: 74, shiftY: 0.05 },
    sun: { azimuth: 215, elevation: 38 },
    floor: planks('#d0ad84', { width: 0.14, along: 'x' }),
    ceiling: ceilingLights('#f3efe8', 2, false),
    walls: { all: solid('#f2ece2'), left: solid('#e3b77f') },
    windows: [{ wall: 'back', rect: [0.6, 0.5, 8.4, 3.0], mullion: 1.3 }],
    outside: 'patio',
  });
  const { scene } = it;
  const colors = ['#2f5d62', '#e0c35a', '#b86a4c', '#7f9a8c'];
  for (let r = 0; r < 2; r++) {
    for (let k = 0; k < 3; k++) {
      const x = 1 + k * 2.4;
      const z = 2.2 + r * 2.4;
      table(scene, { x, z, rot: 0 }, 1.2, 0.7, 0.55, '#e9d7b8', '#c9a57d', 0.03);
      chair(scene, { x: x + 0.1, z: z - 0.45, rot: 0 }, '#c9a57d', colors[(k + r) % 4]);
      chair(scene, { x: x + 0.62, z: z - 0.45, rot: 0 }, '#c9a57d', colors[(k + r + 1) % 4]);
    }
  }
  // Low open shelves with materials, at a child's height.
  bookcase(scene, { x: 0, z: 7.5, rot: 90 }, 4.5, 1.1, '#c9a57d', 0.5);
  rug(scene, { x: 6.2, z: 5.6, rot: 0 }, 2.2, 1.6, '#7f9a8c');
  person(scene, [3.4, 0, 6.6], { height: 1.68 });
  person(scene, [5.2, 0, 1.6], { height: 1.15 });
  person(scene, [2.0, 0, 4.4], { height: 1.2 });
  plant(scene, [8.5, 0, 1.0], 1.4, '#b86a4c');
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([4.5, 1.6, 0])]);
  return it.svg.toString();
}

/** The studio itself: drafting tables, models and samples (for the “who we are” page). */
export function interiorEstudio(view = 'a'): string {
  const room = { w: 10, h: 3.6, d: 8 };
  const it = beginInterior({
    seed: 'estudio-int',
    mood: view === 'a' ? 'tarde' : 'dia',
    room,
    camera:
      view === 'a'
        ? { pos: [9.3, 1.5, 7.4], look: [4, 1.3, 0], fov: 72, shiftY: 0.04 }
        : { pos: [7.6, 1.45, 6.6], look: [0, 1.2, 2.2], fov: 66, shiftY: 0.04 },
    sun: { azimuth: 240, elevation: 28 },
    floor: planks('#a88460', { width: 0.2, along: 'x' }),
    ceiling: solid('#efebe4', { jointsS: 2.5, jointOpacity: 0.2 }),
    walls: { all: solid('#ebe6de'), back: solid('#e2dcd2') },
    windows: [{ wall: 'left', rect: [0.4, 0.6, 7.6, 3.3], mullion: 1.2, transoms: [2.2] }],
    outside: 'jardin',
  });
  const { scene } = it;
  table(scene, { x: 1.5, z: 2.5, rot: 0 }, 5.5, 1.4, 0.9, '#d8cfc0', '#2e3134', 0.05);
  // Architectural models on the table: white blocks.
  for (let i = 0; i < 6; i++)
    part(
      scene,
      { x: 1.9 + i * 0.8, z: 2.8, rot: 0 },
      0,
      0.9,
      0,
      0.35 + (i % 2) * 0.2,
      0.1 + (i % 3) * 0.12,
      0.4,
      solid('#f6f3ee'),
    );
  for (let c = 0; c < 4; c++) stool(scene, { x: 2 + c * 1.3, z: 4.1, rot: 0 }, '#2e3134', '#7b5a40');
  bookcase(scene, { x: 1, z: 0, rot: 0 }, 6.5, 2.4, '#efe9df', 0.4);
  artwork(scene, wallFace(room, 'right'), 1.5, 1.2, 1.8, 1.2, ['#253646', '#d8c7a3', '#b86a4c']);
  for (const x of [2.5, 4.2, 5.9]) pendant(scene, [x, 2.3, 3.2], room.h, 0.16, '#253646', false, 'cone');
  plant(scene, [8.8, 0, 0.9], 1.9);
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([0, 1.8, 4])]);
  return it.svg.toString();
}
