import { describe, expect, it } from 'vitest';
import { doorsByRoom, fitsPhone, headingOnPlan, mapSpots, roomTexture, type TourRoom } from './room-tour';

const room = (
  id: number,
  name: string,
  texture: string | null = null,
  fullWidth: number | null = null,
): TourRoom => ({
  id,
  url: `/r${id}.webp`,
  texture,
  fullWidth,
  name,
});

describe('a walk through linked rooms', () => {
  it('lists each room’s doors clockwise from straight ahead, leaving out doors to rooms not shown', () => {
    const rooms = [room(1, 'Sala'), room(2, 'Cocina'), room(3, 'Baño')];
    const doors = doorsByRoom(rooms, [
      { from_render: 1, to_render: 3, yaw: -0.5, pitch: 0 },
      { from_render: 1, to_render: 2, yaw: 0.4, pitch: 0 },
      { from_render: 1, to_render: 99, yaw: 0.1, pitch: 0 },
      { from_render: 2, to_render: 1, yaw: 3, pitch: -0.1 },
    ]);
    expect(doors.get(1)!.map((d) => d.name)).toEqual(['Cocina', 'Baño']);
    expect(doors.get(2)).toEqual([{ to: 1, name: 'Sala', yaw: 3, pitch: -0.1 }]);
    expect(doors.get(3)).toEqual([]);
  });

  it('never hands a phone a texture beyond 4096×2048 or iOS’s canvas cap', () => {
    expect(fitsPhone(4096, 2048)).toBe(true);
    expect(fitsPhone(8192, 4096)).toBe(false);
    expect(fitsPhone(4096, 4096 + 1)).toBe(false);
    // The panel's texture of an 8192 px render is 4096 wide: phones get it.
    expect(roomTexture(room(1, 'Sala', '/t.webp', 8192), true)).toBe('/t.webp');
    expect(roomTexture(room(1, 'Sala', '/t.webp', 8192), false)).toBe('/t.webp');
    // No texture: the stored 1920 px image.
    expect(roomTexture(room(1, 'Sala'), true)).toBe('/r1.webp');
  });

  it('turns the room’s heading and the visitor’s yaw into a heading on the plano', () => {
    expect(headingOnPlan(90, 0)).toBe(90);
    expect(headingOnPlan(90, Math.PI / 2)).toBeCloseTo(180);
    expect(headingOnPlan(10, -Math.PI / 2)).toBeCloseTo(280);
  });

  it('draws the tour on the plano holding most rooms', () => {
    const spot = (id_render: number, id_blueprint: number) => ({
      id_render,
      id_blueprint,
      x: 0,
      y: 0,
      heading: 0,
    });
    expect(mapSpots([spot(1, 7), spot(2, 8), spot(3, 8)]).map((s) => s.id_render)).toEqual([2, 3]);
    expect(mapSpots([])).toEqual([]);
  });
});
