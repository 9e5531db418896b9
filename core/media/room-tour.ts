// A project's walk through its 360° renders, as the site shows it: which rooms link where, where
// each stands on a plano, and which texture a phone may be given. Plain TypeScript: the page's
// tour chunk and the bench derive the same answers (schema: 20261129000500_room_tour.sql).

/** A phone's WebGL reliably takes a 4096 px texture; iOS refuses a canvas over 16,777,216 px². */
export const PHONE_PANORAMA = { maxWidth: 4096, maxHeight: 2048, maxCanvasPixels: 16_777_216 } as const;

export interface TourRoom {
  id: number;
  /** The stored 1920 px image (SPEC §9) and its panorama texture, if one was made. */
  url: string;
  texture: string | null;
  /** The full-resolution image's width (its texture is at most PHONE_PANORAMA.maxWidth of it). */
  fullWidth: number | null;
  name: string;
}

export interface TourLinkRow {
  from_render: number;
  to_render: number;
  yaw: number;
  pitch: number;
}

export interface TourSpotRow {
  id_render: number;
  id_blueprint: number;
  x: number;
  y: number;
  heading: number;
}

export interface TourDoor {
  to: number;
  name: string;
  yaw: number;
  pitch: number;
}

/** Each room's doors, in the order a visitor tabs through them (clockwise from straight ahead). */
export function doorsByRoom(
  rooms: readonly TourRoom[],
  links: readonly TourLinkRow[],
): Map<number, TourDoor[]> {
  const names = new Map(rooms.map((r) => [r.id, r.name]));
  const doors = new Map<number, TourDoor[]>(rooms.map((r) => [r.id, []]));
  for (const link of links) {
    const name = names.get(link.to_render);
    const list = doors.get(link.from_render);
    // A door to a room this page does not show (trashed, another project) leads nowhere: left out.
    if (name === undefined || !list) continue;
    list.push({ to: link.to_render, name, yaw: link.yaw, pitch: link.pitch });
  }
  const clockwise = (yaw: number) => (yaw + 2 * Math.PI) % (2 * Math.PI);
  for (const list of doors.values()) list.sort((a, b) => clockwise(a.yaw) - clockwise(b.yaw));
  return doors;
}

/**
 * The texture a room opens with. The panel makes textures at most 4096×2048 (within every
 * phone's limits); a larger or unknown one is never handed to a phone, which then gets the stored
 * 1920 px image. `phone`: a coarse pointer or a small screen.
 */
export function roomTexture(room: Pick<TourRoom, 'url' | 'texture' | 'fullWidth'>, phone: boolean): string {
  if (!room.texture) return room.url;
  if (!phone) return room.texture;
  const width = Math.min(room.fullWidth ?? Infinity, PHONE_PANORAMA.maxWidth);
  return fitsPhone(width, width / 2) ? room.texture : room.url;
}

/** Whether an equirectangular texture of this size fits a phone's GPU and canvas limits. */
export const fitsPhone = (width: number, height: number) =>
  width <= PHONE_PANORAMA.maxWidth &&
  height <= PHONE_PANORAMA.maxHeight &&
  width * height <= PHONE_PANORAMA.maxCanvasPixels;

/**
 * Where the visitor looks on the plano, in degrees clockwise from its up: the room's heading (the
 * direction the panorama's centre faces there) plus how far the visitor has turned from it.
 */
export function headingOnPlan(heading: number, yaw: number): number {
  const degrees = heading + (yaw * 180) / Math.PI;
  return ((degrees % 360) + 360) % 360;
}

/** The rooms placed on one plano (the one holding most of them: a tour is drawn on one map). */
export function mapSpots<T extends TourSpotRow>(spots: readonly T[]): T[] {
  const count = new Map<number, number>();
  for (const s of spots) count.set(s.id_blueprint, (count.get(s.id_blueprint) ?? 0) + 1);
  const best = [...count.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  return spots.filter((s) => s.id_blueprint === best);
}
