// The demo videos: stills joined into an H.264 slideshow by ffmpeg.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function ffmpeg(args: string[]): void {
  const bin = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
  const r = spawnSync(bin, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed (${r.status ?? r.signal})`);
}

/**
 * A slow Ken-Burns drift over each still, crossfading from one to the next. H.264, yuv420p,
 * faststart, no audio: plays inline everywhere, muted autoplay allowed.
 */
export function slideshow(
  stills: string[],
  out: string,
  opts: { width: number; height: number; clip: number; fade: number; crf: number },
): void {
  const fps = 25;
  const frames = Math.round(opts.clip * fps);
  const inputs = stills.flatMap((s) => ['-loop', '1', '-t', String(opts.clip), '-i', s]);
  const parts: string[] = [];
  stills.forEach((_, i) => {
    // Upscale first so the zoom moves by sub-pixel steps without jitter.
    const zoomIn = i % 2 === 0;
    const z = zoomIn ? `1+0.07*on/${frames}` : `1.07-0.07*on/${frames}`;
    const x =
      i % 3 === 0
        ? `(iw-iw/zoom)*on/${frames}`
        : i % 3 === 1
          ? `(iw-iw/zoom)*(1-on/${frames})`
          : `(iw-iw/zoom)/2`;
    parts.push(
      `[${i}:v]scale=${opts.width * 3}:-2,zoompan=z='${z}':x='${x}':y='(ih-ih/zoom)/2':d=1:s=${opts.width}x${opts.height}:fps=${fps},setsar=1,format=yuv420p[v${i}]`,
    );
  });
  let last = 'v0';
  let offset = opts.clip - opts.fade;
  for (let i = 1; i < stills.length; i++) {
    const label = `x${i}`;
    parts.push(
      `[${last}][v${i}]xfade=transition=fade:duration=${opts.fade}:offset=${offset.toFixed(2)}[${label}]`,
    );
    last = label;
    offset += opts.clip - opts.fade;
  }
  ffmpeg([
    ...inputs,
    '-filter_complex',
    parts.join(';'),
    '-map',
    `[${last}]`,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(opts.crf),
    '-tune',
    'stillimage',
    '-pix_fmt',
    'yuv420p',
    // No tags saying what made the file (ffmpeg's `encoder`, x264's settings in an SEI packet):
    // a public video says nothing about where or with what it was made.
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-bsf:v',
    'filter_units=remove_types=6',
    '-movflags',
    '+faststart',
    '-an',
    out,
  ]);
}
