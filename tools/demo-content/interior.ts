// Interior renders: a room seen from inside, windows onto a bright exterior (interior-window.ts),
// sunlight on the floor, and the soft fall-off of light over the picture. Its surfaces are in
// interior-surfaces.ts, its furniture in furniture*.ts and furnishings.ts.
import { clipRect, sunDir, type V3 } from './geom.ts';
import { Rng } from './rng.ts';
import type { CameraSpec } from './camera.ts';
import { Scene, at, type Box, type Face, type Material } from './scene3d.ts';
import { opening, type Outside, type Window } from './interior-window.ts';
import { Svg, type Pt } from './svg.ts';

export const W = 1920;
export const H = 1080;

export type InteriorMood = 'dia' | 'tarde' | 'noche';

export interface Room {
  w: number;
  h: number;
  d: number;
}

export interface InteriorSetup {
  seed: string;
  mood: InteriorMood;
  room: Room;
  camera: CameraSpec;
  sun: { azimuth: number; elevation: number };
  floor: Material;
  ceiling: Material;
  walls: Partial<Record<'back' | 'left' | 'right', Material>> & { all: Material };
  windows: Window[];
  outside: Outside;
}

export interface Interior {
  svg: Svg;
  scene: Scene;
  rng: Rng;
  room: Room;
  mood: InteriorMood;
  lit: boolean;
}

const LIGHTS: Record<
  InteriorMood,
  { sunColor: string; sunStrength: number; ambient: number; sky: string; bounce: string }
> = {
  dia: { sunColor: '#fff4e2', sunStrength: 0.45, ambient: 0.86, sky: '#f1f1ee', bounce: '#d9cdbb' },
  tarde: { sunColor: '#ffd6a0', sunStrength: 0.5, ambient: 0.76, sky: '#efe6da', bounce: '#d6c0a2' },
  noche: { sunColor: '#ffc98f', sunStrength: 0.0, ambient: 0.66, sky: '#f0d7b5', bounce: '#b99b7a' },
};

export function beginInterior(setup: InteriorSetup): Interior {
  const svg = new Svg(W, H);
  const rng = new Rng(setup.seed);
  const L = LIGHTS[setup.mood];
  const scene = new Scene(
    svg,
    setup.camera,
    {
      sun: sunDir(setup.sun.azimuth, setup.sun.elevation),
      sunColor: L.sunColor,
      sunStrength: L.sunStrength,
      sky: L.sky,
      groundBounce: L.bounce,
      ambient: L.ambient,
      shadowColor: '#2a241f',
      shadowOpacity: 0.3,
      shadowSoftness: 3,
    },
    rng.fork('scene'),
    {
      glassTop: '#ffffff',
      glassBottom: '#dfe6e8',
      litTop: '#ffe6c0',
      litBottom: '#c9945f',
      frame: '#2f3134',
    },
  );
  const { room } = setup;
  const night = setup.mood === 'noche';
  const windowsOn = (wall: 'back' | 'left' | 'right') => setup.windows.filter((w) => w.wall === wall);
  const wallMat = (wall: 'back' | 'left' | 'right'): Material => {
    const base = setup.walls[wall] ?? setup.walls.all;
    const wins = windowsOn(wall);
    if (wins.length === 0) return base;
    return (s, face) => {
      base(s, face);
      for (const win of wins) opening(s, face, win, setup.outside, night, rng.fork(`win-${wall}`));
    };
  };
  scene.box({
    x: 0,
    y: 0,
    z: 0,
    w: room.w,
    h: room.h,
    d: room.d,
    inside: true,
    mat: setup.walls.all,
    faces: {
      bottom: setup.floor,
      top: setup.ceiling,
      back: wallMat('back'),
      left: wallMat('left'),
      right: wallMat('right'),
    },
    hidden: ['front'],
  });
  const it: Interior = { svg, scene, rng, room, mood: setup.mood, lit: night };
  // Sunlight through each window onto the floor.
  if (!night && setup.sun.elevation > 0) {
    scene.onGround(() => {
      for (const win of setup.windows) {
        const face = wallFace(room, win.wall);
        const [s0, t0, s1, t1] = win.rect;
        const corners3 = [at(face, s0, t0), at(face, s1, t0), at(face, s1, t1), at(face, s0, t1)];
        const sun = scene.light.sun;
        if (sun[1] <= 0.02) continue;
        const xz: Pt[] = corners3.map((p) => {
          const k = p[1] / sun[1];
          return { x: p[0] - sun[0] * k, y: p[2] - sun[2] * k };
        });
        const inRoom = clipRect(xz, 0, 0, room.w, room.d);
        if (inRoom.length < 3) continue;
        const pts = scene.cam.projectPoly(inRoom.map((p) => [p.x, 0.005, p.y] as V3));
        svg.poly(
          pts,
          `fill="${setup.mood === 'tarde' ? '#ffd39a' : '#fff3dc'}" fill-opacity="0.5" filter="${svg.blur(5)}"`,
        );
        // The mullions' shadows cross the patch of sunlight.
        if (win.mullion) {
          const n = Math.max(1, Math.round((s1 - s0) / win.mullion));
          let d = '';
          for (let i = 1; i < n; i++) {
            const sm = s0 + ((s1 - s0) * i) / n;
            const quad = [
              at(face, sm - 0.04, t0),
              at(face, sm + 0.04, t0),
              at(face, sm + 0.04, t1),
              at(face, sm - 0.04, t1),
            ].map((p) => {
              const k = p[1] / sun[1];
              return { x: p[0] - sun[0] * k, y: p[2] - sun[2] * k };
            });
            const c = clipRect(quad, 0, 0, room.w, room.d);
            if (c.length >= 3)
              d +=
                scene.cam
                  .projectPoly(c.map((p) => [p.x, 0.006, p.y] as V3))
                  .map((p, j) => `${j ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
                  .join('') + 'Z';
          }
          if (d) svg.path(d, `fill="#5a4030" fill-opacity="0.22" filter="${svg.blur(2)}"`);
        }
      }
    });
  }
  return it;
}

/** The face of the room's wall, as seen from inside (same parameterisation as facesOf). */
export function wallFace(room: Room, wall: 'back' | 'left' | 'right'): Face {
  const box: Box = { x: 0, y: 0, z: 0, w: room.w, h: room.h, d: room.d, mat: () => {}, inside: true };
  if (wall === 'back')
    return {
      name: 'back',
      o: [0, 0, 0],
      u: [1, 0, 0],
      v: [0, 1, 0],
      w: room.w,
      h: room.h,
      n: [0, 0, 1],
      box,
    };
  if (wall === 'left')
    return {
      name: 'left',
      o: [0, 0, room.d],
      u: [0, 0, -1],
      v: [0, 1, 0],
      w: room.d,
      h: room.h,
      n: [1, 0, 0],
      box,
    };
  return {
    name: 'right',
    o: [room.w, 0, 0],
    u: [0, 0, 1],
    v: [0, 1, 0],
    w: room.d,
    h: room.h,
    n: [-1, 0, 0],
    box,
  };
}

/** Soft light fall-off over the whole picture: bright around the windows, darker far away. */
export function finishInterior(it: Interior, lightAt: Pt[]): void {
  const { svg } = it;
  for (const p of lightAt) {
    const g = svg.radial(p.x, p.y, W * 0.7, [
      [0, it.lit ? '#ffd9a0' : '#fffaf0', it.lit ? 0.14 : 0.2],
      [1, '#fff', 0],
    ]);
    svg.rect(0, 0, W, H, `fill="${g}"`);
  }
  const dark = svg.radial(W / 2, H * 0.45, W * 0.75, [
    [0.45, '#000', 0],
    [1, '#1c1712', it.lit ? 0.32 : 0.2],
  ]);
  svg.rect(0, 0, W, H, `fill="${dark}"`);
}
