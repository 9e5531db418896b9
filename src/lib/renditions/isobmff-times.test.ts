import { describe, expect, it } from 'vitest';
import { clearIsobmffTimes } from './isobmff-times';

// A box: 32-bit size, type, body.
const box = (type: string, ...body: Uint8Array[]) => {
  const size = 8 + body.reduce((n, b) => n + b.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const b of body) {
    out.set(b, at);
    at += b.length;
  }
  return out;
};
/** A full box's version and flags, then its creation and modification times, then `rest` bytes of 0xee. */
const stamped = (version: 0 | 1, rest = 12) => {
  const width = version === 1 ? 8 : 4;
  const body = new Uint8Array(4 + 2 * width + rest).fill(0xee);
  body.set([version, 0, 0, 0]);
  body.fill(0x11, 4, 4 + 2 * width);
  return body;
};

describe('clearIsobmffTimes', () => {
  it('zeroes the movie, track and media times (32 and 64 bit) and nothing else', () => {
    const file = new Uint8Array([
      ...box('ftyp', new Uint8Array(8).fill(0x11)),
      ...box(
        'moov',
        box('mvhd', stamped(0)),
        box(
          'trak',
          box('tkhd', stamped(1)),
          box('mdia', box('mdhd', stamped(0)), box('hdlr', new Uint8Array(8).fill(0x11))),
        ),
      ),
      ...box('mdat', new Uint8Array(16).fill(0x11)),
    ]);
    const before = file.slice();
    clearIsobmffTimes(file);
    // Every byte that changed was a time (0x11 in a stamped box), now 0; the rest is as it was.
    const changed = [...file.keys()].filter((i) => file[i] !== before[i]);
    expect(changed.length).toBe(8 + 16 + 8);
    for (const i of changed) expect([before[i], file[i]]).toEqual([0x11, 0]);
    // The picture's bytes and the other boxes keep theirs.
    expect(file.slice(-16).every((b) => b === 0x11)).toBe(true);
  });

  it('stops at a box whose size runs past the end, changing nothing after it', () => {
    const file = box('moov', box('mvhd', stamped(0)));
    new DataView(file.buffer).setUint32(0, file.length + 100);
    const before = file.slice();
    clearIsobmffTimes(file);
    expect(file).toEqual(before);
  });
});
