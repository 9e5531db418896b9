import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type OpenSeadragon from 'openseadragon';
import { viewer as viewerTexts } from '../../../../core/i18n/es/viewer';
import { useTexts } from '../../../i18n/texts';
import { tilePath, type DetailPyramid } from '../../../../core/media/detail-pyramid';
import { ViewerButton, ViewerFrame } from './ViewerFrame';

// A plano at full detail (its tiles, core/media/detail-pyramid.ts) in OpenSeadragon, which is
// fetched when a visitor first opens such a plano (its own chunk: no public route carries it).
// Phones pinch and double-tap, desktops wheel and drag (OpenSeadragon's gestures); everyone has
// the visible '+', '−' and 'Ver completo' buttons, and the keyboard: + / − zoom, 0 shows it whole,
// the arrows move around the drawing once zoomed in. At the whole view the arrows are left to the
// large view around it, which moves between planos as before.

/** One press of '+' or '−'. */
const STEP = 1.6;
/** One press of an arrow moves this share of the view. */
const PAN = 0.2;

type Viewer = OpenSeadragon.Viewer;

export function DeepZoomView({
  detail,
  alt,
  altLang,
}: {
  detail: DetailPyramid;
  alt: string;
  altLang?: 'es';
}) {
  const t = useTexts(viewerTexts, (c) => c.viewer);
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const osd = useRef<typeof OpenSeadragon | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let gone = false;
    void import('openseadragon').then(({ default: OSD }) => {
      if (gone || !host.current) return;
      osd.current = OSD;
      const created = OSD({
        element: host.current,
        tileSources: {
          width: detail.width,
          height: detail.height,
          tileSize: detail.tileSize,
          tileOverlap: detail.overlap,
          minLevel: detail.minLevel,
          maxLevel: detail.maxLevel,
          getTileUrl: (level: number, x: number, y: number) =>
            `${detail.url}${tilePath(level, x, y, detail.format)}`,
        } as unknown as OpenSeadragon.TileSourceOptions,
        // The canvas drawer draws tiles of another origin (a hosted project's storage) without CORS.
        drawer: 'canvas',
        showNavigationControl: false,
        // One pixel of the drawing may become two of the screen: the smallest lettering readable.
        maxZoomPixelRatio: 2,
        visibilityRatio: 0.5,
        gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true },
        gestureSettingsTouch: { pinchToZoom: true, dblClickToZoom: true, flickEnabled: true },
        animationTime: 0.4,
      });
      // Our keys, not OpenSeadragon's own (its arrows would take the ones that change plano).
      created.addHandler('canvas-key', (event) => {
        (event as unknown as { preventDefaultAction: boolean }).preventDefaultAction = true;
      });
      // One stop in the tab order: the labelled area around the canvas.
      created.canvas.tabIndex = -1;
      viewer.current = created;
      setReady(true);
    });
    return () => {
      gone = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [detail]);

  const zoom = (factor: number) => {
    const v = viewer.current;
    if (!v) return;
    v.viewport.zoomBy(factor);
    v.viewport.applyConstraints();
  };
  const home = () => viewer.current?.viewport.goHome();

  function onKeyDown(event: KeyboardEvent) {
    const v = viewer.current;
    const OSD = osd.current;
    if (!v || !OSD) return;
    const key = event.key;
    if (key === '+' || key === '=' || key === 'Add') zoom(STEP);
    else if (key === '-' || key === '−' || key === '_' || key === 'Subtract') zoom(1 / STEP);
    else if (key === '0') home();
    else if (key.startsWith('Arrow')) {
      // Zoomed out to the whole plano, the arrows belong to the large view (previous / next).
      if (v.viewport.getZoom() <= v.viewport.getHomeZoom() * 1.01) return;
      const bounds = v.viewport.getBounds();
      const dx = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
      const dy = key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0;
      v.viewport.panBy(new OSD.Point(dx * bounds.width * PAN, dy * bounds.height * PAN));
      v.viewport.applyConstraints();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <ViewerFrame
      host={host}
      roleDescription="visor ampliable"
      alt={alt}
      altLang={altLang}
      help={t.zoomHelp}
      ready={ready}
      onKeyDown={onKeyDown}
      onZoomIn={() => zoom(STEP)}
      onZoomOut={() => zoom(1 / STEP)}
    >
      <ViewerButton label={t.resetView} path="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" onClick={home} />
    </ViewerFrame>
  );
}
