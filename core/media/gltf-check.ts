// A glTF's description (its JSON) checked before anything reads its data: a crafted model must not
// make the panel allocate gigabytes from a few declared numbers, fetch a file from another site,
// or read past its own bytes. The panel's worker runs this before glTF Transform opens the model;
// what it refuses is said in Spanish beside the file's name. Plain TypeScript (unit-tested).

/** The most data a model may declare in all its buffers: what a browser tab can hold to optimise. */
export const MAX_DECLARED_BYTES = 1024 * 1024 * 1024;
/** The most elements one accessor may declare (a 50-million-vertex mesh is no building to turn on a phone). */
export const MAX_ACCESSOR_COUNT = 50_000_000;

/** Extensions the panel reads and may therefore be required by a model. */
const READABLE_EXTENSIONS = new Set([
  'KHR_materials_unlit',
  'KHR_materials_emissive_strength',
  'KHR_materials_ior',
  'KHR_materials_specular',
  'KHR_materials_transmission',
  'KHR_materials_volume',
  'KHR_materials_clearcoat',
  'KHR_materials_sheen',
  'KHR_texture_transform',
  'KHR_mesh_quantization',
  'EXT_meshopt_compression',
  'EXT_texture_webp',
  'KHR_lights_punctual',
]);

const COMPONENTS: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
const ELEMENTS: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT2: 4, MAT3: 9, MAT4: 16 };

interface Json {
  [key: string]: unknown;
}
const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? (v as Json) : {})) : [];
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : NaN);
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024)).toLocaleString('es')} MB`;

/**
 * Why a URI inside a model may not be followed, or null when it names one of the chosen files or
 * is embedded (`data:`). Only a plain relative name is looked up among the chosen files: no
 * scheme, no host, no absolute path, no `..`.
 */
export function uriRefusal(uri: string, chosen: ReadonlySet<string>): string | null {
  if (uri.startsWith('data:')) return null;
  const name = safeDecode(uri);
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('//'))
    return `pide un archivo de otro sitio (${uri.slice(0, 80)}): un modelo debe traer sus archivos consigo`;
  if (name === null || name.startsWith('/') || name.split(/[\\/]/).includes('..'))
    return `pide un archivo fuera de su carpeta (${uri.slice(0, 80)})`;
  if (!chosen.has(baseName(name)))
    return `le falta el archivo «${baseName(name).slice(0, 80)}»: elígelo junto con el .gltf`;
  return null;
}

function safeDecode(uri: string): string | null {
  try {
    return decodeURIComponent(uri);
  } catch {
    return null;
  }
}

/** The file name a relative URI ends in (a glTF's files are chosen as one flat set). */
export const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/**
 * Why this description cannot be opened, or null. `binLength` is a GLB's binary chunk's size (the
 * buffer without a URI), null for a .gltf; `chosen` the names of the files chosen with it and
 * `sizeOf` their sizes, so an external buffer's declared length is held to its real one.
 */
export function gltfRefusal(
  json: unknown,
  binLength: number | null,
  chosen: ReadonlySet<string> = new Set(),
  sizeOf: (name: string) => number | undefined = () => undefined,
): string | null {
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return 'está dañado: su descripción no es un objeto';
  const gltf = json as Json;
  const version = (gltf.asset as Json | undefined)?.version;
  if (typeof version !== 'string' || !version.startsWith('2.'))
    return 'no es glTF 2.0 (le falta «asset.version»)';
  const required = Array.isArray(gltf.extensionsRequired) ? gltf.extensionsRequired.map(String) : [];
  const unread = required.filter((e) => !READABLE_EXTENSIONS.has(e));
  if (unread.length > 0)
    return `necesita ${unread.join(', ').slice(0, 120)}, que el panel no lee: expórtalo sin esa compresión`;

  const buffers = list(gltf.buffers);
  let declared = 0;
  const lengths: number[] = [];
  for (const [i, buffer] of buffers.entries()) {
    const length = num(buffer.byteLength);
    if (!(length >= 0)) return `está dañado: el búfer ${i} no dice cuánto mide`;
    declared += length;
    if (declared > MAX_DECLARED_BYTES)
      return `declara ${mb(declared)} de datos, más de lo que el panel puede preparar`;
    if (typeof buffer.uri === 'string') {
      const refusal = uriRefusal(buffer.uri, chosen);
      if (refusal) return refusal;
      const real = buffer.uri.startsWith('data:') ? null : sizeOf(baseName(safeDecode(buffer.uri) ?? ''));
      if (real !== null && real !== undefined && length > real)
        return `está dañado: declara ${mb(length)} en «${buffer.uri.slice(0, 60)}», que pesa ${mb(real)}`;
    } else if (i === 0 && binLength !== null) {
      if (length > binLength) return `está dañado: declara ${mb(length)} de datos y trae ${mb(binLength)}`;
    } else if (!(buffer.extensions as Json | undefined)?.EXT_meshopt_compression)
      // A meshopt-compressed model's fallback buffer has no data of its own, by design.
      return `está dañado: el búfer ${i} no tiene datos`;
    lengths.push(length);
  }

  const views = list(gltf.bufferViews);
  for (const [i, view] of views.entries()) {
    const buffer = num(view.buffer);
    const offset = num(view.byteOffset ?? 0);
    const length = num(view.byteLength);
    if (!(buffer >= 0 && buffer < lengths.length) || !(offset >= 0) || !(length >= 0))
      return `está dañado: la vista ${i} no apunta a ningún búfer`;
    if (offset + length > lengths[buffer]!) return `está dañado: la vista ${i} se sale de su búfer`;
  }

  for (const [i, accessor] of list(gltf.accessors).entries()) {
    const count = num(accessor.count);
    const size = (COMPONENTS[num(accessor.componentType)] ?? 0) * (ELEMENTS[String(accessor.type)] ?? 0);
    if (!(count >= 0) || size === 0) return `está dañado: el accesor ${i} no tiene forma válida`;
    if (count > MAX_ACCESSOR_COUNT)
      return `declara ${count.toLocaleString('es')} elementos en un accesor, demasiados`;
    if (accessor.bufferView === undefined) continue;
    const view = views[num(accessor.bufferView)];
    if (!view) return `está dañado: el accesor ${i} no apunta a ninguna vista`;
    const stride = num(view.byteStride ?? size);
    const end = num(accessor.byteOffset ?? 0) + (count > 0 ? (count - 1) * Math.max(stride, size) + size : 0);
    if (!(end <= num(view.byteLength))) return `está dañado: el accesor ${i} se sale de su vista`;
  }

  for (const image of list(gltf.images)) {
    if (typeof image.uri !== 'string') continue;
    const refusal = uriRefusal(image.uri, chosen);
    if (refusal) return refusal;
  }
  if (list(gltf.meshes).length === 0) return 'no tiene ninguna geometría que mostrar';
  return null;
}
