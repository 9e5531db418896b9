import sharp from 'sharp';

// A plano as a studio exports it: one-pixel walls on white and room names and dimensions in
// 16 px lettering, `width` × `height` pixels (PNG). Used by the full-detail browser tests and
// bench:media. The words are what text recognition looks for after zooming.

export const PLANO_WORDS = ['COCINA', 'ESTUDIO', 'TERRAZA', 'BODEGA'];
/** The label in the middle of the plano, where a viewer zooms in by keyboard. */
export const CENTRE_LABEL = 'TERRAZA 4,5 m';

function svg(width: number, height: number): string {
  const parts: string[] = [];
  const cell = 600;
  for (let x = 0; x < width; x += cell) parts.push(`<path d="M${x + 0.5} 0V${height}" stroke="#000" stroke-width="1"/>`);
  for (let y = 0; y < height; y += cell) parts.push(`<path d="M0 ${y + 0.5}H${width}" stroke="#000" stroke-width="1"/>`);
  let i = 0;
  for (let y = 40; y < height; y += cell)
    for (let x = 24; x < width; x += cell) {
      const word = PLANO_WORDS[i % PLANO_WORDS.length];
      parts.push(
        `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="16">${word} ${3 + (i % 7)},${(i * 37) % 100} m</text>`,
      );
      i += 1;
    }
  // One more in the middle, where a viewer zooms in by keyboard.
  parts.push(
    `<text x="${width / 2 - 60}" y="${height / 2 + 20}" font-family="DejaVu Sans, sans-serif" font-size="16">${CENTRE_LABEL}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
}

/** The plano as PNG bytes. */
export function planoPng(width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg(width, height)), { limitInputPixels: false }).png({ compressionLevel: 6 }).toBuffer();
}
