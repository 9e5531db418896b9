// Interior renders of the commercial projects: the bar of Café Orizaba at dusk, the open office
// of Corporativo Lumen and the shop floor of Boutique Lino.
import { courses, solid } from './materials.ts';
import { glassPanel, pendant, plant, vase } from './furnishings.ts';
import { contact, part } from './furniture-placement.ts';
import { chair, counter, rug, stool, table } from './furniture.ts';
import { ceilingLights, tiles } from './interior-surfaces.ts';
import { beginInterior, finishInterior } from './interior.ts';

/** Café Orizaba: the bar and the roaster at dusk. */
export function interiorOrizaba(): string {
  const room = { w: 9, h: 4.2, d: 8 };
  const it = beginInterior({
    seed: 'orizaba-int',
    mood: 'noche',
    room,
    camera: { pos: [8.3, 1.55, 7.6], look: [3, 1.5, 0], fov: 72, shiftY: 0.03 },
    sun: { azimuth: 0, elevation: -5 },
    floor: tiles('#b9ab98', 0.3, { joint: '#8a7d6c' }),
    ceiling: solid('#3b3a38'),
    walls: {
      all: solid('#e7dfd2'),
      back: courses('#d2c6b4', { height: 0.075, length: [0.15, 0.15], variation: 0.04 }),
    },
    windows: [{ wall: 'left', rect: [0.5, 0.3, 7.5, 3.5], mullion: 1.4, transoms: [2.6] }],
    outside: 'ciudad',
  });
  const { scene } = it;
  counter(scene, { x: 2.2, z: 1.6, rot: 0 }, 5.2, 0.8, 1.05, '#2f4a3c', '#d8cfc0');
  counter(scene, { x: 2.0, z: 0, rot: 0 }, 6.5, 0.6, 0.92, '#c8bba7', '#3d3d3c');
  // Espresso machine and grinder on the bar.
  part(scene, { x: 4.0, z: 1.75, rot: 0 }, 0, 1.05, 0, 0.8, 0.45, 0.5, solid('#c9c6c0'));
  part(scene, { x: 5.0, z: 1.8, rot: 0 }, 0, 1.05, 0, 0.22, 0.5, 0.22, solid('#2b2b2b'));
  // Shelves with bags of coffee on the back wall.
  for (const y of [1.6, 2.2, 2.8])
    part(scene, { x: 2.2, z: 0, rot: 0 }, 0, y, 0, 5.6, 0.05, 0.3, solid('#7b5a40'));
  for (let i = 0; i < 14; i++)
    vase(
      scene,
      [2.5 + i * 0.38, 1.65 + (i % 3) * 0.6, 0.15],
      0.26,
      ['#8b3f2f', '#e9e2d4', '#c49a4a', '#2f4a5e'][i % 4]!,
    );
  for (let i = 0; i < 5; i++) stool(scene, { x: 2.6 + i * 0.95, z: 2.7, rot: 0 }, '#1f2224', '#6a4a35');
  for (const [x, z] of [
    [1.2, 5.2],
    [4.0, 5.6],
    [6.6, 5.2],
  ] as const) {
    table(scene, { x, z, rot: 0 }, 0.7, 0.7, 0.74, '#d8cfc0', '#1f2224', 0.03);
    chair(scene, { x: x - 0.55, z: z + 0.12, rot: 90 }, '#1f2224', '#6a4a35');
  }
  for (const x of [3, 4.3, 5.6, 6.9]) pendant(scene, [x, 2.6, 2.0], room.h, 0.2, '#2f4a3c', true, 'cone');
  plant(scene, [8.4, 0, 1.0], 1.6, '#6a5646');
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([4.5, 2.3, 2])]);
  return it.svg.toString();
}

/** Corporativo Lumen: an open-plan office floor with the city through the curtain wall. */
export function interiorLumen(): string {
  const room = { w: 14, h: 3.2, d: 10 };
  const it = beginInterior({
    seed: 'lumen-int',
    mood: 'dia',
    room,
    camera: { pos: [12.8, 1.5, 9.4], look: [5.5, 1.3, 0], fov: 74, shiftY: 0.05 },
    sun: { azimuth: 210, elevation: 35 },
    floor: tiles('#8e8a84', 0.6, { joint: '#7f7a73' }),
    ceiling: ceilingLights('#ecebe7', 1.8, false),
    walls: { all: solid('#eeece8') },
    windows: [
      { wall: 'back', rect: [0, 0, 14, 3.2], mullion: 1.5 },
      { wall: 'left', rect: [0, 0, 10, 3.2], mullion: 1.5 },
    ],
    outside: 'ciudad',
  });
  const { scene } = it;
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < 3; k++) {
      const x = 1.5 + k * 3.2;
      const z = 2.0 + row * 3.0;
      table(scene, { x, z, rot: 0 }, 2.8, 1.5, 0.74, '#e9e5de', '#3a3d40', 0.04);
      for (let c = 0; c < 3; c++) {
        chair(scene, { x: x + 0.3 + c * 0.9, z: z - 0.5, rot: 0 }, '#2e3134', '#3f4b57');
        chair(scene, { x: x + 0.76 + c * 0.9, z: z + 2.0, rot: 180 }, '#2e3134', '#3f4b57');
      }
      part(scene, { x, z, rot: 0 }, 0.5, 0.74, 0.5, 0.5, 0.32, 0.04, solid('#1e2124'));
      part(scene, { x, z, rot: 0 }, 1.6, 0.74, 0.5, 0.5, 0.32, 0.04, solid('#1e2124'));
    }
  }
  glassPanel(scene, 11, 0.5, 0.05, 4.5, 3.2);
  table(scene, { x: 11.6, z: 1.5, rot: 0 }, 1.6, 2.4, 0.74, '#7b5a40', '#2e3134', 0.05);
  plant(scene, [0.6, 0, 8.8], 1.6);
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([4, 1.5, 0]), scene.cam.project([0, 1.5, 5])]);
  return it.svg.toString();
}

/** Boutique Lino: display plinths and shelves of Mexican crafts in filtered light. */
export function interiorLino(): string {
  const room = { w: 10, h: 4, d: 8 };
  const it = beginInterior({
    seed: 'lino-int',
    mood: 'tarde',
    room,
    camera: { pos: [9.3, 1.5, 7.5], look: [4, 1.4, 0], fov: 72, shiftY: 0.05 },
    sun: { azimuth: 250, elevation: 30 },
    floor: tiles('#c4a68a', 0.4, { joint: '#a98b70' }),
    ceiling: solid('#ebe5dc'),
    walls: { all: solid('#e9e2d6') },
    windows: [{ wall: 'left', rect: [0.5, 0, 7.5, 3.8], mullion: 2.33 }],
    outside: 'jardin',
  });
  const { scene } = it;
  const pal = ['#7b3f2c', '#2f3b45', '#b88b4a', '#e8e1d4', '#55634a', '#a86e4f'];
  for (const [x, z, w, h] of [
    [2, 2, 1.6, 0.75],
    [4.6, 3.2, 1.2, 0.5],
    [2.6, 4.8, 1.4, 0.95],
  ] as const) {
    part(scene, { x, z, rot: 0 }, 0, 0, 0, w, h, 0.9, solid('#efe9df'));
    contact(scene, { x, z, rot: 0 }, 0, 0, w, 0.9, 0.3);
    for (let i = 0; i < 3; i++)
      vase(
        scene,
        [x + 0.3 + (i * (w - 0.5)) / 2, h, z + 0.45],
        0.25 + (i % 2) * 0.15,
        pal[(i + Math.round(x)) % pal.length]!,
      );
  }
  // Long shelf on the back wall with pottery and textiles.
  for (const y of [0.9, 1.6, 2.3])
    part(scene, { x: 1, z: 0, rot: 0 }, 0, y, 0, 8, 0.05, 0.4, solid('#8a6446'));
  for (let i = 0; i < 24; i++)
    vase(
      scene,
      [1.3 + (i % 8) * 0.95, 0.95 + Math.floor(i / 8) * 0.7, 0.2],
      0.22 + (i % 3) * 0.08,
      pal[i % pal.length]!,
    );
  rug(scene, { x: 6, z: 4.5, rot: 0 }, 2.2, 3, '#b8574a', '#e8d9b5');
  for (const x of [2.8, 5, 7.2]) pendant(scene, [x, 2.8, 3.2], room.h, 0.3, '#d9c3a0', false, 'dome');
  plant(scene, [9.3, 0, 1.0], 2.0, '#b86a4c');
  scene.render({ groundShadows: false });
  finishInterior(it, [scene.cam.project([0, 1.6, 4])]);
  return it.svg.toString();
}
