import type { SupabaseClient } from '@supabase/supabase-js';
import type { Check } from './check';
import { storedFileProblem } from './stored-file';

// Projects' 3D models (supabase/migrations/20261129000300_project_model.sql): the columns the
// project page reads with every project, and each published model's GLB and poster answering as a
// visitor's "3D" fetches them — present, the GLB as model/gltf-binary, the poster as an image. A
// missing GLB is a viewer that never turns; a missing poster, an empty stage.

const MIGRATION = 'supabase/migrations/20261129000300_project_model.sql';
/** Models checked at most: each is a HEAD request; the doctor stays a quick look. */
const MAX_CHECKED = 20;

export async function modelChecks(supabase: SupabaseClient, base: string): Promise<Check[]> {
  const { data, error } = await supabase
    .from('Project')
    .select('id, model, model_poster, model_poster_widths, model_size, model_source')
    .not('model', 'is', null)
    .limit(MAX_CHECKED);
  // A project table visitors cannot read is the public-read checks' finding; only a missing
  // column is ours.
  if (error && error.code !== '42703') return [];
  const checks: Check[] = [
    {
      name: 'modelos 3D (columnas)',
      ok: !error,
      seen: error ? `${error.code} ${error.message}`.trim() : 'columnas presentes',
      fix: error ? `Aplica ${MIGRATION} (supabase db push) / Apply the migration.` : '',
    },
  ];
  if (error) return checks;
  const rows = (data ?? []) as { id: number; model: string; model_poster: string | null }[];
  const broken: string[] = [];
  for (const row of rows) {
    const glb = await storedFileProblem(base, row.model, (t) => t === 'model/gltf-binary');
    if (glb) broken.push(`proyecto ${row.id}: ${glb}`);
    const poster = row.model_poster
      ? await storedFileProblem(base, row.model_poster, (t) => t.startsWith('image/'))
      : 'sin imagen del modelo';
    if (poster) broken.push(`proyecto ${row.id}: ${poster}`);
  }
  checks.push({
    name: 'modelos 3D disponibles',
    ok: broken.length === 0,
    seen:
      rows.length === 0
        ? 'sin modelos 3D publicados todavía'
        : broken.length === 0
          ? `${rows.length} modelo(s) y su imagen responden`
          : `faltan o no son lo que dicen: ${broken.join(', ')}`,
    fix:
      broken.length === 0
        ? ''
        : "Vuelve a subir el modelo en 'Modelo 3D' del proyecto (o repite push desde el servidor que lo tiene) / Upload the model again or push again.",
  });
  return checks;
}
