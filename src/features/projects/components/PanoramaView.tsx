import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Viewer } from '@photo-sphere-viewer/core';
import type { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { viewer as viewerTexts } from '../../../../core/i18n/es/viewer';
import { useTexts } from '../../../i18n/texts';
import type { StoredWidths } from '../../../../core/media/image-url';
import { hasWebGl } from '../../../lib/has-webgl';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import { viewerPixelRatio } from '../../../lib/viewer-pixel-ratio';
import { panoramaLibraries } from './panorama-libraries';
import styles from './DeepZoomView.module.css';
import lightbox from './Lightbox.module.css';
import { ViewerButton, ViewerFrame } from './ViewerFrame';

// A 360° render (an equirectangular image) in Photo Sphere Viewer, fetched when a visitor first
// opens one (its own chunk, with three.js). Drag and pinch are the viewer's; the keyboard turns
// (arrows) and zooms (+ / −); 'Mirar moviendo el teléfono' follows the phone's motion sensor once
// the visitor allows it. Without WebGL the still image is shown whole, and the page says why.

/** One arrow press turns this much (radians). */
const TURN = Math.PI / 12;

export function PanoramaView({
  url,
  texture,
  widths,
  alt,
  altLang,
  tour,
}: {
  url: string;
  /** The equirectangular texture kept with its full detail; else the stored image. */
  texture: string | null;
  widths?: StoredWidths;
  alt: string;
  altLang?: 'es';
  /**
   * A walk through linked rooms (RoomTour.tsx): more plugins, loaded with the viewer (the tour's
   * own plugin then chooses the panorama) and told the viewer once made. (Without WebGL the walk
   * shows its own still images: this component is not used then.)
   */
  tour?: {
    plugins: () => Promise<unknown[]>;
    onViewer: (viewer: Viewer) => void;
  };
}) {
  const t = useTexts(viewerTexts, (c) => c.viewer);
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const gyroscope = useRef<GyroscopePlugin | null>(null);
  const [webgl] = useState(hasWebGl);
  const [motion, setMotion] = useState(false);
  // Read once when the viewer is made: a new walk is a new viewer (RoomTour's key).
  const tourRef = useRef(tour);

  useEffect(() => {
    if (!webgl) return;
    let gone = false;
    const tourPlugins = tourRef.current?.plugins() ?? Promise.resolve([]);
    void Promise.all([panoramaLibraries(), tourPlugins]).then(
      ([{ Viewer: PhotoSphere, SYSTEM, GyroscopePlugin: Gyro, DecodedAdapter }, more]) => {
        if (gone || !host.current) return;
        // The library reads the screen's ratio once into SYSTEM; it is capped as the 3D viewer's is.
        SYSTEM.load();
        SYSTEM.pixelRatio = viewerPixelRatio();
        const created = new PhotoSphere({
          container: host.current,
          adapter: DecodedAdapter,
          panorama: tourRef.current ? undefined : (texture ?? imageUrl(url, 1920, 75, widths) ?? url),
          navbar: false,
          keyboard: false,
          mousewheelCtrlKey: false,
          touchmoveTwoFingers: false,
          plugins: [Gyro, ...(more as [])],
        });
        viewer.current = created;
        tourRef.current?.onViewer(created);
        const plugin = created.getPlugin<GyroscopePlugin>(Gyro);
        gyroscope.current = plugin;
        void plugin.isSupported().then((supported) => !gone && setMotion(supported));
      },
    );
    return () => {
      gone = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [webgl, url, texture, widths]);

  if (!webgl)
    return (
      <>
        <img
          className={lightbox.image}
          src={imageUrl(url, 1920, 75, widths)}
          srcSet={imageSrcSet(url, undefined, widths) || undefined}
          sizes="100vw"
          alt={alt}
          lang={altLang}
        />
        <p className={styles.help} role="status">
          {t.noPanorama}
        </p>
      </>
    );

  function onKeyDown(event: KeyboardEvent) {
    const v = viewer.current;
    if (!v) return;
    const { yaw, pitch } = v.getPosition();
    const key = event.key;
    if (key === '+' || key === '=' || key === 'Add') v.zoomIn(10);
    else if (key === '-' || key === '−' || key === '_' || key === 'Subtract') v.zoomOut(10);
    else if (key === 'ArrowLeft') v.rotate({ yaw: yaw - TURN, pitch });
    else if (key === 'ArrowRight') v.rotate({ yaw: yaw + TURN, pitch });
    else if (key === 'ArrowUp') v.rotate({ yaw, pitch: Math.min(Math.PI / 2, pitch + TURN) });
    else if (key === 'ArrowDown') v.rotate({ yaw, pitch: Math.max(-Math.PI / 2, pitch - TURN) });
    else return;
    // The large view around it moves between renders with the same arrows: here they turn.
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <ViewerFrame
      host={host}
      roleDescription="panorama 360°"
      alt={alt}
      altLang={altLang}
      help={t.panoramaHelp}
      onKeyDown={onKeyDown}
      onZoomIn={() => viewer.current?.zoomIn(10)}
      onZoomOut={() => viewer.current?.zoomOut(10)}
    >
      {motion && (
        <ViewerButton
          label={t.motion}
          path="M8 3h8v18H8zM11 18h2"
          onClick={() => void gyroscope.current?.start()}
        />
      )}
    </ViewerFrame>
  );
}
