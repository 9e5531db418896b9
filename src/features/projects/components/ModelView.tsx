import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Spherical, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { model as modelTexts } from '../../../../core/i18n/es/model';
import { useTexts } from '../../../i18n/texts';
import {
  createRenderer,
  createStage,
  loadModelGeometryFirst,
  startView,
  type Stage,
} from '../../../lib/models/model-scene';
import { downloadModel } from '../../../lib/models/model-download';
import { viewerPixelRatio } from '../../../lib/viewer-pixel-ratio';
import { ViewerButton, ViewerFrame } from './ViewerFrame';
import styles from './ModelStage.module.css';

// The visitor's 3D viewer (its own chunk, with three.js — the copy the 360° viewer uses — and its
// orbit controls): drag or one finger turns, pinch or the wheel zooms, two fingers pan; the arrow
// keys turn, '+' / '−' zoom and '0' goes back to the first view, which the poster showed. Drawn only
// when something moves (no animation loop on a phone's battery); the poster stays over the canvas
// until the model's first frame is drawn.

/** One arrow press turns this much (radians). */
const TURN = Math.PI / 12;
const ZOOM = 1.25;

interface View {
  stage: Stage;
  controls: OrbitControls;
}

function turn({ stage, controls }: View, azimuth: number, polar: number): void {
  const offset = new Spherical().setFromVector3(stage.camera.position.clone().sub(controls.target));
  offset.theta += azimuth;
  offset.phi = Math.min(Math.PI - 0.05, Math.max(0.05, offset.phi + polar));
  stage.camera.position.copy(controls.target).add(new Vector3().setFromSpherical(offset));
  controls.update();
  stage.render();
}

function zoom({ stage, controls }: View, factor: number): void {
  const offset = stage.camera.position.clone().sub(controls.target);
  const length = Math.min(controls.maxDistance, Math.max(controls.minDistance, offset.length() * factor));
  stage.camera.position.copy(controls.target).add(offset.setLength(length));
  controls.update();
  stage.render();
}

function reset({ stage, controls }: View): void {
  controls.target.copy(stage.target);
  startView(stage.camera, stage.target, stage.distance);
  controls.update();
  stage.render();
}

export function ModelView({
  url,
  download,
  alt,
  poster,
}: {
  url: string;
  /** The model's bytes, already on their way since the visitor opened "3D" (a retry fetches anew). */
  download: Promise<ArrayBuffer> | null;
  alt: string;
  poster: ReactNode;
}) {
  const t = useTexts(modelTexts, (c) => c.model);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<View | null>(null);
  /** What follows the first frame: the textures, then the sharp picture. */
  const complete = useRef<(() => void) | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [textured, setTextured] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let gone = false;
    const canvas = document.createElement('canvas');
    canvas.style.cssText = 'display:block;width:100%;height:100%';
    const renderer = createRenderer(canvas);
    element.append(canvas);
    let observer: ResizeObserver | undefined;
    // A browser whose WebGL fails only now (a lost GPU) says so like a model that cannot load.
    const bytes = attempt === 0 && download ? download : downloadModel(url);
    const loading = renderer
      ? bytes.then(loadModelGeometryFirst)
      : Promise.reject(new Error('WebGL no disponible'));
    loading.then(
      ({ model, textures }) => {
        if (gone || !renderer) return;
        // The first frame at one pixel per CSS pixel (on a phone a quarter of the pixels to draw
        // while it is busiest), sharp once the textures are in.
        renderer.setPixelRatio(1);
        const { width, height } = element.getBoundingClientRect();
        const stage = createStage(renderer, model, width, height);
        const controls = new OrbitControls(stage.camera, canvas);
        controls.target.copy(stage.target);
        controls.minDistance = stage.distance / 20;
        controls.maxDistance = stage.distance * 4;
        controls.update();
        controls.addEventListener('change', stage.render);
        view.current = { stage, controls };
        // Its first call reports the size the stage was made at: no second frame for nothing.
        let drawn = `${width}×${height}`;
        observer = new ResizeObserver(() => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || `${box.width}×${box.height}` === drawn) return;
          drawn = `${box.width}×${box.height}`;
          renderer.setSize(box.width, box.height, false);
          stage.camera.aspect = box.width / box.height;
          stage.camera.updateProjectionMatrix();
          stage.render();
        });
        observer.observe(element);
        stage.render();
        // The textures and the sharp picture follow the first frame (see the effect below).
        complete.current = () => {
          if (gone) return;
          void textures
            .apply(model, () => {
              if (!gone) stage.render();
            })
            .then(() => {
              if (gone) return;
              renderer.setPixelRatio(viewerPixelRatio());
              stage.render();
              setTextured(true);
            });
        };
        setState('ready');
      },
      (error: unknown) => {
        console.error('No se pudo cargar el modelo 3D:', error);
        if (!gone) setState('failed');
      },
    );
    return () => {
      gone = true;
      observer?.disconnect();
      view.current?.controls.dispose();
      if (view.current) view.current.stage.dispose();
      else renderer?.dispose();
      view.current = null;
      canvas.remove();
    };
  }, [url, download, attempt]);

  // Once the first frame is on the screen and the page says so (React has committed 'ready'),
  // the textures go in: uploading one holds a phone's page for a moment, never before the building
  // shows. A frame, then a task, so the first frame is presented first.
  useEffect(() => {
    if (state !== 'ready') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const run = complete.current;
        complete.current = null;
        run?.();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [state]);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    const v = view.current;
    if (!v) return;
    const key = event.key;
    if (key === '+' || key === '=' || key === 'Add') zoom(v, 1 / ZOOM);
    else if (key === '-' || key === '−' || key === '_' || key === 'Subtract') zoom(v, ZOOM);
    else if (key === '0') reset(v);
    else if (key === 'ArrowLeft') turn(v, -TURN, 0);
    else if (key === 'ArrowRight') turn(v, TURN, 0);
    else if (key === 'ArrowUp') turn(v, 0, -TURN);
    else if (key === 'ArrowDown') turn(v, 0, TURN);
    else return;
    // The slider around it moves between images with the same arrows: here they turn the model.
    event.preventDefault();
    event.stopPropagation();
  }

  function toggleFullscreen() {
    const stage = host.current?.closest('[data-model-stage]');
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage?.requestFullscreen();
  }

  function act(what: (v: View) => void) {
    if (view.current) what(view.current);
  }
  return (
    <>
      <ViewerFrame
        host={host}
        roleDescription={t.roleDescription}
        alt={alt}
        help={t.help}
        ready={state === 'ready'}
        busy={state === 'ready' && !textured}
        bar
        onKeyDown={onKeyDown}
        onZoomIn={() => act((v) => zoom(v, 1 / ZOOM))}
        onZoomOut={() => act((v) => zoom(v, ZOOM))}
      >
        <ViewerButton
          label={t.turnLeft}
          path="M9 7H4V2M4.5 7A9 9 0 1 1 3 12"
          onClick={() => act((v) => turn(v, -TURN, 0))}
        />
        <ViewerButton
          label={t.turnRight}
          path="M15 7h5V2M19.5 7A9 9 0 1 0 21 12"
          onClick={() => act((v) => turn(v, TURN, 0))}
        />
        <ViewerButton
          label={t.reset}
          path="M4 10V4h6M20 14v6h-6M4 4l6 6M20 20l-6-6"
          onClick={() => act(reset)}
        />
        {document.fullscreenEnabled && (
          <ViewerButton
            label={fullscreen ? t.exitFullscreen : t.fullscreen}
            path={
              fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
            }
            onClick={toggleFullscreen}
          />
        )}
      </ViewerFrame>
      {state !== 'ready' && poster}
      {state === 'loading' && (
        <p className={styles.status} role="status">
          {t.loading}
        </p>
      )}
      {state === 'failed' && (
        <p className={styles.status} role="alert">
          {t.failed}{' '}
          <button
            type="button"
            onClick={() => {
              setState('loading');
              setTextured(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t.retry}
          </button>
        </p>
      )}
    </>
  );
}
