import type { Document, Texture } from '@gltf-transform/core';
import { EXTTextureWebP } from '@gltf-transform/extensions';
import { dedup, flatten, join, meshopt, prune, weld } from '@gltf-transform/functions';
import { MeshoptEncoder } from 'meshoptimizer/encoder';

// A model made light enough to turn on a phone, with glTF Transform: the same meshes and textures
// found once (dedup), the hierarchy flattened and every mesh of one material joined into one draw
// call (an IFC's ten thousand walls and windows become a handful), unused data pruned, textures
// at most `textureSize` px a side re-encoded, then the geometry quantized and compressed with
// meshopt (EXT_meshopt_compression, which three.js's loader decodes with the decoder we serve).
// Runs in the panel's worker; the texture encoder is given by the caller (a canvas there, sharp
// in Node for the demo content), so this file stays free of either.

/** What a texture becomes: its new bytes and type, or null to keep it as it is. */
export type TextureEncoder = (
  image: Uint8Array,
  mimeType: string,
  maxSize: number,
) => Promise<{ image: Uint8Array; mimeType: string } | null>;

export interface OptimiseOptions {
  /** Textures' largest side after optimisation (the issue's 2048 px, less when over the file limit). */
  textureSize: number;
  encodeTexture: TextureEncoder;
  /** 0..1 as the steps go. */
  onProgress?: (fraction: number) => void;
}

async function resizeTextures(doc: Document, options: OptimiseOptions): Promise<void> {
  const textures = doc.getRoot().listTextures();
  let webp = false;
  for (const [i, texture] of textures.entries()) {
    const done = await encodeOne(texture, options);
    webp ||= done === 'image/webp';
    options.onProgress?.(0.3 + (0.4 * (i + 1)) / textures.length);
  }
  // A WebP texture is read through EXT_texture_webp (three.js's loader supports it).
  if (webp) doc.createExtension(EXTTextureWebP).setRequired(true);
}

async function encodeOne(texture: Texture, options: OptimiseOptions): Promise<string | null> {
  const image = texture.getImage();
  if (!image) return null;
  const made = await options.encodeTexture(image, texture.getMimeType(), options.textureSize);
  if (!made) return texture.getMimeType();
  texture.setImage(made.image).setMimeType(made.mimeType);
  const extension = made.mimeType === 'image/webp' ? 'webp' : made.mimeType === 'image/png' ? 'png' : 'jpg';
  if (texture.getURI()) texture.setURI(texture.getURI().replace(/\.[^.]*$/, '') + '.' + extension);
  return made.mimeType;
}

/** Optimises `doc` in place. */
export async function optimiseDocument(doc: Document, options: OptimiseOptions): Promise<void> {
  await MeshoptEncoder.ready;
  options.onProgress?.(0.05);
  await doc.transform(dedup(), flatten(), join({ keepNamed: false }), weld(), prune());
  options.onProgress?.(0.3);
  await resizeTextures(doc, options);
  await doc.transform(prune(), meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  options.onProgress?.(0.95);
}
