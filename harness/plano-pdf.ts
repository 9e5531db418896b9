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
  const objects: string[] = [];
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
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
