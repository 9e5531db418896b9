import {
  BufferTarget,
  Conversion,
  Input,
  MATROSKA,
  MP4,
  MovOutputFormat,
  Mp4OutputFormat,
  Output,
  QTFF,
  StreamTarget,
  UnsupportedInputFormatError,
  WEBM,
  WebMOutputFormat,
  type InputFormat,
  type OutputFormat,
} from 'mediabunny';
import { moveIndexToFront } from './isobmff-fast-start';
import { clearIsobmffTimes } from './isobmff-times';
import { openScratchFile } from './scratch-file';

// A video's original as the site may publish it: the camera's picture and sound packets copied
// byte for byte (SPEC: videos are not re-compressed) into a new container that Mediabunny writes
// from scratch, with no descriptive tags. A phone writes where and with what it filmed
// (`©xyz`, `com.apple.quicktime.location.ISO6709`, make, model, software) into the container's
// metadata, which a copied container would publish with the studio's client's address. Runs in
// the rendition worker (loaded with the panel only); it reads the file's headers first, so a file
// that is no video is refused before anything is read further or sent. The file is read a slice
// at a time (BlobSource) and, where the browser has an origin-private file system, written to a
// file there (scratch-file.ts) with its index moved to the front afterwards
// (isobmff-fast-start.ts): a 600 MB video never has to fit in memory. Elsewhere it is written in
// memory, as before.

/** Why `file` cannot be the site's video, in Spanish, or null when it is one this code reads. */
export async function whyNotAVideo(input: Input): Promise<string | null> {
  let format;
  try {
    format = await input.getFormat();
  } catch (error) {
    if (error instanceof UnsupportedInputFormatError)
      return 'su contenido no es de ningún formato de video conocido (MP4, MOV, WebM)';
    throw error;
  }
  if (![MP4, QTFF, WEBM, MATROSKA].includes(format))
    return `es un archivo ${format.name}, no un video MP4, MOV o WebM`;
  if (!(await input.getPrimaryVideoTrack())) return 'no tiene una pista de imagen';
  return null;
}

export interface VideoWithoutTags {
  file: File;
  /** MIME type with the primary tracks' codecs, as a browser's canPlayType reads it. */
  type: string;
  /** The file on disk `file` is read from (scratch-file.ts), when it was streamed there. */
  scratch?: string;
}

const stem = (name: string) => name.replace(/\.[^.]*$/, '') || 'video';

/**
 * The containers tried, best first: MP4 is what every browser names (a QuickTime file's
 * `video/quicktime` gets an empty canPlayType from Chromium even when its H.264 plays), then the
 * input's own family for codecs MP4 cannot hold (ProRes, some PCM sound).
 */
function containersFor(format: InputFormat): ((streamed: boolean) => OutputFormat)[] {
  // Streamed, the index is written last and moved to the front afterwards (isobmff-fast-start.ts).
  const fastStart = (streamed: boolean) => (streamed ? false : 'in-memory');
  const mp4 = (streamed: boolean) => new Mp4OutputFormat({ fastStart: fastStart(streamed) });
  if (format === WEBM || format === MATROSKA) return [() => new WebMOutputFormat(), mp4];
  return [mp4, (streamed) => new MovOutputFormat({ fastStart: fastStart(streamed) })];
}

/**
 * `file` rewritten without tags, every packet of its primary picture and sound copied as it is.
 * Throws when no container takes those tracks without re-encoding them.
 */
export async function rewriteWithoutTags(
  input: Input,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<VideoWithoutTags> {
  const format = await input.getFormat();
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  if (!video) throw new Error('el archivo no tiene una pista de imagen');
  for (const makeFormat of containersFor(format)) {
    const scratch = await openScratchFile();
    const outputFormat = makeFormat(scratch !== null);
    const target = scratch ? new StreamTarget(scratch.stream) : new BufferTarget();
    const output = new Output({ format: outputFormat, target });
    const conversion = await Conversion.init({
      input,
      output,
      // Copy or leave out: a track that cannot be copied is never re-encoded here.
      copy: { mode: 'forced' },
      // Only the primary picture and sound: a phone's other tracks (timed metadata, depth) can
      // carry positions too, and the site plays one picture and one sound.
      video: (track) => (track.id === video.id ? {} : { discard: true }),
      audio: (track) => (audio && track.id === audio.id ? {} : { discard: true }),
      tags: {},
      showWarnings: false,
    });
    const kept = conversion.utilizedTracks.map((t) => t.id);
    if (!conversion.isValid || !kept.includes(video.id) || (audio && !kept.includes(audio.id))) {
      await conversion.cancel();
      await scratch?.discard();
      continue;
    }
    if (onProgress) conversion.onProgress = onProgress;
    try {
      await conversion.execute();
      if (scratch && !(outputFormat instanceof WebMOutputFormat)) moveIndexToFront(scratch.positional);
    } catch (error) {
      await scratch?.discard();
      throw error;
    }
    const codecs = [await video.getCodecParameterString(), await audio?.getCodecParameterString()]
      .filter((c): c is string => !!c)
      // HEVC is named by the sample entry Mediabunny writes in MP4 and MOV, `hvc1` (whatever the
      // input's), which is what Safari plays HEVC from and answers canPlayType for.
      .map((c) => (outputFormat instanceof WebMOutputFormat ? c : c.replace(/^hev1\./, 'hvc1.')));
    const base = outputFormat.mimeType;
    const type = codecs.length > 0 ? `${base}; codecs="${codecs.join(', ')}"` : base;
    // The chosen file's time too: with the same bytes, name, size and time, a resumed upload
    // after a reload recognises it (tus-js-client's fingerprint).
    const name = `${stem(file.name)}${outputFormat.fileExtension}`;
    if (scratch)
      return { file: await scratch.finish(name, base, file.lastModified), type, scratch: scratch.name };
    const bytes = new Uint8Array((target as BufferTarget).buffer!);
    if (!(outputFormat instanceof WebMOutputFormat)) clearIsobmffTimes(bytes);
    return { file: new File([bytes], name, { type: base, lastModified: file.lastModified }), type };
  }
  throw new Error('no se pudo copiar su imagen y su sonido a un archivo MP4 o MOV sin recomprimirlos');
}
