import type { SupabaseClient } from '@supabase/supabase-js';
import type { Check } from './check';

const MIGRATION = 'supabase/migrations/20261129000100_credits_facts.sql';

/**
 * Captions, credits and the fact sheet: the columns the pages read, a project's client readable
 * only as the studio shows it and never written by a visitor, the history of words and facts and
 * the one-step credit out of visitors' reach. Every write probe carries values the schema refuses
 * (a blank name, project 0), so nothing is stored either way.
 */
export async function creditsChecks(supabase: SupabaseClient): Promise<Check[]> {
  const wanted: Record<string, string> = {
    Project:
      'render_caption,render_caption_en,render_credit,video_caption,video_caption_en,video_credit,model_caption,model_caption_en,model_credit,status,year_number,area_m2,city,city_en,country,country_en,collaborators,awards,publications',
    Render: 'caption,caption_en,credit',
    Blueprint: 'caption,caption_en,credit',
    Gallery: 'caption,caption_en,credit',
  };
  const missing: string[] = [];
  for (const [table, columns] of Object.entries(wanted)) {
    const { error } = await supabase.from(table).select(columns).limit(1);
    if (error?.code === '42703' || error?.code === 'PGRST204') missing.push(table);
  }
  const clients = await supabase.from('ProjectClient').select('id_project, name').limit(1);
  const clientWrite = await supabase.from('ProjectClient').insert({ id_project: 0, name: ' ' });
  const history = await supabase.from('ContentVersion').select('id').limit(1);
  const apply = await supabase.rpc('apply_project_credit', { project_id: 0, credit: { name: ' ' } });
  const closed =
    !clients.error &&
    clientWrite.error?.code === '42501' &&
    history.error?.code === '42501' &&
    apply.error?.code === '42501';
  return [
    {
      name: 'créditos, pies de foto y ficha del proyecto',
      ok: missing.length === 0,
      seen: missing.length === 0 ? 'columnas presentes' : `no se pueden leer: ${missing.join(', ')}`,
      fix: missing.length === 0 ? '' : `Aplica ${MIGRATION} (supabase db push) / Apply the migration.`,
    },
    {
      name: 'clientes, historial y crédito en un paso: cerrados a visitantes',
      ok: closed,
      seen: `lectura de ProjectClient: ${clients.error ? clients.error.code : 'permitida (solo los mostrados)'}; escritura: ${clientWrite.error?.code ?? 'aceptada'}; historial: ${history.error?.code ?? `${history.data?.length ?? 0} filas visibles`}; apply_project_credit: ${apply.error?.code ?? 'aceptada'}`,
      fix: closed
        ? ''
        : `Aplica ${MIGRATION} (grants y políticas de ProjectClient y ContentVersion; apply_project_credit solo para cuentas) / Clients, history and the one-step credit must be closed to visitors.`,
    },
  ];
}
