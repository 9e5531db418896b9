// PDFs of planos made at run time, as a CAD program exports them: vector lines and text in the
// standard Helvetica font, one sheet size for every page. Each page carries a black square whose
// place says which page it is (page n: n-th of ten slots along the top edge), so a test can tell
// the pages apart in the images the panel made of them. No dependency: the PDF's few objects are
// written by hand with their cross-reference table (ISO 32000-1, 7.5).

export interface PlanoPdfOptions {
  pages: number;
  /** Sheet size in millimetres (A6 portrait: 105 × 148; A1 landscape: 841 × 594). */
  widthMm: number;
  heightMm: number;
  /** Lines of a plan and dimension texts drawn on each page (a busier drawing). */
  detail?: number;
}

const PT_PER_MM = 72 / 25.4;
const MARKER_SLOTS = 10;

/** Where page n's marker square is, as fractions of the sheet (left, top, size). */
export function markerOf(page: number): { left: number; top: number; size: number } {
  const slot = (page - 1) % MARKER_SLOTS;
  return { left: (slot + 0.25) / MARKER_SLOTS, top: 0.04, size: 0.5 / MARKER_SLOTS };
}

function pageContent(page: number, w: number, h: number, detail: number): string {
  const ops: string[] = ['1 w 0 0 0 RG 0 0 0 rg', `10 10 ${w - 20} ${h - 20} re S`];
  const m = markerOf(page);
  const side = m.size * w;
  ops.push(
    `${(m.left * w).toFixed(2)} ${(h - m.top * h - side).toFixed(2)} ${side.toFixed(2)} ${side.toFixed(2)} re f`,
  );
  // A plan: walls as lines, and 2 mm dimension texts beside them.
  const text = 2 * PT_PER_MM * 1.4;
  for (let i = 0; i < detail; i++) {
    const x = 20 + ((i * 37) % Math.max(1, w - 60));
    const y = 20 + ((i * 53) % Math.max(1, h * 0.8 - 40));
    ops.push(`0.3 w ${x.toFixed(1)} ${y.toFixed(1)} m ${(x + 30).toFixed(1)} ${(y + 12).toFixed(1)} l S`);
    ops.push(
      `BT /F1 ${text.toFixed(2)} Tf ${(x + 2).toFixed(1)} ${(y + 2).toFixed(1)} Td (${i * 10 + 250} mm) Tj ET`,
    );
  }
  ops.push(`BT /F1 ${(8 * PT_PER_MM).toFixed(1)} Tf 30 40 Td (PLANO ${page}) Tj ET`);
  return ops.join('\n');
}

/** A PDF of `pages` sheets of the given size. */
export function planoPdf({ pages, widthMm, heightMm, detail = 40 }: PlanoPdfOptions): Buffer {
  const w = widthMm * PT_PER_MM;
  const h = heightMm * PT_PER_MM;
  const objects: (string | Buffer)[] = [];
  // 1 catalog, 2 page tree, 3 font; then each page and its content stream.
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (let p = 1; p <= pages; p++) {
    const content = pageContent(p, w, h, detail);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w.toFixed(2)} ${h.toFixed(2)}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + (p - 1) * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }
  return writePdf(objects);
}

/**
 * A PDF of scanned or exported sheets: each JPEG a page of `widthMm` × `heightMm` it fills (as a
 * plotter's PDF of a raster drawing holds it), for pictures that should look like a real plano.
 */
export function sheetsPdf(
  sheets: readonly Buffer[],
  pixels: { width: number; height: number },
  widthMm: number,
  heightMm: number,
): Buffer {
  const w = (widthMm * PT_PER_MM).toFixed(2);
  const h = (heightMm * PT_PER_MM).toFixed(2);
  const kids = sheets.map((_, i) => `${3 + i * 3} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${sheets.length} >>`,
  ];
  sheets.forEach((jpeg, i) => {
    const page = 3 + i * 3;
    const content = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 ${page + 2} 0 R >> >> /Contents ${page + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${pixels.width} /Height ${pixels.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
          'latin1',
        ),
        jpeg,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });
  return writePdf(objects);
}

/** The file around numbered objects: header, each object, the cross-reference table, trailer. */
function writePdf(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}
