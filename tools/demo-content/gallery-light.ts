// Gallery photographs of light on built surfaces: afternoon sun through timber louvres on concrete,
// and a handmade brick lattice in raking sun.
import * as C from './color.ts';
import { Rng } from './rng.ts';
import { H, W } from './gallery-table.ts';
import { Svg, f, smoothPath, type Pt } from './svg.ts';

/** Afternoon light through timber louvres across a concrete wall and floor. */
export function luz(): string {
  const svg = new Svg(W, H);
  const rng = new Rng('luz');
  const floorY = H * 0.74;
  svg.rect(
    0,
    0,
    W,
    floorY,
    `fill="${svg.linear(0, 0, W, 0, [
      [0, '#8f877c'],
      [1, '#b3aa9c'],
    ])}"`,
  );
  svg.rect(0, 0, W, floorY, `fill="#3d3a35" filter="${svg.noise(0.012, 3, 5, 0.22)}"`);
  // Form-tie holes and panel joints.
  for (let x = 200; x < W; x += 400)
    svg.line(x, 0, x, floorY, `stroke="#5e574e" stroke-opacity="0.4" stroke-width="1.5"`);
  for (let y = 200; y < floorY; y += 400)
    svg.line(0, y, W, y, `stroke="#5e574e" stroke-opacity="0.4" stroke-width="1.5"`);
  for (let x = 100; x < W; x += 200)
    for (let y = 100; y < floorY; y += 200) svg.circle(x, y, 5, `fill="#4f4940" fill-opacity="0.7"`);
  svg.rect(
    0,
    floorY,
    W,
    H - floorY,
    `fill="${svg.linear(0, floorY, 0, H, [
      [0, '#7a5f45'],
      [1, '#5a4330'],
    ])}"`,
  );
  let d = '';
  for (let x = -200; x < W + 200; x += 90) d += `M${x} ${f(floorY)}L${f(x + (x - W / 2) * 0.9)} ${H}`;
  svg.path(d, `stroke="#3f2e20" stroke-opacity="0.35" stroke-width="1.2" fill="none"`);
  // Stripes of sun: slanted on the wall, continuing on the floor.
  const blur = svg.blur(6);
  let stripes = '';
  let floor = '';
  for (let i = 0; i < 9; i++) {
    const x = 80 + i * 170;
    stripes += `M${x} ${f(floorY)}L${x + 95} ${f(floorY)}L${x + 95 + 420} 0L${x + 420} 0Z`;
    floor += `M${x} ${f(floorY)}L${x + 95} ${f(floorY)}L${x - 80} ${H}L${x - 210} ${H}Z`;
  }
  svg.path(stripes, `fill="#ffdcaa" fill-opacity="0.42" filter="${blur}"`);
  svg.path(floor, `fill="#ffcf8e" fill-opacity="0.38" filter="${blur}"`);
  // The shadow of a plant's leaves over the stripes.
  for (let i = 0; i < 26; i++) {
    const cx = 1150 + rng.range(-200, 200);
    const cy = 330 + rng.range(-220, 200);
    const r = rng.range(25, 60);
    const a = rng.range(0, Math.PI);
    const pts: Pt[] = [
      { x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r },
      { x: cx + Math.cos(a + 1.57) * r * 0.35, y: cy + Math.sin(a + 1.57) * r * 0.35 },
      { x: cx - Math.cos(a) * r, y: cy - Math.sin(a) * r },
      { x: cx - Math.cos(a + 1.57) * r * 0.35, y: cy - Math.sin(a + 1.57) * r * 0.35 },
    ];
    svg.path(smoothPath(pts), `fill="#2a241c" fill-opacity="0.22" filter="${svg.blur(4)}"`);
  }
  svg.rect(0, floorY - 3, W, 6, `fill="#2f2a24" fill-opacity="0.35" filter="${svg.blur(3)}"`);
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.radial(W * 0.55, H * 0.45, W * 0.8, [
      [0.5, '#000', 0],
      [1, '#000', 0.35],
    ])}"`,
  );
  return svg.toString();
}

/** Close-up of a handmade brick lattice in raking sun, the warm interior glowing through. */
export function celosia(): string {
  const svg = new Svg(W, H);
  const rng = new Rng('celosia');
  // What is seen through the holes: a warm, blurred interior.
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.linear(0, 0, W, H, [
      [0, '#3a2a20'],
      [0.5, '#a8744a'],
      [1, '#e8b57c'],
    ])}"`,
  );
  for (let i = 0; i < 8; i++)
    svg.circle(
      rng.range(0, W),
      rng.range(0, H),
      rng.range(80, 220),
      `fill="${rng.pick(['#f3cf97', '#6e4c34', '#d89a5c'])}" fill-opacity="0.35" filter="${svg.blur(40)}"`,
    );
  const bw = 210;
  const bh = 62;
  const gap = 96;
  const course = 70;
  const depth = 26;
  const rows: string[] = [];
  let tops = '';
  let sides = '';
  let shadows = '';
  let texture = '';
  for (let r = -1; r * course < H + course; r++) {
    const y = r * course + 20;
    const off = r % 2 === 0 ? 0 : (bw + gap) / 2;
    for (let x = -off - 40; x < W + bw; x += bw + gap) {
      const c = C.jitter('#b5704d', 0.12, () => rng.next());
      rows.push(`<path d="M${f(x)} ${f(y)}h${bw}v${bh}h${-bw}Z" fill="${c}"/>`);
      // Sunlit top bevel and the shaded side, giving the bricks their depth.
      tops += `M${f(x)} ${f(y)}l${depth * 0.8} ${-depth * 0.45}h${bw}l${-depth * 0.8} ${depth * 0.45}Z`;
      sides += `M${f(x + bw)} ${f(y)}l${depth * 0.8} ${-depth * 0.45}v${bh}l${-depth * 0.8} ${depth * 0.45}Z`;
      shadows += `M${f(x - 10)} ${f(y + bh)}h${bw + 10}l${-70} ${f(course - bh)}h${-bw}Z`;
      for (let k = 0; k < 5; k++)
        texture += `M${f(x + rng.range(5, bw - 5))} ${f(y + rng.range(5, bh - 5))}h${f(rng.range(2, 6))}`;
    }
  }
  svg.path(shadows, `fill="#1b120c" fill-opacity="0.5" filter="${svg.blur(5)}"`);
  svg.path(sides, `fill="#6b3b26"`);
  svg.path(tops, `fill="#e9b48a"`);
  svg.add(rows.join(''));
  svg.path(texture, `stroke="#5a2f1c" stroke-opacity="0.45" stroke-width="2" fill="none"`);
  svg.rect(0, 0, W, H, `fill="#3b2214" filter="${svg.noise(0.35, 2, 9, 0.18)}"`);
  // Raking light from the upper left.
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.linear(0, 0, W, H, [
      [0, '#fff3da', 0.22],
      [0.6, '#fff3da', 0],
      [1, '#000', 0.3],
    ])}"`,
  );
  return svg.toString();
}
