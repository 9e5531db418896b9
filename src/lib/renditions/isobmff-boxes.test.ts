import { describe, expect, it } from 'vitest';
import { boxHeaderAt, boxesIn, contentOf } from './isobmff-boxes';

// A box with a 32-bit size, or with size 1 and a 64-bit size after its type.
const box = (type: string, body: Uint8Array, large = false) => {
  const header = large ? 16 : 8;
  const out = new Uint8Array(header + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, large ? 1 : out.length);
  if (large) view.setBigUint64(8, BigInt(out.length));
  out.set(new TextEncoder().encode(type), 4);
  out.set(body, header);
  return out;
};
const types = (bytes: Uint8Array, start?: number, end?: number) =>
  [...boxesIn(bytes, start, end)].map((b) => `${b.type}@${b.start}+${b.size}`);

describe('ISO-BMFF boxes', () => {
  it('reads boxes laid end to end: 32-bit sizes, 64-bit sizes and "to the end"', () => {
    const last = box('mdat', new Uint8Array(5));
    new DataView(last.buffer).setUint32(0, 0);
    const file = new Uint8Array([
      ...box('ftyp', new Uint8Array(4)),
      ...box('free', new Uint8Array(3), true),
      ...last,
    ]);
    expect(types(file)).toEqual(['ftyp@0+12', 'free@12+19', 'mdat@31+13']);
    expect([...boxesIn(file)].map((b) => b.headerSize)).toEqual([8, 16, 8]);
  });

  it("gives a box's content as the range its own boxes are read from", () => {
    const file = box(
      'moov',
      new Uint8Array([...box('mvhd', new Uint8Array(4)), ...box('trak', new Uint8Array(0))]),
    );
    const [moov] = [...boxesIn(file)];
    expect(contentOf(moov!)).toEqual([8, 28]);
    expect(types(file, ...contentOf(moov!))).toEqual(['mvhd@8+12', 'trak@20+8']);
    const large = box('moov', box('mvhd', new Uint8Array(4)), true);
    expect(types(large, ...contentOf([...boxesIn(large)][0]!))).toEqual(['mvhd@16+12']);
  });

  it('stops at an impossible size and leaves what follows unread', () => {
    const good = box('ftyp', new Uint8Array(4));
    const tooLong = box('moov', new Uint8Array(8));
    new DataView(tooLong.buffer).setUint32(0, 1000);
    const tooShort = box('moov', new Uint8Array(8));
    new DataView(tooShort.buffer).setUint32(0, 4);
    expect(types(new Uint8Array([...good, ...tooLong, ...good]))).toEqual(['ftyp@0+12']);
    expect(types(new Uint8Array([...good, ...tooShort, ...good]))).toEqual(['ftyp@0+12']);
    // A tail shorter than a header is not a box.
    expect(types(new Uint8Array([...good, 0, 0, 0, 9]))).toEqual(['ftyp@0+12']);
  });

  it('reads one header out of a few bytes of a larger file', () => {
    // The first 16 bytes of a 64-bit box, its range the rest of a file that is not in memory.
    const head = box('mdat', new Uint8Array(0), true);
    new DataView(head.buffer).setBigUint64(8, 5_000_000_000n);
    expect(boxHeaderAt(head, 0, 6_000_000_000)).toEqual({
      type: 'mdat',
      start: 0,
      headerSize: 16,
      size: 5_000_000_000,
    });
    expect(boxHeaderAt(head, 0, 4_000_000_000)).toBeNull();
    // Size 1 with its 64-bit size cut off.
    expect(boxHeaderAt(head.subarray(0, 12), 0, 6_000_000_000)).toBeNull();
  });
});
