import { boxHeaderAt, boxesIn, contentOf, type BoxHeader } from './isobmff-boxes';
import { clearIsobmffTimes } from './isobmff-times';

// A rewritten original streamed to disk (src/lib/renditions/scratch-file.ts) has its index, the
// `moov` box, at its end: Mediabunny writes the picture and sound as they come and the index
// once it knows it. A browser then has to fetch the file's end before it can start playing. This
// moves the index to the front in place — the media shifted towards the end by the index's size,
// a few MiB at a time from the back, the index's chunk offsets raised by as much — so the file
// starts as fast as one written in memory, and the memory used is the index plus one chunk,
// whatever the video's size. The index's times are zeroed on the way (isobmff-times.ts).

/** Positional reads and writes on one file (a FileSystemSyncAccessHandle, a Buffer in tests). */
export interface PositionalFile {
  size(): number;
  read(into: Uint8Array, at: number): number;
  write(from: Uint8Array, at: number): number;
}

const STEP = 8 * 1024 * 1024;
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

function readExact(file: PositionalFile, length: number, at: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let done = 0;
  while (done < length) {
    const n = file.read(bytes.subarray(done), at + done);
    if (n <= 0) throw new Error('el archivo reescrito terminó antes de lo esperado');
    done += n;
  }
  return bytes;
}

function writeExact(file: PositionalFile, bytes: Uint8Array, at: number): void {
  let done = 0;
  while (done < bytes.length) done += file.write(bytes.subarray(done), at + done);
}

/** The file's top-level boxes, read from their headers. */
function topLevelBoxes(file: PositionalFile): BoxHeader[] {
  const boxes: BoxHeader[] = [];
  const end = file.size();
  let at = 0;
  while (at + 8 <= end) {
    const header = readExact(file, Math.min(16, end - at), at);
    const box = boxHeaderAt(header, 0, end - at);
    if (!box) throw new Error(`caja ${String.fromCharCode(...header.subarray(4, 8))} de tamaño imposible`);
    boxes.push({ ...box, start: at });
    at += box.size;
  }
  return boxes;
}

/**
 * Adds `shift` to every chunk offset (stco, co64) of the index `moov`, in place. False when a
 * 32-bit offset would overflow: the file then keeps its index at the end (still a valid file).
 */
function shiftChunkOffsets(moov: Uint8Array, shift: number): boolean {
  const view = new DataView(moov.buffer, moov.byteOffset, moov.byteLength);
  const walk = (start: number, end: number): boolean => {
    for (const box of boxesIn(moov, start, end)) {
      if (CONTAINERS.has(box.type) && !walk(...contentOf(box))) return false;
      if (box.type === 'stco' || box.type === 'co64') {
        const [content] = contentOf(box);
        const count = view.getUint32(content + 4);
        const first = content + 8;
        for (let i = 0; i < count; i++) {
          if (box.type === 'stco') {
            const moved = view.getUint32(first + i * 4) + shift;
            if (moved > 0xffffffff) return false;
            view.setUint32(first + i * 4, moved);
          } else {
            const p = first + i * 8;
            view.setBigUint64(p, view.getBigUint64(p) + BigInt(shift));
          }
        }
      }
    }
    return true;
  };
  return walk(0, moov.length);
}

/**
 * Moves the `moov` box of an MP4/MOV written with its index last to just before its media, in
 * place, and zeroes its times. A file already in that order only has its times zeroed.
 */
export function moveIndexToFront(file: PositionalFile): void {
  const boxes = topLevelBoxes(file);
  const moov = boxes.find((b) => b.type === 'moov');
  if (!moov) throw new Error('el archivo reescrito no tiene índice (moov)');
  const firstMedia = boxes.find((b) => b.type === 'mdat');
  const index = readExact(file, moov.size, moov.start);
  clearIsobmffTimes(index);
  if (!firstMedia || firstMedia.start > moov.start || !shiftChunkOffsets(index, moov.size)) {
    // Already first (or left last): only the times change.
    writeExact(file, index, moov.start);
    return;
  }
  // Everything from the first media box up to the index moves back by the index's size, from
  // the end, so no byte is overwritten before it is read; the index takes the room it leaves.
  let end = moov.start;
  while (end > firstMedia.start) {
    const from = Math.max(firstMedia.start, end - STEP);
    writeExact(file, readExact(file, end - from, from), from + moov.size);
    end = from;
  }
  writeExact(file, index, firstMedia.start);
}
