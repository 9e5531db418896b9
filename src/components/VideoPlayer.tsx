// Shared video player (SPEC §2 "Video player"). Placeholder with the final interface; the
// controls behaviour comes with the home-page issue.
export interface VideoPlayerProps {
  src: string;
  /** Poster frame shown before the first frame arrives. */
  poster?: string;
  /** Loop mode: autoplay, muted, looping, no play button. */
  loop?: boolean;
  /** Accessible description of the video, in Spanish. */
  label: string;
  className?: string;
}

export function VideoPlayer({ src, poster, loop = false, label, className }: VideoPlayerProps) {
  return (
    <video
      className={className}
      src={src}
      poster={poster}
      aria-label={label}
      autoPlay={loop}
      muted={loop}
      loop={loop}
      playsInline
      preload="metadata"
    />
  );
}
