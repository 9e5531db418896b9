import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
} from 'react';
import type { HeroImage } from '../../core/media/hero-images';
import { VIDEO_CONTROLS_HIDE_MS } from '../../core/constants';
import { player } from '../../core/i18n/es/player';
import { useTexts } from '../i18n/texts';
import styles from './VideoPlayer.module.css';
import { useScreenCovers } from './screen-covers';
import { usePosterFirst } from './use-poster-first';
import { useOnScreen } from './use-on-screen';
import { chooseVideoSource, loopWaitsForTap } from './video-source';

// Shared video player (SPEC §2 "Video player"): play/pause and mute buttons appear on mouse
// movement or a tap and hide 3000 ms later; loop mode autoplays muted and loops without a play
// button. The box keeps its aspect ratio before the video arrives, so nothing shifts.
// A phone, a slow connection or Save-Data gets the phone rendition; a loop video loads
// and plays only once on screen and pauses off it; with Save-Data or reduced motion it shows its
// poster and a play button instead of moving on its own. A file the browser says it cannot play
// (an HEVC original in Chromium on Linux) is never fetched: the poster or cover stays instead.
export interface VideoPlayerProps {
  src: string;
  /** The phone rendition made in the panel (≤ 1280×720), if there is one. */
  phoneSrc?: string | null;
  /**
   * What `src` and `phoneSrc` are (MIME types with codecs), when recorded: a file this browser
   * says it cannot play is never fetched; with neither playable, the poster stays, no controls.
   */
  type?: string | null;
  phoneType?: string | null;
  /** Poster frame shown before the first frame arrives. */
  poster?: string;
  /**
   * A poster at several widths, instead of `poster` (a <video poster> takes no srcset): drawn as
   * an <img> over the video until it plays, so a phone fetches a phone-sized frame.
   */
  posterImage?: HeroImage;
  /**
   * What the crop keeps in view (object-position, src/lib/focal-point.ts): the poster's focal
   * point, for the poster and the video over it alike, so nothing jumps when the video starts.
   */
  focus?: CSSProperties;
  /** Loop mode: autoplay, muted, looping, no play button. */
  loop?: boolean;
  /** Accessible description of the video, in Spanish. */
  label: string;
  className?: string;
  /** How much to fetch before playing. Default 'metadata'; use 'none' far below the fold. */
  preload?: 'none' | 'metadata' | 'auto';
  /**
   * Width / height of the box (CSS aspect-ratio), e.g. '4 / 5'. Default 16 / 9; the video covers
   * it. A className may instead set `--video-aspect`, e.g. per breakpoint.
   */
  aspectRatio?: string;
}

export function VideoPlayer({
  src,
  phoneSrc,
  type,
  phoneType,
  poster,
  posterImage,
  focus,
  loop = false,
  label,
  className,
  preload = 'metadata',
  aspectRatio,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const [controlsShown, setControlsShown] = useState(false);
  const t = useTexts(player, (c) => c.player);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(loop);
  const posterRef = useRef<HTMLImageElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // Until the first frame plays the poster image covers the video; then it steps aside.
  const [started, setStarted] = useState(false);
  const file = useMemo(
    () => chooseVideoSource(src, phoneSrc, type, phoneType),
    [src, phoneSrc, type, phoneType],
  );
  // The visitor's own setting turns a loop video into one that waits for a tap.
  const [waitsForTap] = useState(() => loop && loopWaitsForTap());
  const autoLoop = loop && !waitsForTap;
  const onScreen = useOnScreen(boxRef, autoLoop);
  // Loop mode fetches the whole video at once (autoplay), so it starts after the poster is up,
  // once the player has been on screen, and once the loading screen has lifted (screen-covers.ts):
  // under the screen it would take a phone's connection and decoder for frames nobody sees.
  const sourceReady = usePosterFirst(posterImage ? posterRef : poster, autoLoop);
  const covered = useScreenCovers();
  // Once seen, a loop keeps its file even if a screen covers the page again (leaving it).
  const [uncovered, setUncovered] = useState(!covered);
  if (!covered && !uncovered) setUncovered(true);
  // A loop that waits for a tap gets its file from togglePlay; a paused off-screen loop keeps its own.
  const source =
    waitsForTap || (autoLoop && !(sourceReady && uncovered && onScreen !== null)) ? undefined : file;
  const hasPlayButton = !autoLoop && !!file;

  const revealControls = useCallback(() => {
    setControlsShown(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsShown(false), VIDEO_CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  // React does not reflect `muted` as an attribute, and iOS only autoplays videos that are muted
  // from the start, so loop mode sets the property itself and asks to play.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoLoop || !source) return;
    video.muted = true;
    // Off screen it rests: no decoding, no battery, and a phone's connection for what is seen.
    if (onScreen === false) {
      video.pause();
      return;
    }
    video.play().catch(() => {
      // Autoplay refused (power saving, data saver): the poster stays, nothing else to do.
    });
  }, [autoLoop, source, onScreen]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    // Only reachable with a file: without one there is no play button.
    if (!video.currentSrc) video.src = file!;
    if (video.paused || video.ended) {
      video.play().catch(console.error);
    } else {
      video.pause();
    }
    revealControls();
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    revealControls();
  };

  // A mouse click on the picture plays or pauses, as in any player; a tap only shows the
  // controls, so a finger never starts sound by accident.
  const onSurfacePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== videoRef.current) return;
    if (event.pointerType === 'mouse' && hasPlayButton) togglePlay();
    else revealControls();
  };

  return (
    <div
      ref={boxRef}
      className={[styles.player, className].filter(Boolean).join(' ')}
      style={aspectRatio ? ({ '--video-aspect': aspectRatio } as CSSProperties) : undefined}
      data-controls={controlsShown ? 'shown' : 'hidden'}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse') revealControls();
      }}
      onPointerUp={onSurfacePointerUp}
      onFocus={revealControls}
    >
      <video
        ref={videoRef}
        className={styles.video}
        style={focus}
        src={source}
        poster={posterImage ? undefined : poster}
        aria-label={label}
        autoPlay={autoLoop}
        muted={loop}
        loop={loop}
        playsInline
        preload={autoLoop ? 'auto' : waitsForTap ? 'none' : preload}
        onPlay={() => setPlaying(true)}
        onPlaying={() => setStarted(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      />
      {posterImage && (
        <img
          ref={posterRef}
          className={styles.poster}
          style={focus}
          src={posterImage.src}
          srcSet={posterImage.srcSet || undefined}
          sizes={posterImage.srcSet ? posterImage.sizes : undefined}
          alt=""
          fetchPriority="high"
          data-started={started}
        />
      )}
      {hasPlayButton && !playing && <span className={styles.playHint} aria-hidden="true" />}
      {file && (
        <div className={styles.controls}>
          {hasPlayButton && (
            <button
              type="button"
              className={styles.button}
              aria-label={playing ? t.pause : t.play}
              onClick={togglePlay}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
          <button
            type="button"
            className={styles.button}
            aria-label={muted ? t.unmute : t.mute}
            aria-pressed={muted}
            onClick={toggleMute}
          >
            {muted ? <MutedIcon /> : <SoundIcon />}
          </button>
        </div>
      )}
    </div>
  );
}

const icon = { viewBox: '0 0 24 24', width: 22, height: 22, 'aria-hidden': true, focusable: false } as const;
/** The line-drawn icons (sound on, muted). */
const lineIcon = {
  ...icon,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '1.6',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function PlayIcon() {
  return (
    <svg {...icon}>
      <path d="M8 5.5v13l10.5-6.5Z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg {...icon}>
      <path d="M7.5 5.5h3v13h-3zM13.5 5.5h3v13h-3z" fill="currentColor" />
    </svg>
  );
}

function SoundIcon() {
  return (
    <svg {...lineIcon}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4Z" fill="currentColor" />
      <path d="M15.5 9a4.2 4.2 0 0 1 0 6M18 6.5a7.8 7.8 0 0 1 0 11" />
    </svg>
  );
}

function MutedIcon() {
  return (
    <svg {...lineIcon}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4Z" fill="currentColor" />
      <path d="m16 9.5 5 5M21 9.5l-5 5" />
    </svg>
  );
}
