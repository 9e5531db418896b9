// An MP4/MOV file (ISO base media file format) is boxes laid end to end, some holding more boxes:
// each starts with its size in 32 bits and its four-letter type, the size 1 meaning a 64-bit size
// follows and 0 meaning "to the end". Read here once for both edits the panel makes to a
// rewritten original: moving its index to the front (isobmff-fast-start.ts) and zeroing its times
// (isobmff-times.ts).

export interface BoxHeader {
  /** The four-letter type, such as `moov`. */
  type: string;
  /** Where the box starts. */
  start: number;
  /** The bytes its header takes: 8, or 16 with a 64-bit size. */
  headerSize: number;
  /** The whole box's size, header included. */
  size: number;
}

/**
 * The header of the box at `at` in `bytes`, inside a range that ends at `end`. Null when the
 * header is cut off or the size is impossible: smaller than the header, or past `end`.
 */
export function boxHeaderAt(bytes: Uint8Array, at: number, end: number): BoxHeader | null {
  if (at + 8 > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size = view.getUint32(at);
  let headerSize = 8;
  if (size === 1) {
    if (at + 16 > bytes.length) return null;
    size = Number(view.getBigUint64(at + 8));
    headerSize = 16;
  } else if (size === 0) size = end - at;
  if (size < headerSize || at + size > end) return null;
  return { type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at, headerSize, size };
}

/**
 * The boxes laid end to end in `bytes` from `start` to `end`, in order. It stops at the first
 * box whose size is impossible: a cut-off or foreign tail is left as it is, never read as boxes.
 */
export function* boxesIn(bytes: Uint8Array, start = 0, end = bytes.length): Generator<BoxHeader> {
  let at = start;
  while (at + 8 <= end) {
    const box = boxHeaderAt(bytes, at, end);
    if (!box) return;
    yield box;
    at += box.size;
  }
}

/** Where the content of `box` starts and ends: the range its own boxes are laid in. */
export function contentOf(box: BoxHeader): [number, number] {
  return [box.start + box.headerSize, box.start + box.size];
}
