import { Document, NodeIO, type Material } from '@gltf-transform/core';
import sharp from 'sharp';
import { boxCorners, houseBoxes, type Box, type HouseMaterial } from './model-house';

// The house of harness/model-house.ts as a GLB a studio exports from Rhino or Blender: one mesh
// per storey and material, every box with its own vertices (as exporters write them: nothing
// shared, nothing compressed), and textured materials — brick, concrete, timber, roof tiles —
// as JPEG photographs would be, `texture` pixels a side. Made at run time with glTF Transform in
// Node (tests, bench:media, the demo content's generator).

/** A texture's pixels: a pattern of the material with a grain of deterministic noise. */
function pattern(material: Exclude<HouseMaterial, 'glass'>, size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 3);
  let seed = 12345 + material.length * 777;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  const base: Record<typeof material, [number, number, number]> = {
    brick: [168, 84, 60],
    stone: [176, 162, 138],
    concrete: [176, 174, 168],
    timber: [150, 108, 66],
    roof: [92, 60, 52],
  };
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const u = x / size;
      const v = y / size;
      let shade = 1;
      if (material === 'brick') {
        const row = Math.floor(v * 16);
        const joint = (v * 16) % 1 < 0.08 || (u * 8 + (row % 2) * 0.5) % 1 < 0.04;
        shade = joint ? 1.5 : 1;
      } else if (material === 'stone') {
        // Coursed blocks of the site's stone, each a shade of its own.
        const row = Math.floor(v * 6);
        const block = Math.floor(u * 3 + (row % 2) * 0.5);
        const joint = (v * 6) % 1 < 0.05 || (u * 3 + (row % 2) * 0.5) % 1 < 0.03;
        shade = joint ? 0.72 : 0.9 + 0.2 * (((row * 7 + block * 13) % 5) / 4);
      } else if (material === 'timber') shade = 1 + 0.15 * Math.sin(u * 120 + Math.sin(v * 9) * 3);
      else if (material === 'roof') shade = (v * 24) % 1 < 0.1 ? 0.7 : 1;
      const grain = 1 + noise() * 0.18;
      const i = (y * size + x) * 3;
      const [r, g, b] = base[material];
      pixels[i] = Math.max(0, Math.min(255, r * shade * grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g * shade * grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b * shade * grain));
    }
  return pixels;
}

const FACES: { normal: [number, number, number]; corners: number[] }[] = [
  { normal: [1, 0, 0], corners: [4, 6, 7, 5] },
  { normal: [-1, 0, 0], corners: [1, 3, 2, 0] },
  { normal: [0, 1, 0], corners: [2, 3, 7, 6] },
  { normal: [0, -1, 0], corners: [0, 4, 5, 1] },
  { normal: [0, 0, 1], corners: [1, 5, 7, 3] },
  { normal: [0, 0, -1], corners: [0, 2, 6, 4] },
];

/** Positions, normals, texture coordinates (a repeat every 2 m) and indices of some boxes. */
function arrays(boxes: Box[]) {
  const position: number[] = [];
  const normal: number[] = [];
  const uv: number[] = [];
  const index: number[] = [];
  for (const box of boxes) {
    const corners = boxCorners(box);
    const cos = Math.cos(box.tilt ?? 0);
    const sin = Math.sin(box.tilt ?? 0);
    for (const face of FACES) {
      const base = position.length / 3;
      const [nx, ny, nz] = face.normal;
      for (const c of face.corners) {
        const [x, y, z] = corners[c]!;
        position.push(x, y, z);
        normal.push(nx, ny * cos - nz * sin, ny * sin + nz * cos);
        // Planar mapping on the face's own plane.
        uv.push(nx !== 0 ? z / 2 : x / 2, ny !== 0 ? z / 2 : -y / 2);
      }
      index.push(base, base + 1, base + 2, base, base + 2, base + 3);
    }
  }
  return {
    position: new Float32Array(position),
    normal: new Float32Array(normal),
    uv: new Float32Array(uv),
    index: new Uint32Array(index),
  };
}

/** The house as GLB bytes: `detail` panels per metre, textures `texture` px a side (JPEG `quality`). */
export async function houseGlb({
  detail,
  texture,
  quality = 90,
}: {
  detail: number;
  texture: number;
  quality?: number;
}): Promise<Uint8Array> {
  return boxesGlb(houseBoxes(detail), { texture, quality });
}

/** Any building made of boxes as an exporter writes it (the demo content's house is another). */
export async function boxesGlb(
  boxes: Box[],
  { texture, quality = 90 }: { texture: number; quality?: number },
): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene('Casa');
  const materials = new Map<HouseMaterial, Material>();
  for (const name of ['brick', 'stone', 'concrete', 'timber', 'roof'] as const) {
    const jpeg = await sharp(pattern(name, texture), {
      raw: { width: texture, height: texture, channels: 3 },
    })
      .jpeg({ quality })
      .toBuffer();
    const image = doc.createTexture(name).setImage(new Uint8Array(jpeg)).setMimeType('image/jpeg');
    materials.set(
      name,
      doc.createMaterial(name).setBaseColorTexture(image).setRoughnessFactor(0.85).setMetallicFactor(0),
    );
  }
  materials.set(
    'glass',
    doc
      .createMaterial('glass')
      .setBaseColorFactor([0.55, 0.7, 0.8, 0.35])
      .setAlphaMode('BLEND')
      .setRoughnessFactor(0.1)
      .setMetallicFactor(0),
  );
  const groups = new Map<string, Box[]>();
  for (const box of boxes) {
    const key = `${box.storey}-${box.material}`;
    groups.set(key, [...(groups.get(key) ?? []), box]);
  }
  for (const [key, group] of groups) {
    const a = arrays(group);
    const accessor = (
      type: 'VEC3' | 'VEC2' | 'SCALAR',
      array: Float32Array<ArrayBuffer> | Uint32Array<ArrayBuffer>,
    ) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', a.position))
      .setAttribute('NORMAL', accessor('VEC3', a.normal))
      .setAttribute('TEXCOORD_0', accessor('VEC2', a.uv))
      .setIndices(accessor('SCALAR', a.index))
      .setMaterial(materials.get(group[0]!.material)!);
    const storey = group[0]!.storey;
    scene.addChild(
      doc.createNode(`Planta ${storey} ${key}`).setMesh(doc.createMesh(key).addPrimitive(primitive)),
    );
  }
  return new NodeIO().writeBinary(doc);
}
