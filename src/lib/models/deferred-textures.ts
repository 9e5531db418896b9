import { DataTexture, NoColorSpace, type Material, type Object3D, type Texture } from 'three';
import type { GLTFLoader, GLTFParser } from 'three/examples/jsm/loaders/GLTFLoader.js';

// The model's geometry first, its textures after: on a phone, decoding and uploading a model's
// 2048 px textures takes seconds, and the visitor could already turn the building meanwhile. The
// loader is told to give each material a one-pixel stand-in of neutral value (white for colour,
// a flat normal for a normal map) while the real texture loads beside it; the model is drawn
// with its own geometry and colours, and each texture is put in its place as it arrives. The
// stand-in has the texture's colour space and UV set, so the material's shader is the same before
// and after (no second compilation).

/** The stand-in's one pixel per slot: what leaves the material as its factors alone say. */
function neutral(mapName: string): [number, number, number] {
  if (mapName === 'normalMap' || mapName === 'clearcoatNormalMap') return [128, 128, 255];
  if (mapName === 'emissiveMap') return [0, 0, 0];
  return [255, 255, 255];
}

export interface DeferredTextures {
  /**
   * Puts every texture that has arrived in its place in `scene`'s materials, and the rest as they
   * arrive, calling `changed` after each; resolves once all are in (a texture that fails to load
   * leaves its stand-in).
   */
  apply(scene: Object3D, changed: () => void): Promise<void>;
}

/** Registers on `loader` the stand-ins; `apply` then brings the real textures into the scene. */
export function deferTextures(loader: GLTFLoader): DeferredTextures {
  const real = new Map<Texture, Promise<Texture | null>>();
  loader.register((parser: GLTFParser) => {
    const assign = parser.assignTexture.bind(parser);
    parser.assignTexture = (params, mapName, mapDef, colorSpace) => {
      const stand = new DataTexture(new Uint8Array([...neutral(mapName), 255]), 1, 1);
      stand.colorSpace = colorSpace ?? NoColorSpace;
      stand.channel = mapDef.texCoord ?? 0;
      stand.needsUpdate = true;
      params[mapName] = stand;
      const scratch: Record<string, unknown> = {};
      real.set(
        stand,
        assign(scratch, mapName, mapDef, colorSpace).then(
          (texture) => texture ?? null,
          (error: unknown) => {
            console.error('No se pudo cargar una textura del modelo:', error);
            return null;
          },
        ),
      );
      return Promise.resolve(stand);
    };
    return { name: 'deferred_textures' };
  });
  return {
    async apply(scene, changed) {
      const slots: Promise<void>[] = [];
      scene.traverse((object) => {
        const materials = (object as { material?: Material | Material[] }).material;
        for (const material of [materials ?? []].flat()) {
          const fields = material as unknown as Record<string, unknown>;
          for (const [key, value] of Object.entries(fields)) {
            const coming = real.get(value as Texture);
            if (!coming) continue;
            slots.push(
              coming.then((texture) => {
                if (!texture || fields[key] !== value) return;
                fields[key] = texture;
                material.needsUpdate = true;
                changed();
              }),
            );
          }
        }
      });
      await Promise.all(slots);
      for (const stand of real.keys()) stand.dispose();
    },
  };
}
