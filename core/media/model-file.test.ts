import { describe, expect, it } from 'vitest';
import { sniffModel } from './model-file';
import { gltfRefusal, uriRefusal } from './gltf-check';

const ascii = (text: string) => new TextEncoder().encode(text);

/** A GLB header declaring `declared` bytes, with a JSON chunk of `json`. */
function glb(json: string, declared?: number): Uint8Array {
  const body = ascii(json);
  const bytes = new Uint8Array(20 + body.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, declared ?? bytes.length, true);
  view.setUint32(12, body.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  bytes.set(body, 20);
  return bytes;
}

const IFC = (schema: string, end = 'END-ISO-10303-21;\n') =>
  ascii(`ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('${schema}'));\nENDSEC;\nDATA;\nENDSEC;\n${end}`);

describe('what a chosen model file is', () => {
  it('reads a GLB, a glTF and an IFC2x3 or IFC4 by their bytes', () => {
    const g = glb('{"asset":{"version":"2.0"}}');
    expect(sniffModel(g, g, g.length)).toEqual({ kind: 'glb' });
    const j = ascii('{"asset":{"version":"2.0"},"meshes":[]}');
    expect(sniffModel(j, j, j.length)).toEqual({ kind: 'gltf' });
    for (const schema of ['IFC2X3', 'IFC4']) {
      const i = IFC(schema);
      expect(sniffModel(i, i, i.length)).toEqual({ kind: 'ifc', schema });
    }
  });

  it('refuses an empty file, a ZIP named .glb, a cut GLB, glTF 1.0, an unknown schema and an IFC without its end', () => {
    const reason = (bytes: Uint8Array, size = bytes.length) => {
      const sniffed = sniffModel(bytes, bytes, size);
      return 'refused' in sniffed ? sniffed.refused : null;
    };
    expect(reason(new Uint8Array(0))).toMatch(/vacío/);
    expect(reason(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatch(/ZIP/);
    const g = glb('{"asset":{"version":"2.0"}}');
    expect(reason(g.subarray(0, g.length - 4), g.length - 4)).toMatch(/incompleto/);
    const old = glb('{}');
    new DataView(old.buffer).setUint32(4, 1, true);
    expect(reason(old)).toMatch(/glTF 1\.0/);
    expect(reason(IFC('IFC9'))).toMatch(/esquema IFC9/);
    expect(reason(IFC('IFC4', ''))).toMatch(/incompleto/);
    expect(reason(ascii('hola'))).toMatch(/no es un modelo 3D/);
  });
});

describe("what a glTF's description may declare", () => {
  const base = {
    asset: { version: '2.0' },
    meshes: [{ primitives: [] }],
    buffers: [{ byteLength: 12 }],
    bufferViews: [{ buffer: 0, byteLength: 12 }],
    accessors: [{ bufferView: 0, componentType: 5126, type: 'VEC3', count: 1 }],
  };

  it('takes a model that stays within its own bytes', () => {
    expect(gltfRefusal(base, 12)).toBeNull();
  });

  it('refuses huge declared buffers, views and accessors beyond them, and files of other sites', () => {
    expect(gltfRefusal({ ...base, buffers: [{ byteLength: 4 * 1024 ** 3 }] }, 12)).toMatch(/más de lo que/);
    expect(gltfRefusal({ ...base, buffers: [{ byteLength: 1000 }] }, 12)).toMatch(/declara/);
    expect(gltfRefusal({ ...base, bufferViews: [{ buffer: 0, byteOffset: 8, byteLength: 12 }] }, 12)).toMatch(
      /vista 0/,
    );
    expect(
      gltfRefusal(
        { ...base, accessors: [{ bufferView: 0, componentType: 5126, type: 'VEC3', count: 2 }] },
        12,
      ),
    ).toMatch(/accesor 0/);
    expect(gltfRefusal({ ...base, images: [{ uri: 'https://otro.example/t.png' }] }, 12)).toMatch(
      /otro sitio/,
    );
    expect(gltfRefusal({ ...base, extensionsRequired: ['KHR_draco_mesh_compression'] }, 12)).toMatch(
      /necesita KHR_draco_mesh_compression/,
    );
  });

  it('follows a URI only to a chosen file in the same folder', () => {
    const chosen = new Set(['casa.bin']);
    expect(uriRefusal('casa.bin', chosen)).toBeNull();
    expect(uriRefusal('data:application/octet-stream;base64,AAAA', chosen)).toBeNull();
    expect(uriRefusal('../secreto.bin', chosen)).toMatch(/fuera de su carpeta/);
    expect(uriRefusal('/etc/passwd', chosen)).toMatch(/fuera de su carpeta/);
    expect(uriRefusal('//otro.example/x.bin', chosen)).toMatch(/otro sitio/);
    expect(uriRefusal('otra.bin', chosen)).toMatch(/le falta el archivo «otra\.bin»/);
  });
});
