// Real videos for the browser tests, made at run time with ffmpeg (installed by .ci/run): the panel
// reads what a chosen file is from its content and refuses bytes that are no video, so a test
// that uploads a "video" needs a real one. Also what a test reads back: the picture and sound
// packets of a stored file, and its container's tags.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `make(dir)` in a fresh temporary folder and removes it afterwards. */
async function inTemp<T>(make: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'estudio-video-'));
  try {
    return await make(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** ffmpeg's arguments for `seconds` of moving noise at `size` (`640x360`), seeded. */
const noise = (size: string, seconds: number, seed: number) => [
  ...[
    '-f',
    'lavfi',
    '-i',
    `color=c=gray:s=${size}:r=30:d=${seconds},noise=alls=100:allf=t+u:all_seed=${seed}`,
  ],
];

/**
 * A real H.264 MP4 of moving noise, about `bytes` long (nearly lossless, so a few seconds make
 * tens of megabytes): what the resumable-upload tests send. Different seeds make different files.
 */
export async function noiseVideo(bytes: number, seed = 1): Promise<Buffer> {
  return inTemp(async (dir) => {
    const file = path.join(dir, 'noise.mp4');
    // 640×360 noise, nearly lossless, is about 300 KB a frame.
    const seconds = Math.max(1, Math.ceil(bytes / 300_000 / 30) + 1);
    await run('ffmpeg', [
      ...['-v', 'error', '-y'],
      ...noise('640x360', seconds, seed),
      // Nearly lossless but High profile (lossless would be High 4:4:4, which phones do not film).
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '1', '-pix_fmt', 'yuv420p'],
      ...['-fs', String(bytes), file],
    ]);
    return readFile(file);
  });
}

/** A small real WebM (VP8), about a second of noise. */
export async function webmVideo(seed = 1): Promise<Buffer> {
  return inTemp(async (dir) => {
    const file = path.join(dir, 'clip.webm');
    await run('ffmpeg', [
      ...['-v', 'error', '-y'],
      ...noise('320x240', 1, seed),
      ...['-c:v', 'libvpx', '-b:v', '1M', '-deadline', 'realtime', file],
    ]);
    return readFile(file);
  });
}

/** Where the phone filmed, as the fixture writes it: a search for these bytes finds any copy. */
export const FILMED_AT = '+19.4326-099.1332';

/**
 * A phone's video as an iPhone writes it: a QuickTime file whose container says where it was
 * filmed (`©xyz` and `com.apple.quicktime.location.ISO6709`) and with what (make, model,
 * software). `codec` 'hevc' is an iPhone's default (HEVC, `hvc1`), 'h264' its "Más compatible".
 */
export async function phoneVideo(options: {
  codec: 'h264' | 'hevc';
  seconds?: number;
  size?: string;
  rate?: number;
}): Promise<Buffer> {
  const { codec, seconds = 2, size = '640x360', rate = 30 } = options;
  return inTemp(async (dir) => {
    const file = path.join(dir, 'IMG_0001.MOV');
    await run('ffmpeg', [
      ...['-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...(codec === 'hevc'
        ? ['-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1', '-x265-params', 'log-level=error']
        : ['-c:v', 'libx264', '-preset', 'ultrafast']),
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-shortest'],
      // QuickTime keys (mdta), as an iPhone writes them, beside the classic ©xyz atom.
      ...['-movflags', 'use_metadata_tags'],
      ...['-metadata', `location=${FILMED_AT}/`],
      ...['-metadata', `com.apple.quicktime.location.ISO6709=${FILMED_AT}+2240.000/`],
      ...['-metadata', 'com.apple.quicktime.make=Apple'],
      ...['-metadata', 'com.apple.quicktime.model=iPhone 15 Pro'],
      ...['-metadata', 'com.apple.quicktime.software=17.4'],
      ...['-f', 'mov', file],
    ]);
    return readFile(file);
  });
}

/** Writes `bytes` to a temporary file and runs `tool` on it with `args` before the path. */
async function onFile(bytes: Buffer, tool: string, args: string[], after: string[] = []): Promise<string> {
  return inTemp(async (dir) => {
    const file = path.join(dir, 'probe.bin');
    await writeFile(file, bytes);
    const { stdout } = await run(tool, [...args, file, ...after], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  });
}

/** The container's and each stream's tags, as ffprobe reads them. */
export async function tagsOf(bytes: Buffer): Promise<Record<string, string>> {
  const json = await onFile(bytes, 'ffprobe', [
    '-v',
    'error',
    '-show_format',
    '-show_streams',
    '-of',
    'json',
  ]);
  const parsed = JSON.parse(json) as {
    format: { tags?: Record<string, string> };
    streams: { tags?: Record<string, string> }[];
  };
  return Object.assign({}, parsed.format.tags, ...parsed.streams.map((s) => s.tags ?? {}));
}

/** Each stream's codec and type. */
export async function streamsOf(
  bytes: Buffer,
): Promise<{ codec_type: string; codec_name: string; width?: number; height?: number }[]> {
  const json = await onFile(bytes, 'ffprobe', ['-v', 'error', '-show_streams', '-of', 'json']);
  return (JSON.parse(json) as { streams: never[] }).streams;
}

/**
 * A hash of every picture and sound packet, stream by stream (ffmpeg's streamhash muxer over a
 * stream copy): equal for two files whose packets are the same bytes, whatever their containers.
 */
export async function packetHashes(bytes: Buffer): Promise<string[]> {
  const out = await onFile(
    bytes,
    'ffmpeg',
    ['-v', 'error', '-i'],
    ['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-f', 'streamhash', '-hash', 'md5', '-'],
  );
  // Lines like "0,v,MD5=…": the stream's kind and hash, without its index.
  return out
    .trim()
    .split('\n')
    .map((line) => line.split(',').slice(1).join(','));
}
