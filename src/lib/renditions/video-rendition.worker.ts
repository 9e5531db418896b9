/// <reference lib="webworker" />
import {
  ALL_FORMATS,
  BlobSource,
  BufferTarget,
  CanvasSink,
  Conversion,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
  canEncodeVideo,
} from 'mediabunny';
import {
  PHONE_VIDEO,
  WEB_VIDEO,
  type CleanOriginal,
  type RenditionMessage,
  type RenditionRequest,
} from './video-rendition-types';
import { rewriteWithoutTags, whyNotAVideo } from './video-without-tags';

// Prepares a chosen video off the main thread, with Mediabunny: first its headers say whether it
// is a video at all (nothing is sent otherwise); then its original is rewritten without the
// camera's position and device tags (packets copied, no re-encoding); then, over WebCodecs, its
// phone rendition and poster frame (no server of ours transcodes anything on hosted Supabase).
// Loaded only by the panel (video-rendition.ts creates this worker when a video is chosen).
// Cancelling is terminating the worker; nothing here writes anywhere but memory.

const post = (message: RenditionMessage) => self.postMessage(message);

/** Even dimensions inside the box (the phone's by default), never larger than the source. */
function phoneSize(
  width: number,
  height: number,
  box: { longSide: number; shortSide: number } = PHONE_VIDEO,
) {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.min(1, box.longSide / long, box.shortSide / short);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** The codec's name as a studio knows it. */
const CODEC_NAMES: Record<string, string> = {
  hevc: 'HEVC (H.265), el formato de los iPhone',
  avc: 'H.264',
  vp9: 'VP9',
  av1: 'AV1',
  vp8: 'VP8',
};

let clean: CleanOriginal | undefined;

/** Re-encodes `input` to H.264 MP4 at `size` and `quality`; null when this browser cannot. */
async function encode(
  input: Input,
  size: { width: number; height: number },
  quality: Quality,
  onProgress: (fraction: number) => void,
): Promise<{ blob: Blob; type: string } | null> {
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  // Sound is kept: a track MP4 can hold (AAC, Opus…) is copied packet for packet; any other is
  // re-encoded to a codec this browser can encode for MP4 (Opus on Chromium, which has no AAC
  // encoder). A sound track that can be neither is dropped, never the conversion. No tags.
  const conversion = await Conversion.init({
    input,
    output,
    video: { ...size, fit: 'fill', codec: 'avc', quality, forceTranscode: true },
    tags: {},
  });
  if (!conversion.isValid) return null;
  conversion.onProgress = onProgress;
  await conversion.execute();
  const buffer = (output.target as BufferTarget).buffer!;
  return { blob: new Blob([buffer], { type: 'video/mp4' }), type: await output.getMimeType() };
}

/**
 * The web version of a video over the file limit: the bitrate its length allows in `limit` bytes
 * (a tenth and 192 kbit/s kept for the sound and the container), at most 1080p; none when that
 * is too little for a watchable picture.
 */
async function webVersion(
  input: Input,
  track: { displayWidth: number; displayHeight: number },
  duration: number,
  limit: number,
  onProgress: (fraction: number) => void,
) {
  const bitrate = Math.min(
    WEB_VIDEO.maxBitrate,
    Math.floor((limit * 8 * 0.9) / Math.max(duration, 1) - 192_000),
  );
  if (bitrate < WEB_VIDEO.minBitrate) return undefined;
  const size = phoneSize(track.displayWidth, track.displayHeight, WEB_VIDEO);
  return (
    (await encode(input, size, new Quality({ bitrate, bitrateMode: 'constant' }), onProgress)) ?? undefined
  );
}

async function prepare(file: File, webUnder?: number): Promise<void> {
  const chosen = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  const refused = await whyNotAVideo(chosen);
  if (refused) return post({ kind: 'refused', reason: refused });
  // The rewrite copies packets: quick beside the encoding, a tenth of the progress bar.
  const rewritten = await rewriteWithoutTags(chosen, file, (f) =>
    post({ kind: 'progress', fraction: f * 0.1 }),
  );
  clean = { original: rewritten.file, originalType: rewritten.type, scratch: rewritten.scratch };

  const input = new Input({ source: new BlobSource(rewritten.file), formats: ALL_FORMATS });
  const track = (await input.getPrimaryVideoTrack())!;
  if (typeof VideoEncoder === 'undefined')
    return post({ kind: 'unsupported', reason: 'este navegador no tiene WebCodecs', ...clean });
  const size = phoneSize(track.displayWidth, track.displayHeight);
  // An explicit bitrate (a bare number would be a 0–1 quality level).
  // Constant: in variable mode an encoder may overshoot on detailed, moving pictures, and a
  // phone's link pays for every extra byte.
  const quality = new Quality({ bitrate: PHONE_VIDEO.bitrate, bitrateMode: 'constant' });
  if (!(await canEncodeVideo('avc', { ...size, quality })))
    return post({ kind: 'unsupported', reason: 'este navegador no codifica H.264', ...clean });
  if (!(await track.canDecode())) {
    const codec = track.codec ? (CODEC_NAMES[track.codec] ?? track.codec) : 'este formato de video';
    return post({
      kind: 'unsupported',
      reason: `este navegador no decodifica ${codec}`,
      undecodable: codec,
      ...clean,
    });
  }

  // The poster: a frame a little into the video (the very first is often black), at the phone size.
  const duration = await input.computeDuration();
  const sink = new CanvasSink(track, { ...size, fit: 'fill', poolSize: 1 });
  const frame = await sink.getCanvas(Math.min(1, duration / 4));
  if (!frame) return post({ kind: 'unsupported', reason: 'no se pudo leer un fotograma', ...clean });
  const poster = await (frame.canvas as OffscreenCanvas).convertToBlob({ type: 'image/jpeg', quality: 0.8 });

  // With a web version to make too, the phone's takes half the progress bar.
  const share = webUnder ? 0.45 : 0.9;
  const phone = await encode(input, size, quality, (f) =>
    post({ kind: 'progress', fraction: 0.1 + f * share }),
  );
  if (!phone)
    return post({ kind: 'unsupported', reason: 'este navegador no puede convertir este video', ...clean });
  const web = webUnder
    ? await webVersion(input, track, duration, webUnder, (f) =>
        post({ kind: 'progress', fraction: 0.55 + f * 0.45 }),
      )
    : undefined;
  post({
    kind: 'done',
    phone: phone.blob,
    phoneType: phone.type,
    web,
    poster,
    ...size,
    ...clean,
  });
}

self.onmessage = (event: MessageEvent<RenditionRequest>) => {
  prepare(event.data.file, event.data.webUnder).catch((error: unknown) =>
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error), ...clean }),
  );
};
