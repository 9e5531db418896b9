import type { ImageWidths, ModelSource } from '../../../core/database-shapes';
import { uploadImage, discardUploads } from '../renditions/upload-media';
import { uploadToGallery } from '../storage';
import { supabaseUrl } from '../supabase';
import { uploadLimit } from '../upload-resumable';
import { drawPoster } from './model-poster';
import { prepareModel } from './prepare-model';

// A 3D model through the panel: prepared in the worker (an IFC converted, every model optimised to
// fit under the storage's file limit), its poster drawn, then both stored through the one upload
// entry point (resumable, with progress and 'Cancelar'). Either everything is stored or nothing: a
// failure or 'Cancelar' midway removes what this upload had stored.

export interface UploadedModel {
  url: string;
  size: number;
  source: ModelSource;
  poster: string | null;
  posterWidths: ImageWidths | null;
  /** Every object stored, to remove again if the record cannot be written. */
  names: string[];
  /** The textures' largest side it fitted under the limit with. */
  textureSize: number;
  triangles: number;
  /** Why there is no poster (this browser draws no WebGL), or null. */
  posterNotMade: string | null;
}

const stem = (name: string) => name.replace(/\.[^.]*$/, '') || 'modelo';

export async function uploadModel(
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadedModel> {
  const [main] = files;
  if (!main) throw new Error('no se eligió ningún modelo');
  const limit = await uploadLimit(supabaseUrl);
  const prepared = await prepareModel(files, limit);
  const posterFile = await drawPoster(prepared.glb, main.name).catch((error: unknown) => {
    console.error('No se pudo dibujar la imagen del modelo:', error);
    return null;
  });
  const names: string[] = [];
  try {
    const glb = new File([prepared.glb as BlobPart], `${stem(main.name)}.glb`, { type: 'model/gltf-binary' });
    const stored = await uploadToGallery(glb, { compress: false, onProgress });
    names.push(stored.name);
    const poster = posterFile ? await uploadImage(posterFile) : null;
    if (poster) names.push(...poster.names);
    return {
      url: stored.url,
      size: glb.size,
      source: prepared.source,
      poster: poster?.stored.url ?? null,
      posterWidths: poster?.widths ?? null,
      names,
      textureSize: prepared.textureSize,
      triangles: prepared.triangles,
      posterNotMade: posterFile
        ? null
        : 'este navegador no dibuja WebGL: el modelo se guardó sin imagen fija',
    };
  } catch (error) {
    await discardUploads(names);
    throw error;
  }
}
