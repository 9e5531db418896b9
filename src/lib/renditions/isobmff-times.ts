// Mediabunny stamps an MP4/MOV it writes with the time of writing (mvhd, tkhd and mdhd creation
// and modification times). The rewritten original must come out the same bytes every time the
// same file is chosen: a resumed upload (after a reload the panel rewrites the file again and
// tus resumes from the server's offset) joins two rewrites into one file. So those times are
// set to zero, "unknown" — which also says nothing about when the video was made.

const CONTAINERS = new Set(['moov', 'trak', 'mdia']);
const STAMPED = new Set(['mvhd', 'tkhd', 'mdhd']);

/** Zeroes the creation and modification times of the movie, its tracks and their media, in place. */
export function clearIsobmffTimes(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end) {
      let size = view.getUint32(at);
      let header = 8;
      if (size === 1) {
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      if (CONTAINERS.has(type)) walk(at + header, at + size);
      else if (STAMPED.has(type)) {
        // A full box: version (1 byte) and flags (3), then the two times, 32 or 64 bits each.
        const version = bytes[at + header]!;
        bytes.fill(0, at + header + 4, at + header + 4 + (version === 1 ? 16 : 8));
      }
      at += size;
    }
  };
  walk(0, bytes.length);
}
