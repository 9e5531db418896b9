import type { SupabaseClient } from '@supabase/supabase-js';
import type { Check } from './check';
import { storedFileProblem } from './stored-file';

// Planos drawn from a PDF (supabase/migrations/20261128000200_plano_pdf.sql): the columns the
// site reads with every plano, and each PDF a live plano offers for download answering as one —
// present, `application/pdf` — as a visitor fetches it. A missing PDF is a broken 'Descargar PDF'.

const MIGRATION = 'supabase/migrations/20261128000200_plano_pdf.sql';
/** PDFs fetched at most: a studio has a few; a check must not download a whole site. */
const MAX_CHECKED = 20;

export async function planoPdfChecks(supabase: SupabaseClient, base: string): Promise<Check[]> {
  const { data, error } = await supabase
    .from('Blueprint')
    .select('pdf_url, pdf_page, pdf_size')
    .not('pdf_url', 'is', null)
    .limit(200);
  const missingColumns = error?.code === '42703';
  const checks: Check[] = [
    {
      name: 'PDF de los planos (columnas)',
      ok: !error,
      seen: error ? `${error.code} ${error.message}`.trim() : 'columnas presentes',
      fix: missingColumns
        ? `Aplica ${MIGRATION} (supabase db push) / Apply the migration.`
        : error
          ? 'Revisa los grants de lectura de Blueprint / Check Blueprint read grants.'
          : '',
    },
  ];
  if (error) return checks;
  const urls = [...new Set((data ?? []).map((row) => row.pdf_url as string))].slice(0, MAX_CHECKED);
  const broken: string[] = [];
  for (const url of urls) {
    const problem = await storedFileProblem(base, url, (type) => type === 'application/pdf');
    if (problem) broken.push(problem);
  }
  checks.push({
    name: 'PDF de los planos disponibles',
    ok: broken.length === 0,
    seen:
      urls.length === 0
        ? 'sin planos hechos de un PDF todavía'
        : broken.length === 0
          ? `${urls.length} PDF responden como application/pdf`
          : `faltan o no son PDF: ${broken.join(', ')}`,
    fix:
      broken.length === 0
        ? ''
        : "Vuelve a subir el PDF en 'Planos' (o repite push desde el servidor que lo tiene) / Upload the PDF again or push again.",
  });
  return checks;
}
