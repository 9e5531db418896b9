// The marks around a floor plan's drawing (blueprint.ts): the north arrow, the scale bar in
// metres, and the title block with the studio, the project, the level, the notes and the sheet.
import { H, W, type PlanSpec } from './plan-spec.ts';
import { Svg } from './svg.ts';

const STUDIO = 'ALBA NOGAL · ARQUITECTURA E INTERIORISMO';

/** The plan's colours and lettering: ink, the softer ink, the accent, and the font attribute. */
export interface Pen {
  ink: string;
  soft: string;
  accent: string;
  font: string;
  blue: boolean;
}

export function sheetMarks(
  svg: Svg,
  spec: PlanSpec,
  { ink, soft, accent, font, blue }: Pen,
  { titleX: tbX, scaleX, scale: s }: { titleX: number; scaleX: number; scale: number },
): void {
  // North arrow and scale bar.
  const nx = tbX - 90;
  const ny = 140;
  svg.circle(nx, ny, 34, `fill="none" stroke="${ink}" stroke-width="1.3"`);
  svg.path(
    `M${nx} ${ny - 44}L${nx + 12} ${ny + 18}L${nx} ${ny + 8}L${nx - 12} ${ny + 18}Z`,
    `fill="${accent}"`,
  );
  svg.text(nx, ny - 52, 'N', `${font} font-size="18" fill="${ink}" text-anchor="middle" font-weight="bold"`);
  const sbx = scaleX;
  const sby = H - 95;
  for (let i = 0; i < 5; i++)
    svg.rect(sbx + i * s, sby, s, 8, `fill="${i % 2 === 0 ? ink : 'none'}" stroke="${ink}" stroke-width="1"`);
  svg.rect(sbx + 5 * s, sby, 5 * s, 8, `fill="none" stroke="${ink}" stroke-width="1"`);
  for (const m of [0, 1, 2, 5, 10])
    svg.text(sbx + m * s, sby + 28, String(m), `${font} font-size="13" fill="${ink}" text-anchor="middle"`);
  svg.text(sbx + 10 * s + 16, sby + 9, 'm', `${font} font-size="13" fill="${ink}"`);

  // Title block contents.
  const tx = tbX + 30;
  const tw = W - 50 - tbX - 60;
  const row = (y: number, label: string, value: string, size = 20) => {
    svg.text(tx, y, label, `${font} font-size="12" fill="${soft}" letter-spacing="1.5"`);
    svg.text(tx, y + size + 8, value, `${font} font-size="${size}" fill="${ink}"`);
    svg.line(
      tbX,
      y + size + 26,
      W - 50,
      y + size + 26,
      `stroke="${ink}" stroke-width="0.7" stroke-opacity="0.6"`,
    );
  };
  svg.text(
    tx,
    110,
    'ALBA NOGAL',
    `${font} font-size="34" fill="${accent}" font-weight="bold" letter-spacing="6"`,
  );
  svg.text(
    tx,
    138,
    'ARQUITECTURA E INTERIORISMO',
    `${font} font-size="13" fill="${soft}" letter-spacing="3"`,
  );
  svg.line(tbX, 170, W - 50, 170, `stroke="${ink}" stroke-width="1.2"`);
  row(205, 'PROYECTO', spec.project.toUpperCase(), spec.project.length > 22 ? 19 : 24);
  row(290, 'UBICACIÓN', spec.location, 16);
  row(365, 'PLANO', `PLANTA ARQUITECTÓNICA`, 18);
  row(440, 'NIVEL', spec.level.toUpperCase(), 18);
  row(515, 'ESCALA', '1:100 · COTAS EN METROS', 16);
  row(590, 'FECHA', `${spec.year}`, 18);
  // Notes.
  const notes = [
    'NOTAS GENERALES',
    '1. Las cotas rigen sobre el dibujo.',
    '2. Verificar medidas en obra antes',
    '    de fabricar carpinterías.',
    '3. Niveles referidos a N.P.T. ±0.00.',
    '4. Ver planos de instalaciones y',
    '    estructura para coordinación.',
  ];
  notes.forEach((n, i) =>
    svg.text(
      tx,
      680 + i * 24,
      n,
      `${font} font-size="${i === 0 ? 13 : 14}" fill="${i === 0 ? soft : ink}" letter-spacing="${i === 0 ? 1.5 : 0}"`,
    ),
  );
  svg.rect(
    tbX,
    H - 190,
    W - 50 - tbX,
    140,
    `fill="${blue ? '#ffffff' : '#253646'}" fill-opacity="${blue ? 0.06 : 0.06}"`,
  );
  svg.text(tx, H - 150, 'HOJA', `${font} font-size="12" fill="${soft}" letter-spacing="1.5"`);
  svg.text(tx, H - 85, spec.sheet, `${font} font-size="56" fill="${accent}" font-weight="bold"`);
  svg.text(
    tx + tw,
    H - 85,
    STUDIO.split(' · ')[0]!,
    `${font} font-size="12" fill="${soft}" text-anchor="end" letter-spacing="2"`,
  );
}
