import { boxesIn, contentOf } from './isobmff-boxes';

// Mediabunny stamps an MP4/MOV it writes with the time of writing (mvhd, tkhd and mdhd creation
// and modification times). The rewritten original must come out the same bytes every time the
// same file is chosen: a resumed upload (after a reload the panel rewrites the file again and
// tus resumes from the server's offset) joins two rewrites into one file. So those times are
// set to zero, "unknown" — which also says nothing about when the video was made.

const CONTAINERS = new Set(['moov', 'trak', 'mdia']);
const STAMPED = new Set(['mvhd', 'tkhd', 'mdhd']);

/** Zeroes the creation and modification times of the movie, its tracks and their media, in place. */
export function clearIsobmffTimes(bytes: Uint8Array): void {
  const walk = (start: number, end: number) => {
    for (const box of boxesIn(bytes, start, end)) {
      if (CONTAINERS.has(box.type)) walk(...contentOf(box));
      else if (STAMPED.has(box.type)) {
        // A full box: version (1 byte) and flags (3), then the two times, 32 or 64 bits each.
        const [content] = contentOf(box);
        const version = bytes[content]!;
        bytes.fill(0, content + 4, content + 4 + (version === 1 ? 16 : 8));
      }
    }
  };
  walk(0, bytes.length);
}
