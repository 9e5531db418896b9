// The windows of an interior render: the bright world outside (garden, lake, city, mountains or
// patio, by day or at night), clipped to the opening, then the frame and its mullions.
import { glassRect, type Rect } from './materials.ts';
import { Rng } from './rng.ts';
import { Scene, type Face } from './scene3d.ts';
import { smoothPath, type Pt } from './svg.ts';

export interface Window {
  wall: 'back' | 'left' | 'right';
  rect: Rect;
  mullion?: number;
  transoms?: number[];
}

/** What a window looks out on. */
export type Outside = 'jardin' | 'lago' | 'ciudad' | 'montana' | 'patio';

/** A window opening: the bright world outside, clipped to the opening, then the frame. */
export function opening(
  scene: Scene,
  face: Face,
  win: Window,
  outside: Outside,
  night: boolean,
  rng: Rng,
): void {
  const { svg } = scene;
  const [s0, t0, s1, t1] = win.rect;
  const poly = scene.pts(face, s0, t0, s1, t1);
  if (poly.length < 3) return;
  const id = svg.id('clip');
  svg.def(
    `<clipPath id="${id}"><path d="${poly.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('')}Z"/></clipPath>`,
  );
  const xs = poly.map((p) => p.x);
  const ys = poly.map((p) => p.y);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const hz = scene.cam.cy;
  svg.group(`clip-path="url(#${id})"`, () => {
    const sky = svg.linear(
      0,
      y0,
      0,
      y1,
      night
        ? [
            [0, '#1c2940'],
            [0.6, '#3d4d68'],
            [1, '#8a7a86'],
          ]
        : [
            [0, '#cfe0ec'],
            [0.6, '#eef3f4'],
            [1, '#fbfaf6'],
          ],
    );
    svg.rect(x0, y0, x1 - x0, y1 - y0, `fill="${sky}"`);
    const hillC = night ? '#27303b' : outside === 'ciudad' ? '#c9cfd3' : '#b3c0b2';
    const groundC: Record<Outside, [string, string]> = {
      lago: ['#c9d8dc', '#a9bec4'],
      jardin: ['#cdd6b8', '#a9b98f'],
      patio: ['#ddd5c6', '#c7bca9'],
      ciudad: ['#dcd9d3', '#c9c4bb'],
      montana: ['#cfd3bd', '#aab496'],
    };
    const [g0, g1] = night ? ['#2c333c', '#1d232b'] : groundC[outside];
    if (y1 > hz)
      svg.rect(
        x0,
        hz,
        x1 - x0,
        y1 - hz,
        `fill="${svg.linear(0, hz, 0, y1, [
          [0, g0],
          [1, g1],
        ])}"`,
      );
    if (outside === 'lago' || outside === 'montana') {
      let d = `M${x0} ${hz + 1}`;
      const amp = outside === 'montana' ? 90 : 30;
      const ph = rng.range(0, 6);
      for (let x = x0; x <= x1 + 20; x += 16) {
        const k = 0.5 + 0.3 * Math.sin(x * 0.004 + ph) + 0.2 * Math.sin(x * 0.013 + ph * 2);
        d += `L${x.toFixed(1)} ${(hz - amp * k).toFixed(1)}`;
      }
      d += `L${x1 + 20} ${hz + 1}Z`;
      svg.path(d, `fill="${hillC}" filter="${svg.blur(1.5)}"`);
    }
    if (outside === 'ciudad') {
      let d = '';
      for (let x = x0 - 20; x < x1; x += rng.range(30, 90)) {
        const h = rng.range(40, 220);
        d += `M${x.toFixed(1)} ${hz + 2}V${(hz - h).toFixed(1)}h${rng.range(25, 80).toFixed(1)}V${hz + 2}Z`;
      }
      svg.path(d, `fill="${hillC}" filter="${svg.blur(2.5)}"`);
    }
    // Vegetation close to the window: low shrubs along the sill, a tree canopy for gardens.
    const fol = night ? ['#1d2620', '#28332b', '#222b25'] : ['#a3b493', '#bccaa9', '#8c9f80'];
    const shrubTop = outside === 'lago' ? y1 - (y1 - hz) * 0.35 : Math.max(hz, y1 - (y1 - y0) * 0.18);
    for (let i = 0; i < (outside === 'lago' ? 0 : 30); i++) {
      const cx = rng.range(x0 - 20, x1 + 20);
      const r = rng.range(18, 55);
      const cy = rng.range(shrubTop, y1) + r * 0.3;
      const pts: Pt[] = [];
      for (let j = 0; j < 8; j++) {
        const a = (j / 8) * Math.PI * 2;
        pts.push({
          x: cx + Math.cos(a) * r * rng.range(0.85, 1.15),
          y: cy + Math.sin(a) * r * 0.6 * rng.range(0.8, 1.1),
        });
      }
      svg.path(smoothPath(pts), `fill="${rng.pick(fol)}" filter="${svg.blur(2)}"`);
    }
    if (outside === 'jardin' || outside === 'patio') {
      for (let i = 0; i < 26; i++) {
        const cx = x0 + (x1 - x0) * (rng.chance(0.5) ? rng.range(-0.1, 0.3) : rng.range(0.7, 1.1));
        const cy = y0 + (hz - y0) * rng.range(0, 0.7);
        const r = rng.range(40, 90);
        const pts: Pt[] = [];
        for (let j = 0; j < 8; j++) {
          const a = (j / 8) * Math.PI * 2;
          pts.push({
            x: cx + Math.cos(a) * r * rng.range(0.8, 1.2),
            y: cy + Math.sin(a) * r * rng.range(0.7, 1.1),
          });
        }
        svg.path(smoothPath(pts), `fill="${rng.pick(fol)}" fill-opacity="0.85" filter="${svg.blur(2.5)}"`);
      }
    }
    // Bloom: the brightness spilling over the frame.
    if (!night) svg.rect(x0, y0, x1 - x0, y1 - y0, `fill="#ffffff" fill-opacity="0.18"`);
  });
  glassRect(scene, face, win.rect, {
    mullion: win.mullion ?? 0,
    transoms: win.transoms,
    frameWidth: 0.05,
    frame: '#2f3134',
    frameOnly: true,
  });
}
