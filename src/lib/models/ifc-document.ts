import { Document, type Material } from '@gltf-transform/core';
import { IfcAPI, type FlatMesh } from 'web-ifc';
import wasmUrl from 'web-ifc/web-ifc.wasm?url';

// An IFC (Revit's, Archicad's) converted to a glTF document in the panel's worker with That Open's
// web-ifc: its WebAssembly is a file of our own build, fetched only when an IFC is chosen (this
// module is imported by the worker for IFC files alone). Every element's triangles are placed where
// the IFC puts them (web-ifc already turns IFC's z-up into glTF's y-up) and gathered by colour, one
// mesh per surface style, so the optimiser joins a building into a handful of draw calls.

interface Gathered {
  positions: Float32Array<ArrayBuffer>[];
  normals: Float32Array<ArrayBuffer>[];
  indices: Uint32Array<ArrayBuffer>[];
  vertices: number;
  colour: [number, number, number, number];
}

/** One element's placed geometry, transformed into the gathered arrays of its colour. */
function place(api: IfcAPI, model: number, mesh: FlatMesh, byColour: Map<string, Gathered>): number {
  let triangles = 0;
  for (let i = 0; i < mesh.geometries.size(); i += 1) {
    const placed = mesh.geometries.get(i);
    const geometry = api.GetGeometry(model, placed.geometryExpressID);
    const data = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
    const index = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
    geometry.delete();
    if (index.length === 0) continue;
    const { x, y, z, w } = placed.color;
    const key = [x, y, z, w].map((c) => c.toFixed(3)).join();
    let group = byColour.get(key);
    if (!group)
      byColour.set(
        key,
        (group = { positions: [], normals: [], indices: [], vertices: 0, colour: [x, y, z, w] }),
      );
    const m = placed.flatTransformation;
    const count = data.length / 6;
    const position = new Float32Array(count * 3);
    const normal = new Float32Array(count * 3);
    for (let v = 0; v < count; v += 1) {
      const [px, py, pz, nx, ny, nz] = data.subarray(v * 6, v * 6 + 6);
      position[v * 3] = m[0]! * px! + m[4]! * py! + m[8]! * pz! + m[12]!;
      position[v * 3 + 1] = m[1]! * px! + m[5]! * py! + m[9]! * pz! + m[13]!;
      position[v * 3 + 2] = m[2]! * px! + m[6]! * py! + m[10]! * pz! + m[14]!;
      const tx = m[0]! * nx! + m[4]! * ny! + m[8]! * nz!;
      const ty = m[1]! * nx! + m[5]! * ny! + m[9]! * nz!;
      const tz = m[2]! * nx! + m[6]! * ny! + m[10]! * nz!;
      const length = Math.hypot(tx, ty, tz) || 1;
      normal[v * 3] = tx / length;
      normal[v * 3 + 1] = ty / length;
      normal[v * 3 + 2] = tz / length;
    }
    group.positions.push(position);
    group.normals.push(normal);
    group.indices.push(Uint32Array.from(index, (n) => n + group.vertices));
    group.vertices += count;
    triangles += index.length / 3;
  }
  return triangles;
}

const concat = <T extends Float32Array<ArrayBuffer> | Uint32Array<ArrayBuffer>>(
  parts: T[],
  make: (n: number) => T,
): T => {
  const out = make(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * The IFC's geometry as a document, or a refusal (Spanish) when web-ifc finds nothing to show.
 * `onProgress` gets 0..1 as elements are read.
 */
export async function ifcDocument(
  bytes: Uint8Array,
  name: string,
  onProgress: (fraction: number) => void,
): Promise<{ doc: Document } | { refused: string }> {
  const api = new IfcAPI();
  // One thread: the multi-threaded build needs cross-origin isolation, which the site does not ask for.
  await api.Init(() => wasmUrl, true);
  let model: number;
  try {
    model = api.OpenModel(bytes, { COORDINATE_TO_ORIGIN: true });
  } catch (error) {
    return { refused: `está dañado: web-ifc no pudo leerlo (${String(error).slice(0, 80)})` };
  }
  if (model < 0) return { refused: 'está dañado: web-ifc no pudo leerlo' };
  const byColour = new Map<string, Gathered>();
  try {
    api.StreamAllMeshes(model, (mesh, index, total) => {
      place(api, model, mesh, byColour);
      if (index % 200 === 0) onProgress(total ? index / total : 0);
    });
  } finally {
    api.CloseModel(model);
    api.Dispose();
  }
  if (byColour.size === 0) return { refused: 'no tiene ninguna geometría que mostrar' };

  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene(name);
  for (const [key, group] of byColour) {
    const [r, g, b, a] = group.colour;
    const material: Material = doc
      .createMaterial(key)
      .setBaseColorFactor([r, g, b, a])
      .setAlphaMode(a < 1 ? 'BLEND' : 'OPAQUE')
      .setMetallicFactor(0)
      .setRoughnessFactor(0.9)
      // An IFC's faces are not always wound the same way round: both sides are drawn.
      .setDoubleSided(true);
    const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array<ArrayBuffer> | Uint32Array<ArrayBuffer>) =>
      doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    const primitive = doc
      .createPrimitive()
      .setAttribute(
        'POSITION',
        accessor(
          'VEC3',
          concat(group.positions, (n) => new Float32Array(n)),
        ),
      )
      .setAttribute(
        'NORMAL',
        accessor(
          'VEC3',
          concat(group.normals, (n) => new Float32Array(n)),
        ),
      )
      .setIndices(
        accessor(
          'SCALAR',
          concat(group.indices, (n) => new Uint32Array(n)),
        ),
      )
      .setMaterial(material);
    scene.addChild(doc.createNode(key).setMesh(doc.createMesh(key).addPrimitive(primitive)));
  }
  return { doc };
}
