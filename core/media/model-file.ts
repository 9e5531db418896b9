// What a file chosen as a project's 3D model is, read from its bytes rather than its name or the
// browser's guess of its type: a binary glTF (GLB), a glTF's JSON, or an IFC (STEP text of the
// IFC2x3 or IFC4 schema). Anything else is refused with a reason in Spanish the panel shows beside
// the file's name; the studio's other programs' own formats are named, with what to export
// instead. Plain TypeScript: the panel's worker, the unit tests and the bench read it alike.

export type ModelKind = 'glb' | 'gltf' | 'ifc';

export type Sniffed = { kind: ModelKind; schema?: string } | { refused: string };

/** The most a model file may weigh when chosen (an IFC of a large building, before conversion). */
export const MODEL_FILE_LIMIT = 1024 * 1024 * 1024;
/** How many bytes of the start and of the end of a file sniffModel reads. */
export const SNIFF_BYTES = 64 * 1024;

/** The IFC schemas web-ifc reads, as a file's FILE_SCHEMA names them. */
const IFC_SCHEMAS = ['IFC2X3', 'IFC4', 'IFC4X1', 'IFC4X2', 'IFC4X3', 'IFC4X3_ADD1', 'IFC4X3_ADD2'];

const GLB_MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** Other formats a studio may pick by mistake, by their first bytes: what to export instead. */
const OTHER_FORMATS: { prefix: number[] | string; what: string }[] = [
  {
    prefix: [0x50, 0x4b, 0x03, 0x04],
    what: 'es un archivo ZIP, no un modelo: descomprímelo y elige el .glb, .gltf o .ifc que contiene',
  },
  {
    prefix: [0xd0, 0xcf, 0x11, 0xe0],
    what: 'es un archivo de Revit u Office, no un modelo GLB o IFC: expórtalo como IFC desde Revit',
  },
  {
    prefix: 'Kaydara FBX Binary',
    what: 'es un modelo FBX, que no se admite: expórtalo como GLB (glTF binario)',
  },
  {
    prefix: '3D Geometry File Format',
    what: 'es un modelo de Rhino (.3dm), que no se admite: expórtalo como GLB (glTF binario)',
  },
  {
    prefix: [0xff, 0xfe, 0xff, 0x0e],
    what: 'es un modelo de SketchUp (.skp), que no se admite: expórtalo como GLB (glTF binario)',
  },
  { prefix: 'solid ', what: 'es un modelo STL, que no se admite: expórtalo como GLB (glTF binario)' },
  { prefix: '%PDF-', what: 'es un PDF, no un modelo 3D' },
  { prefix: [0x1f, 0x8b], what: 'es un archivo comprimido (gzip), no un modelo: descomprímelo primero' },
];

function otherFormat(head: Uint8Array): string | null {
  for (const { prefix, what } of OTHER_FORMATS) {
    const bytes = typeof prefix === 'string' ? [...prefix].map((c) => c.charCodeAt(0)) : prefix;
    if (startsWith(head, bytes)) return what;
  }
  return null;
}

/**
 * What a file is, from its first and last SNIFF_BYTES bytes and its size. The GLB's header must
 * declare exactly the file's size (a file cut short, or with something glued after it, is
 * damaged); an IFC must name a schema web-ifc reads and end with its closing line.
 */
export function sniffModel(head: Uint8Array, tail: Uint8Array, size: number): Sniffed {
  if (size === 0) return { refused: 'el archivo está vacío' };
  if (size > MODEL_FILE_LIMIT) return { refused: 'pesa más de 1 GB, más de lo que el panel puede preparar' };
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head.byteLength >= 4 && view.getUint32(0, true) === GLB_MAGIC) return sniffGlb(view, size);
  const other = otherFormat(head);
  if (other) return { refused: other };
  const start = text(head.subarray(0, 4096))
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (start.startsWith('ISO-10303-21;')) return sniffIfc(text(head), text(tail));
  if (start.startsWith('{')) {
    if (/"asset"\s*:/.test(text(head)) || /"asset"\s*:/.test(text(tail))) return { kind: 'gltf' };
    return { refused: 'es un archivo JSON, pero no un modelo glTF' };
  }
  return { refused: 'no es un modelo 3D que el panel lea (GLB, glTF o IFC)' };
}

function sniffGlb(view: DataView, size: number): Sniffed {
  if (view.byteLength < 20) return { refused: 'está dañado: el archivo GLB está incompleto' };
  const version = view.getUint32(4, true);
  if (version !== 2)
    return { refused: `es glTF ${version}.0, que ya no se usa: expórtalo como glTF 2.0 (GLB)` };
  const declared = view.getUint32(8, true);
  if (declared !== size)
    return {
      refused:
        declared > size
          ? 'está incompleto o dañado: su cabecera declara más datos de los que tiene'
          : 'está dañado: tiene datos de más después del modelo',
    };
  if (view.getUint32(16, true) !== JSON_CHUNK)
    return { refused: 'está dañado: le falta la descripción del modelo' };
  return { kind: 'glb' };
}

function sniffIfc(head: string, tail: string): Sniffed {
  const schema = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(head)?.[1]?.trim().toUpperCase();
  if (!schema) return { refused: 'es un archivo STEP sin esquema IFC' };
  if (!IFC_SCHEMAS.includes(schema))
    return { refused: `usa el esquema ${schema.slice(0, 40)}, que no se admite (se admiten IFC2x3 e IFC4)` };
  if (!/END-ISO-10303-21;\s*$/.test(tail))
    return { refused: 'está incompleto: le falta el final del archivo IFC' };
  return { kind: 'ifc', schema };
}

/** The chosen files' names that sniffModel reads as the model itself, for a glTF with its files. */
export function isModelName(name: string): boolean {
  return /\.(glb|gltf|ifc)$/i.test(name);
}
