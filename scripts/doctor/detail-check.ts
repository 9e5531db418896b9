import type { SupabaseClient } from '@supabase/supabase-js';
import { detailLevels, readDetail, tilePath, type DetailPyramid } from '../../core/media/detail-pyramid';
import type { Check } from './check';

// Full detail (supabase/migrations/20261128000100_full_detail.sql): every plano or 360° render
// that records a pyramid must point at tiles that are there, or the site's deep-zoom viewer shows
// holes. Checked as a visitor sees it: each published row's pyramid, each level's first and last
// tile (and a panorama's texture) fetched by its public URL — the corners show a pyramid cut short
// or a folder that never arrived (a `push` stopped halfway) without fetching every tile.

const MIGRATION = 'supabase/migrations/20261128000100_full_detail.sql';
/** Rows checked at most: the doctor stays a quick look, also on a large site. */
const ROWS = 200;

/** The URLs checked for one pyramid. */
function probes(p: DetailPyramid): string[] {
  const urls = detailLevels(p).flatMap((l) => [
    `${p.url}${tilePath(l.level, 0, 0, p.format)}`,
    `${p.url}${tilePath(l.level, l.columns - 1, l.rows - 1, p.format)}`,
  ]);
  return p.texture ? [...new Set(urls), p.texture] : [...new Set(urls)];
}

export async function detailChecks(supabase: SupabaseClient, base: string): Promise<Check[]> {
  const rows: { table: string; id: number; detail: unknown }[] = [];
  for (const table of ['Blueprint', 'Render']) {
    const { data, error } = await supabase.from(table).select('id, detail').not('detail', 'is', null).limit(ROWS);
    // A table visitors cannot read is the public-read checks' finding; only a missing column is ours.
    if (error && (error as { code?: string }).code !== '42703') continue;
    if (error)
      return [
        {
          name: 'detalle completo: teselas presentes',
          ok: false,
          seen: `${table}.detail: ${error.message}`,
          fix: `Aplica ${MIGRATION} / Apply the migration.`,
        },
      ];
    rows.push(...(data as { id: number; detail: unknown }[]).map((r) => ({ table, ...r })));
  }
  const broken: string[] = [];
  let fetched = 0;
  for (const row of rows) {
    const pyramid = readDetail(row.detail);
    if (!pyramid) {
      broken.push(`${row.table} ${row.id}: detalle ilegible`);
      continue;
    }
    for (const url of probes(pyramid)) {
      fetched += 1;
      const res = await fetch(new URL(url, base), { method: 'HEAD' }).catch(() => null);
      if (!res?.ok) {
        broken.push(`${row.table} ${row.id}: ${res?.status ?? 'sin respuesta'} en ${url}`);
        break;
      }
    }
  }
  return [
    {
      name: 'detalle completo: teselas presentes',
      ok: broken.length === 0,
      seen:
        broken.length === 0
          ? `${rows.length} pirámides, ${fetched} teselas comprobadas`
          : `${broken.length} con teselas que faltan: ${broken.slice(0, 3).join('; ')}`,
      fix:
        broken.length === 0
          ? ''
          : 'Vuelve a ejecutar `push` (copia las teselas que falten), o sube ese plano de nuevo desde el panel / Re-run push or upload the plano again.',
    },
  ];
}
