import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  Spherical,
  Vector3,
  WebGLRenderer,
  type Object3D,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'meshoptimizer/decoder';
import { viewerPixelRatio } from '../viewer-pixel-ratio';
import { deferTextures, type DeferredTextures } from './deferred-textures';

// What the visitor's 3D viewer and the panel's poster draw alike, so the poster is the viewer's
// first frame: the model on the studio's warm grey, lit from the sky and a low sun, seen from a
// three-quarter aerial view that fits it whole. three.js (the one copy the 360° viewer uses too)
// with its glTF loader; meshopt's decoder is WebAssembly inside its own module, so nothing is
// fetched from anywhere but the model's own URL.

export const BACKGROUND = '#efece7';
/** The first view: turned 35° from the front, looking down 25°. */
const START = { azimuth: (35 * Math.PI) / 180, elevation: (25 * Math.PI) / 180 };

export interface Stage {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  /** The point the camera turns around (the model's centre). */
  target: Vector3;
  /** The first view's distance, for '0' and the zoom limits. */
  distance: number;
  render(): void;
  dispose(): void;
}

/** A renderer on `canvas`, or null when this browser has no WebGL. */
export function createRenderer(canvas: HTMLCanvasElement, preserve = false): WebGLRenderer | null {
  try {
    const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: preserve });
    renderer.setPixelRatio(viewerPixelRatio());
    return renderer;
  } catch {
    return null;
  }
}

/** A glTF loader that reads the meshopt compression the panel's optimiser writes. */
const gltfLoader = () => new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);

/** The GLB's scene, parsed from its bytes or fetched from its URL. */
export async function loadModel(source: string | ArrayBuffer): Promise<Object3D> {
  const loader = gltfLoader();
  const gltf =
    typeof source === 'string' ? await loader.loadAsync(source) : await loader.parseAsync(source, '');
  return gltf.scene;
}

/**
 * The GLB's scene drawn at once with stand-ins for its textures, and the textures to put in
 * after (the visitor's viewer: the building turns before its textures are decoded).
 */
export async function loadModelGeometryFirst(
  source: ArrayBuffer,
): Promise<{ model: Object3D; textures: DeferredTextures }> {
  const loader = gltfLoader();
  const textures = deferTextures(loader);
  const gltf = await loader.parseAsync(source, '');
  return { model: gltf.scene, textures };
}

/** Puts the camera at the first view of `target` from `distance`. */
export function startView(camera: PerspectiveCamera, target: Vector3, distance: number): void {
  const offset = new Vector3().setFromSpherical(
    new Spherical(distance, Math.PI / 2 - START.elevation, START.azimuth),
  );
  camera.position.copy(target).add(offset);
  camera.lookAt(target);
}

/** The stage around a loaded model, sized `width` × `height` CSS pixels. */
export function createStage(renderer: WebGLRenderer, model: Object3D, width: number, height: number): Stage {
  const scene = new Scene();
  scene.background = new Color(BACKGROUND);
  scene.add(new HemisphereLight('#ffffff', '#8d8273', 1.6));
  const sun = new DirectionalLight('#fff4e0', 2.2);
  sun.position.set(0.6, 1, 0.4);
  scene.add(sun);
  scene.add(model);
  const box = new Box3().setFromObject(model);
  const target = box.getCenter(new Vector3());
  const radius = Math.max(box.getSize(new Vector3()).length() / 2, 0.01);
  const camera = new PerspectiveCamera(40, width / height, radius / 100, radius * 100);
  // Far enough for the whole sphere around the model to fit the narrower side of the view.
  const fov = (camera.fov * Math.PI) / 180;
  const fit = Math.min(fov, 2 * Math.atan(Math.tan(fov / 2) * camera.aspect));
  const distance = (radius / Math.sin(fit / 2)) * 1.05;
  startView(camera, target, distance);
  renderer.setSize(width, height, false);
  const render = () => renderer.render(scene, camera);
  return {
    renderer,
    scene,
    camera,
    target,
    distance,
    render,
    dispose() {
      scene.traverse((object) => {
        const mesh = object as {
          geometry?: { dispose(): void };
          material?: { dispose(): void } | { dispose(): void }[];
        };
        mesh.geometry?.dispose();
        for (const material of [mesh.material ?? []].flat()) material.dispose();
      });
      renderer.dispose();
    },
  };
}
