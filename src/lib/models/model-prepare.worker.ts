/// <reference lib="webworker" />
import { Logger, WebIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { cloneDocument } from '@gltf-transform/functions';
import { MeshoptDecoder } from 'meshoptimizer/decoder';
import { MeshoptEncoder } from 'meshoptimizer/encoder';
import { baseName, gltfRefusal } from '../../../core/media/gltf-check';
import { SNIFF_BYTES, sniffModel, type ModelKind } from '../../../core/media/model-file';
import { TEXTURE_SIZES, type ModelMessage, type ModelRequest } from './model-prepare-types';
import { optimiseDocument } from './optimise-model';
import { canvasTextureEncoder } from './canvas-texture';

// Prepares a 3D model off the panel's main thread: recognises it by its bytes, checks its
// description (core/media/gltf-check.ts: no file from elsewhere, nothing declared beyond its own
// bytes), converts an IFC with web-ifc (imported only for an IFC), optimises it
// (optimise-model.ts) and writes one GLB. If the GLB is over the storage's file limit, the textures
// are made smaller (1024, then 512 px) and it is tried again; if it is still over, the panel says
// why. Nothing leaves the browser here.

const post = (message: ModelMessage, transfer: Transferable[] = []) =>
  (self as DedicatedWorkerGlobalScope).postMessage(message, transfer);

class Refused extends Error {}

const io = () =>
  new WebIO()
    .setLogger(new Logger(Logger.Verbosity.ERROR))
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** A GLB's JSON chunk and the length of its binary chunk, read from its header. */
function glbParts(bytes: Uint8Array): { json: unknown; binLength: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const jsonLength = view.getUint32(12, true);
  if (20 + jsonLength > bytes.byteLength)
    throw new Refused('está dañado: su descripción se sale del archivo');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength)));
  } catch {
    throw new Refused('está dañado: su descripción no se puede leer');
  }
  const at = 20 + jsonLength;
  const binLength = at + 8 <= bytes.byteLength ? view.getUint32(at, true) : 0;
  if (at + 8 + binLength > bytes.byteLength) throw new Refused('está dañado: sus datos se salen del archivo');
  return { json, binLength };
}

/** The chosen model opened as a document (an IFC converted), or a refusal. */
async function open(files: File[]): Promise<{ doc: Document; kind: ModelKind }> {
  const [main] = files;
  if (!main) throw new Refused('no se eligió ningún archivo');
  const head = await bytesOf(main.slice(0, SNIFF_BYTES));
  const tail = await bytesOf(main.slice(Math.max(0, main.size - SNIFF_BYTES)));
  const sniffed = sniffModel(head, tail, main.size);
  if ('refused' in sniffed) throw new Refused(sniffed.refused);
  const bytes = await bytesOf(main);
  if (sniffed.kind === 'ifc') {
    post({ kind: 'progress', fraction: 0, label: 'Convirtiendo el IFC a glTF…' });
    const { ifcDocument } = await import('./ifc-document');
    const made = await ifcDocument(bytes, main.name, (fraction) =>
      post({ kind: 'progress', fraction: fraction * 0.5, label: 'Convirtiendo el IFC a glTF…' }),
    );
    if ('refused' in made) throw new Refused(made.refused);
    return { doc: made.doc, kind: 'ifc' };
  }
  const others = new Map(files.slice(1).map((f) => [f.name, f]));
  const chosen = new Set(others.keys());
  const sizeOf = (name: string) => others.get(name)?.size;
  if (sniffed.kind === 'glb') {
    const { json, binLength } = glbParts(bytes);
    const refusal = gltfRefusal(json, binLength, chosen, sizeOf);
    if (refusal) throw new Refused(refusal);
    return { doc: await read(() => io().readBinary(bytes)), kind: 'glb' };
  }
  let json: { buffers?: { uri?: string }[]; images?: { uri?: string }[] };
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Refused('está dañado: no es JSON válido');
  }
  const refusal = gltfRefusal(json, null, chosen, sizeOf);
  if (refusal) throw new Refused(refusal);
  // Only the chosen files, under the URIs the model names them by: nothing is ever fetched.
  const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
  for (const { uri } of [...(json.buffers ?? []), ...(json.images ?? [])])
    if (uri && !uri.startsWith('data:'))
      resources[uri] = await bytesOf(others.get(baseName(decodeURIComponent(uri)))!);
  return { doc: await read(() => io().readJSON({ json: json as never, resources })), kind: 'gltf' };
}

/** glTF Transform's reading, a failure of which is a damaged file. */
async function read(reading: () => Promise<Document>): Promise<Document> {
  try {
    return await reading();
  } catch (error) {
    throw new Refused(`está dañado: ${String((error as Error).message ?? error).slice(0, 100)}`);
  }
}

const triangles = (doc: Document) =>
  doc
    .getRoot()
    .listMeshes()
    .flatMap((m) => m.listPrimitives())
    .reduce((n, p) => n + (p.getIndices()?.getCount() ?? p.getAttribute('POSITION')?.getCount() ?? 0) / 3, 0);

self.onmessage = async (event: MessageEvent<ModelRequest>) => {
  const { files, limit } = event.data;
  try {
    const { doc: original, kind } = await open(files);
    const count = triangles(original);
    const start = kind === 'ifc' ? 0.5 : 0;
    let glb: Uint8Array | null = null;
    for (const textureSize of TEXTURE_SIZES) {
      const doc = cloneDocument(original);
      await optimiseDocument(doc, {
        textureSize,
        encodeTexture: canvasTextureEncoder,
        onProgress: (fraction) =>
          post({
            kind: 'progress',
            fraction: start + (1 - start) * fraction,
            label: 'Optimizando el modelo 3D…',
          }),
      });
      glb = await io().writeBinary(doc);
      if (glb.byteLength <= limit) {
        post({ kind: 'done', glb, source: kind, triangles: count, textureSize }, [glb.buffer]);
        return;
      }
      if (doc.getRoot().listTextures().length === 0) break;
    }
    const mb = (n: number) => `${(n / 1_000_000).toLocaleString('es', { maximumFractionDigits: 1 })} MB`;
    throw new Refused(
      `sigue pesando ${mb(glb!.byteLength)} después de optimizarlo (geometría comprimida y texturas de 512 px) y el límite es ${mb(limit)}: ` +
        'divídelo en partes o exporta menos detalle desde tu programa',
    );
  } catch (error) {
    if (error instanceof Refused) post({ kind: 'refused', reason: error.message });
    else post({ kind: 'error', message: String((error as Error)?.message ?? error) });
  }
};
