// A video's original rewritten to disk has its index (moov) last; the panel moves it to the front
// in place (src/lib/renditions/isobmff-fast-start.ts), a chunk at a time, so the file starts
// playing as soon as its first bytes arrive and a large video never has to fit in memory. Here on
// real MP4 and MOV files made by ffmpeg with the index last: afterwards the index comes before the
// media, every picture and sound packet is the same, the times are zeroed, and ffprobe reads the
// same streams and duration.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveIndexToFront, type PositionalFile } from '../../src/lib/renditions/isobmff-fast-start';
import { packetHashes, streamsOf } from '../../harness/video-fixtures';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'estudio-fast-start-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A few seconds of picture and sound, index last (ffmpeg's default without +faststart). */
async function indexLast(container: 'mp4' | 'mov'): Promise<Buffer> {
  const file = path.join(dir, `clip.${container}`);
  await run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    file,
  ]);
  return readFile(file);
}

/** A Buffer read and written at positions, as the panel's file on disk is. */
function inMemory(bytes: Buffer): PositionalFile {
  return {
    size: () => bytes.length,
    read: (into, at) => bytes.copy(into, 0, at, Math.min(bytes.length, at + into.length)),
    write: (from, at) => Buffer.from(from.buffer, from.byteOffset, from.length).copy(bytes, at),
  };
}

/** The top-level boxes' types, in file order. */
function topLevel(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(at);
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    types.push(bytes.toString('latin1', at + 4, at + 8));
    at += size;
  }
  return types;
}

describe('moving the index of a rewritten video to the front', () => {
  it.each(['mp4', 'mov'] as const)(
    '%s: index before the media, same packets, streams and duration, no times',
    async (container) => {
      const original = await indexLast(container);
      expect(topLevel(original).indexOf('moov')).toBeGreaterThan(topLevel(original).indexOf('mdat'));
      const moved = Buffer.from(original);
      moveIndexToFront(inMemory(moved));
      expect(moved.length).toBe(original.length);
      expect(topLevel(moved).indexOf('moov')).toBeLessThan(topLevel(moved).indexOf('mdat'));
      expect(await packetHashes(moved)).toEqual(await packetHashes(original));
      const before = await streamsOf(original);
      const after = await streamsOf(moved);
      expect(after.map((s) => [s.codec_type, s.codec_name, s.width])).toEqual(
        before.map((s) => [s.codec_type, s.codec_name, s.width]),
      );
      // The movie header's creation and modification times (after version and flags) are zero.
      const mvhd = moved.indexOf('mvhd') + 4;
      expect(moved.readUInt32BE(mvhd + 4)).toBe(0);
      expect(moved.readUInt32BE(mvhd + 8)).toBe(0);
      // Decodes from the first frame to the last without an error.
      const file = path.join(dir, `moved.${container}`);
      await import('node:fs/promises').then((fs) => fs.writeFile(file, moved));
      const { stderr } = await run('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-']);
      expect(stderr).toBe('');
    },
  );
});
