import { gltfRefusal } from '../../../core/media/gltf-check';
import { isModelName, SNIFF_BYTES, sniffModel } from '../../../core/media/model-file';

// The files chosen as a project's 3D model, checked the moment they are chosen (before any work
// or upload): the model is recognised by its bytes (core/media/model-file.ts) and its description
// checked (core/media/gltf-check.ts). A refusal names the file and says why, in Spanish.

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** The JSON of a GLB's first chunk is read to check; a larger one is left to the worker. */
const JSON_READ_LIMIT = 64 * 1024 * 1024;

/** The model among the chosen files (a .gltf comes with its .bin and textures), first. */
export function modelFirst(files: File[]): File[] {
  const main = files.find((f) => isModelName(f.name)) ?? files[0];
  return main ? [main, ...files.filter((f) => f !== main)] : [];
}

/** Why these files cannot be the model, or null when they can. `files[0]` is the model. */
export async function modelRefusal(files: File[]): Promise<string | null> {
  const [main, ...others] = files;
  if (!main) return null;
  const refuse = (reason: string) => `«${main.name}» no se puede usar como modelo 3D: ${reason}.`;
  const head = await bytes(main.slice(0, SNIFF_BYTES));
  const sniffed = sniffModel(head, await bytes(main.slice(Math.max(0, main.size - SNIFF_BYTES))), main.size);
  if ('refused' in sniffed) return refuse(sniffed.refused);
  if (sniffed.kind === 'ifc')
    return others.length > 0 ? refuse('un IFC se elige solo, sin otros archivos') : null;
  const chosen = new Set(others.map((f) => f.name));
  const sizes = new Map(others.map((f) => [f.name, f.size]));
  let json: unknown;
  let binLength: number | null = null;
  try {
    if (sniffed.kind === 'glb') {
      const view = new DataView(head.buffer);
      const length = view.getUint32(12, true);
      if (length > JSON_READ_LIMIT || 20 + length > main.size)
        return refuse('está dañado: su descripción se sale del archivo');
      json = JSON.parse(new TextDecoder().decode(await bytes(main.slice(20, 20 + length))));
      const at = 20 + length;
      const bin =
        at + 8 <= main.size
          ? new DataView((await bytes(main.slice(at, at + 8))).buffer).getUint32(0, true)
          : 0;
      binLength = bin;
    } else json = JSON.parse(new TextDecoder().decode(await bytes(main)));
  } catch {
    return refuse('está dañado: su descripción no se puede leer');
  }
  const refusal = gltfRefusal(json, binLength, chosen, (name) => sizes.get(name));
  return refusal ? refuse(refusal) : null;
}
