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
import { PHONE_VIDEO, type RenditionMessage, type RenditionRequest } from './video-rendition-types';

// Makes a video's phone rendition and poster frame off the main thread (issue 28), with
// Mediabunny over WebCodecs: no server transcodes anything on hosted Supabase. Loaded only by
// the panel (video-rendition.ts creates this worker when a video is chosen). Cancelling is
// terminating the worker; nothing here writes anywhere but memory.

const post = (message: RenditionMessage) => self.postMessage(message);

/** Even dimensions inside the phone box, never larger than the source. */
function phoneSize(width: number, height: number) {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.min(1, PHONE_VIDEO.longSide / long, PHONE_VIDEO.shortSide / short);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

async function prepare(file: File): Promise<void> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) return post({ kind: 'unsupported', reason: 'el archivo no tiene una pista de video legible' });
  const size = phoneSize(track.displayWidth, track.displayHeight);
  // An explicit bitrate (a bare number would be a 0–1 quality level).
  // Constant: in variable mode an encoder may overshoot on detailed, moving pictures, and a
  // phone's link pays for every extra byte.
  const quality = new Quality({ bitrate: PHONE_VIDEO.bitrate, bitrateMode: 'constant' });
  if (!(await canEncodeVideo('avc', { ...size, quality })))
    return post({ kind: 'unsupported', reason: 'este navegador no codifica H.264' });
  if (!(await track.canDecode()))
    return post({ kind: 'unsupported', reason: 'este navegador no puede leer el video' });

  // The poster: a frame a little into the video (the very first is often black), at the phone size.
  const duration = await input.computeDuration();
  const sink = new CanvasSink(track, { ...size, fit: 'fill', poolSize: 1 });
  const frame = await sink.getCanvas(Math.min(1, duration / 4));
  if (!frame) return post({ kind: 'unsupported', reason: 'no se pudo leer un fotograma' });
  const poster = await (frame.canvas as OffscreenCanvas).convertToBlob({ type: 'image/jpeg', quality: 0.8 });

  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  // Sound is kept: a track MP4 can hold (AAC, Opus…) is copied packet for packet; any other is
  // re-encoded to a codec this browser can encode for MP4 (Opus on Chromium, which has no AAC
  // encoder). A sound track that can be neither is dropped, never the conversion.
  const conversion = await Conversion.init({
    input,
    output,
    video: { ...size, fit: 'fill', codec: 'avc', quality, forceTranscode: true },
  });
  if (!conversion.isValid)
    return post({ kind: 'unsupported', reason: 'este navegador no puede convertir este video' });
  conversion.onProgress = (fraction) => post({ kind: 'progress', fraction });
  await conversion.execute();
  const buffer = (output.target as BufferTarget).buffer!;
  post({ kind: 'done', phone: new Blob([buffer], { type: 'video/mp4' }), poster, ...size });
}

self.onmessage = (event: MessageEvent<RenditionRequest>) => {
  prepare(event.data.file).catch((error: unknown) =>
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};
