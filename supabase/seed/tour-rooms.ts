import sharp from 'sharp';

// The demo's walk through a house: three 360° rooms of Casa Río-Bravo's ground floor, drawn as
// equirectangular images when the demo content is loaded (so the repository carries no panorama),
// their doors where the drawing puts them, their places on the ground floor's plano; and the
// photograph of the built house beside its exterior render. Each room is a box seen from where
// its visitor stands: walls, floor and ceiling edges follow the curves an equirectangular camera
// sees, doors and windows sit on the walls at the yaws the tour's links name.

export const ROOM_SIZE = { width: 1920, height: 960 } as const;
const EYE = 1.6;
const DOOR_TOP = 2.2;

interface Opening {
  /** Where it is, seen from the camera: radians from the image's centre, clockwise. */
  yaw: number;
  /** Half its width in metres. */
  half: number;
  kind: 'door' | 'window';
}

export interface DemoRoom {
  key: 'estancia' | 'comedor' | 'terraza';
  description: string;
  description_en: string;
  /** Room size (m): half its width and depth around the camera, its height. */
  half: [number, number];
  height: number;
  palette: { wall: string[]; floor: string; ceiling: string };
  openings: Opening[];
  /** On the plano (fractions of its sheet) and which way the image's centre faces (degrees). */
  spot: { x: number; y: number; heading: number };
}

export const DEMO_ROOMS: DemoRoom[] = [
  {
    key: 'estancia',
    description: 'Estancia con vista al lago',
    description_en: 'Living room overlooking the lake',
    half: [3.2, 2.6],
    height: 3.2,
    palette: { wall: ['#e9e2d6', '#ddd3c4', '#e4dccf', '#d6cbbb'], floor: '#9b7b5a', ceiling: '#f3efe8' },
    openings: [
      { yaw: 0, half: 1.8, kind: 'window' },
      { yaw: Math.PI / 2, half: 0.5, kind: 'door' },
      { yaw: Math.PI, half: 0.45, kind: 'door' },
    ],
    spot: { x: 0.36, y: 0.42, heading: 0 },
  },
  {
    key: 'comedor',
    description: 'Comedor y cocina',
    description_en: 'Dining room and kitchen',
    half: [2.6, 2.2],
    height: 2.9,
    palette: { wall: ['#f0ebe1', '#c9b8a0', '#ece5d9', '#d9ccb8'], floor: '#7d6a58', ceiling: '#f6f3ee' },
    openings: [
      { yaw: -Math.PI / 2, half: 0.5, kind: 'door' },
      { yaw: Math.PI / 4, half: 0.45, kind: 'door' },
      { yaw: Math.PI, half: 1.1, kind: 'window' },
    ],
    spot: { x: 0.62, y: 0.42, heading: 0 },
  },
  {
    key: 'terraza',
    description: 'Terraza cubierta junto a la alberca',
    description_en: 'Covered terrace by the pool',
    half: [3.6, 2],
    height: 3,
    palette: { wall: ['#cfc6b8', '#b7a998', '#c8bdae', '#a89a88'], floor: '#b9a58c', ceiling: '#e8e2d8' },
    openings: [
      { yaw: 0, half: 0.45, kind: 'door' },
      { yaw: -Math.PI * 0.75, half: 0.45, kind: 'door' },
      { yaw: Math.PI / 2, half: 2.4, kind: 'window' },
    ],
    spot: { x: 0.5, y: 0.74, heading: 180 },
  },
];

/** The doors: from a room, at its opening's yaw, to the room behind it. */
export const DEMO_DOORS: { from: DemoRoom['key']; to: DemoRoom['key']; yaw: number }[] = [
  { from: 'estancia', to: 'comedor', yaw: Math.PI / 2 },
  { from: 'estancia', to: 'terraza', yaw: Math.PI },
  { from: 'comedor', to: 'estancia', yaw: -Math.PI / 2 },
  { from: 'comedor', to: 'terraza', yaw: Math.PI / 4 },
  { from: 'terraza', to: 'estancia', yaw: 0 },
  { from: 'terraza', to: 'comedor', yaw: -Math.PI * 0.75 },
];

/** Horizontal distance from the camera to the wall at this yaw, and which wall (0–3). */
function wallAt(room: DemoRoom, yaw: number): { distance: number; wall: number } {
  const [hx, hz] = room.half;
  const dx = Math.sin(yaw);
  const dz = Math.cos(yaw);
  const tx = Math.abs(dx) < 1e-9 ? Infinity : hx / Math.abs(dx);
  const tz = Math.abs(dz) < 1e-9 ? Infinity : hz / Math.abs(dz);
  if (tz <= tx) return { distance: tz, wall: dz > 0 ? 0 : 2 };
  return { distance: tx, wall: dx > 0 ? 1 : 3 };
}

const { width: W, height: H } = ROOM_SIZE;
const xOf = (yaw: number) => ((yaw / (2 * Math.PI) + 0.5) * W).toFixed(1);
const yOf = (pitch: number) => ((0.5 - pitch / Math.PI) * H).toFixed(1);
const pitchAt = (rise: number, distance: number) => Math.atan2(rise, distance);

/** A band between two heights over a range of yaws, as an SVG polygon following the walls. */
function band(room: DemoRoom, from: number, to: number, low: number, high: number, fill: string): string {
  const steps = Math.max(8, Math.ceil(((to - from) / (2 * Math.PI)) * 240));
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const yaw = from + ((to - from) * i) / steps;
    const { distance } = wallAt(room, yaw);
    top.push(`${xOf(yaw)},${yOf(pitchAt(high - EYE, distance))}`);
    bottom.unshift(`${xOf(yaw)},${yOf(pitchAt(low - EYE, distance))}`);
  }
  return `<polygon points="${[...top, ...bottom].join(' ')}" fill="${fill}"/>`;
}

/** The room as an SVG drawing of its equirectangular image. */
export function roomSvg(room: DemoRoom): string {
  const parts: string[] = [
    `<rect width="${W}" height="${H / 2}" fill="${room.palette.ceiling}"/>`,
    `<rect y="${H / 2}" width="${W}" height="${H / 2}" fill="${room.palette.floor}"/>`,
  ];
  // Each wall between the yaws of its corners, in its own shade.
  const [hx, hz] = room.half;
  const corners = [Math.atan2(hx, hz), Math.atan2(hx, -hz), Math.atan2(-hx, -hz), Math.atan2(-hx, hz)];
  const spans: [number, number, number][] = [
    [-corners[0]!, corners[0]!, 0],
    [corners[0]!, corners[1]!, 1],
    [corners[1]!, Math.PI, 2],
    [-Math.PI, corners[2]!, 2],
    [corners[2]!, corners[3]!, 3],
  ];
  for (const [from, to, wall] of spans)
    parts.push(band(room, from, to, 0, room.height, room.palette.wall[wall]!));
  // A skirting board and a ceiling line make the room's edges read.
  parts.push(band(room, -Math.PI, Math.PI, 0, 0.1, '#6d5a47'));
  parts.push(band(room, -Math.PI, Math.PI, room.height - 0.06, room.height, '#ffffff'));
  for (const corner of corners) {
    const { distance } = wallAt(room, corner);
    parts.push(
      `<line x1="${xOf(corner)}" x2="${xOf(corner)}" y1="${yOf(pitchAt(room.height - EYE, distance))}" y2="${yOf(pitchAt(-EYE, distance))}" stroke="#8d7f6e" stroke-width="2"/>`,
    );
  }
  // An opening across the image's edge (behind the camera) is drawn on both sides of it.
  const openings = room.openings.flatMap((o) => [
    o,
    { ...o, yaw: o.yaw - 2 * Math.PI },
    { ...o, yaw: o.yaw + 2 * Math.PI },
  ]);
  for (const o of openings) {
    const { distance } = wallAt(room, o.yaw);
    const spread = Math.atan2(o.half, distance);
    if (o.kind === 'door') {
      parts.push(band(room, o.yaw - spread - 0.02, o.yaw + spread + 0.02, 0, DOOR_TOP + 0.08, '#5b4634'));
      parts.push(band(room, o.yaw - spread, o.yaw + spread, 0, DOOR_TOP, '#2f2a26'));
    } else {
      parts.push(
        band(room, o.yaw - spread - 0.015, o.yaw + spread + 0.015, 0.55, room.height - 0.25, '#4a4a48'),
      );
      parts.push(band(room, o.yaw - spread, o.yaw + spread, 0.6, room.height - 0.3, '#a9c7d8'));
      // The lake and the hills beyond the glass.
      parts.push(band(room, o.yaw - spread, o.yaw + spread, 0.6, 1.15, '#6f8f7a'));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** A room's equirectangular image, as the panel stores a 360° render (WebP, 1920 px wide). */
export async function roomImage(room: DemoRoom): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(Buffer.from(roomSvg(room)))
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

/**
 * The photograph of the built house, made from its exterior render as a camera would have seen it
 * on site: a warmer, less saturated light, a little softness and darker corners.
 */
export async function builtPhotograph(render: Uint8Array): Promise<Uint8Array> {
  const image = sharp(render);
  const { width = 1920, height = 1080 } = await image.metadata();
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="50%" cy="50%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
  return new Uint8Array(
    await image
      .modulate({ saturation: 0.78, brightness: 1.04 })
      .tint({ r: 255, g: 236, b: 214 })
      .blur(0.8)
      .composite([{ input: vignette }])
      .webp({ quality: 82 })
      .toBuffer(),
  );
}

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: { id: number | string }[] }>;

/** The stored rooms and photograph of the demo's tour (their files already in the bucket). */
export interface StoredTour {
  /** Each image's URL and its widths map (JSON), as the panel records an upload's. */
  rooms: { room: DemoRoom; url: string; widths: string }[];
  photo: { url: string; widths: string };
}

/**
 * The rows of the demo's walk and pair, in the loader's transaction: the rooms after the project's
 * renders, the photograph after them, then the doors, the rooms' places on the ground floor's plano
 * (`plano`) and the pair of the exterior render (`exterior`) with its photograph.
 */
export async function insertDemoTour(
  query: Query,
  project: number | string,
  exterior: number | string,
  plano: number | string,
  stored: StoredTour,
): Promise<void> {
  const insertRender = async (
    image: { url: string; widths: string },
    description: string,
    en: string,
    panorama: boolean,
  ) =>
    (
      await query(
        `insert into public."Render" (id_project, url, widths, description, description_en, panorama)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [project, image.url, image.widths, description, en, panorama],
      )
    ).rows[0]!.id;
  const ids = new Map<DemoRoom['key'], number | string>();
  for (const { room, ...image } of stored.rooms)
    ids.set(room.key, await insertRender(image, room.description, room.description_en, true));
  const photo = await insertRender(
    stored.photo,
    'Fotografía de la casa terminada, desde el jardín',
    'Photograph of the finished house, from the garden',
    false,
  );
  for (const door of DEMO_DOORS)
    await query(
      `insert into public."RoomLink" (id_project, from_render, to_render, yaw, pitch) values ($1, $2, $3, $4, -0.12)`,
      [project, ids.get(door.from), ids.get(door.to), door.yaw],
    );
  for (const { room } of stored.rooms)
    await query(
      `insert into public."RoomSpot" (id_project, id_render, id_blueprint, x, y, heading) values ($1, $2, $3, $4, $5, $6)`,
      [project, ids.get(room.key), plano, room.spot.x, room.spot.y, room.spot.heading],
    );
  await query(`insert into public."RenderPair" (id_project, id_render, id_photo) values ($1, $2, $3)`, [
    project,
    exterior,
    photo,
  ]);
}
