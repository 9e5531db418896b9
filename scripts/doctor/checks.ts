import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { accountChecks } from './account-checks';
import { addressChecks } from './address-checks';
import { tourChecks } from './tour-checks';
import type { Check } from './check';
import { creditsChecks } from './credits-check';
import { contactChecks } from './contact-check';
import { detailChecks } from './detail-check';
import { modelChecks } from './model-check';
import { planoPdfChecks } from './plano-pdf-check';
import { replacedMediaChecks } from './replaced-media-check';
import { trashBucketChecks } from './trash-bucket-check';

export type { Check } from './check';

const TABLES = ['Project', 'Client', 'Gallery', 'Render', 'Blueprint', 'Studio'] as const;
const BUCKET = 'Gallery';
const GRANTS_MIGRATION = 'supabase/migrations/20261123000100_data_api_grants.sql';
/** The studio's settings come with their own grants. */
const STUDIO_MIGRATION = 'supabase/migrations/20261124000400_studio_settings.sql';
/** The visit counter, and its privileged part moved to schema private. */
const VISITS_MIGRATION = 'supabase/migrations/20261125000500_visit_counts.sql';
const VISITS_BEHIND_PRIVATE_MIGRATION = 'supabase/migrations/20261127000110_advisor_clean_reads.sql';
const grantsOf = (table: string) => (table === 'Studio' ? STUDIO_MIGRATION : GRANTS_MIGRATION);

interface PgError {
  code?: string;
  message?: string;
}

/**
 * Checks a Supabase-compatible backend from the outside, as a visitor's browser reaches it (anon
 * key, supabase-js and plain HTTP): every table readable, writes and uploads refused to visitors,
 * the bucket's files public, sign-ups closed. Nothing it does leaves data behind on a healthy
 * project: the write probes send rows the schema refuses even where a privilege is missing.
 */
export async function runChecks(url: string, publicKey: string): Promise<Check[]> {
  const base = url.replace(/\/+$/, '');
  const supabase = createClient(base, publicKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const checks: Check[] = [];
  const mediaUrls: string[] = [];

  for (const table of TABLES) {
    const { data, error } = await supabase.from(table).select('*').limit(20);
    const e = error as PgError | null;
    if (!e) {
      for (const row of (data ?? []) as Record<string, unknown>[]) {
        for (const column of ['url', 'render'])
          if (typeof row[column] === 'string') mediaUrls.push(row[column] as string);
      }
      checks.push({
        name: `lectura pública de ${table}`,
        ok: true,
        seen: `${data?.length ?? 0} filas visibles`,
        fix: '',
      });
    } else if (e.code === '42501') {
      checks.push({
        name: `lectura pública de ${table}`,
        ok: false,
        seen: `42501 ${e.message ?? ''}`.trim(),
        fix: `Faltan los grants de la Data API (proyectos creados desde 2026-05-30): aplica ${grantsOf(table)} (supabase db push), o en el SQL editor: grant select on public."${table}" to anon, authenticated; / Missing Data API grants.`,
      });
    } else if (e.code === 'PGRST205' || e.code === '42P01') {
      checks.push({
        name: `lectura pública de ${table}`,
        ok: false,
        seen: `${e.code} la tabla no existe`,
        fix: 'Aplica las migraciones: supabase db push / Apply the migrations.',
      });
    } else {
      checks.push({
        name: `lectura pública de ${table}`,
        ok: false,
        seen: `${e.code ?? '?'} ${e.message ?? ''}`.trim(),
        fix: 'Revisa la URL y la anon key del proyecto / Check the project URL and anon key.',
      });
    }
  }

  // Columns added by later migrations, which the app reads on every page: a project without one
  // answers every read with an error. Among them: order and image descriptions, the
  // renditions made in the panel, the English texts.
  const laterColumns = [
    {
      name: 'orden y descripciones de imágenes',
      migration: '20261124000300_projects_order_descriptions.sql',
      wanted: {
        Project: 'position,render_description',
        Render: 'position,description',
        Blueprint: 'position,description',
        Gallery: 'description',
      },
    },
    {
      name: 'versiones para teléfonos (renditions)',
      migration: '20261125000100_media_renditions.sql',
      wanted: {
        Project: 'video_phone,video_poster,render_widths',
        Render: 'widths',
        Blueprint: 'widths',
        Gallery: 'widths',
      },
    },
    {
      name: 'tipos de video (códecs)',
      migration: '20261127000400_video_types.sql',
      wanted: { Project: 'video_type,video_phone_type' },
    },
    {
      name: 'textos en inglés',
      migration: '20261126000100_english_texts.sql',
      wanted: {
        Project: 'title_en,subtitle_en,description_en,location_en,render_description_en',
        Render: 'description_en',
        Blueprint: 'description_en',
        Gallery: 'description_en',
        Client: 'testimonial_en',
      },
    },
    {
      name: 'detalle completo de planos y renders 360°',
      migration: '20261128000100_full_detail.sql',
      wanted: { Render: 'detail,panorama', Blueprint: 'detail' },
    },
    {
      name: 'puntos de interés de las imágenes',
      migration: '20261127001000_focal_points.sql',
      wanted: {
        Project: 'render_focus_x,render_focus_y',
        Render: 'focus_x,focus_y',
        Blueprint: 'focus_x,focus_y',
        Gallery: 'focus_x,focus_y',
      },
    },
    {
      name: 'vistas previas al compartir (portadas con punto de interés)',
      migration: '20261128000300_link_preview_copies.sql',
      wanted: { Project: 'render_preview' },
    },
  ];
  for (const { name, migration, wanted } of laterColumns) {
    const missing: string[] = [];
    for (const [table, columns] of Object.entries(wanted)) {
      const { error } = await supabase.from(table).select(columns).limit(1);
      // Only an unknown column counts here; a refused read is the checks above.
      if ((error as PgError | null)?.code === '42703') missing.push(table);
    }
    checks.push({
      name,
      ok: missing.length === 0,
      seen: missing.length === 0 ? 'columnas presentes' : `no se pueden leer: ${missing.join(', ')}`,
      fix:
        missing.length === 0
          ? ''
          : `Aplica supabase/migrations/${migration} (supabase db push) / Apply the migration.`,
    });
  }

  // The trash is a policy. A visitor asking for trashed rows must get none, and the
  // column must be there (the app's reads filter on it).
  {
    const TRASH_MIGRATION = 'supabase/migrations/20261125000400_trash_history.sql';
    const missing: string[] = [];
    const visible: string[] = [];
    for (const table of ['Project', 'Client', 'Gallery', 'Render', 'Blueprint']) {
      const { data, error } = await supabase.from(table).select('id').not('deleted_at', 'is', null).limit(1);
      if ((error as PgError | null)?.code === '42703') missing.push(table);
      else if (!error && (data ?? []).length > 0) visible.push(table);
    }
    checks.push({
      name: 'papelera oculta a los visitantes',
      ok: missing.length === 0 && visible.length === 0,
      seen:
        missing.length > 0
          ? `sin columna deleted_at: ${missing.join(', ')}`
          : visible.length > 0
            ? `un visitante ve filas en la papelera de: ${visible.join(', ')}`
            : 'ninguna fila de la papelera visible',
      fix:
        missing.length === 0 && visible.length === 0
          ? ''
          : `Aplica ${TRASH_MIGRATION} (supabase db push): sus políticas de lectura excluyen las filas con deleted_at / Apply the migration.`,
    });
  }

  // A visitor's insert: blank fields that the schema's checks refuse, so even a missing privilege
  // writes nothing. 42501 is the right answer; a check violation (23514) means the visitor got past
  // the access rules.
  {
    const { error } = await supabase.from('Client').insert({ name: ' ', testimonial: ' ' });
    const e = error as PgError | null;
    const refused = e?.code === '42501';
    checks.push({
      name: 'escritura anónima rechazada',
      ok: refused,
      seen: e ? `${e.code} ${e.message ?? ''}`.trim() : 'la inserción fue aceptada',
      fix: refused
        ? ''
        : `Un visitante puede escribir: revisa las políticas y grants (${GRANTS_MIGRATION}; revoke insert, update, delete on public."Client" from anon;) / Visitors can write.`,
    });
  }

  // A visitor's change of the studio's settings: a document the schema refuses (not an
  // object), so even without the access rules nothing is written. 42501 is the right answer; a
  // check violation means the rules let the visitor through; no error at all means the admin
  // trigger is missing (the policies then hide the row and the change "succeeds" with nothing).
  {
    const { error } = await supabase.from('Studio').update({ settings: [] }).eq('id', 1);
    const e = error as PgError | null;
    const refused = e?.code === '42501';
    checks.push({
      name: 'escritura anónima de Studio rechazada',
      ok: refused,
      seen: e ? `${e.code} ${e.message ?? ''}`.trim() : 'el cambio no fue rechazado',
      fix: refused
        ? ''
        : `Un visitante puede intentar cambiar los datos del estudio: aplica ${STUDIO_MIGRATION} (grants, políticas y el trigger refuse_non_admin_change) / Visitors are not refused.`,
    });
  }

  // Visit counts: a visitor may call count_visit and may not read the counts. The call
  // names itself a robot, so the function answers without counting anything.
  {
    const { data, error } = await supabase
      .rpc('count_visit', { kind: 'view', page: '/' })
      .setHeader('user-agent', 'estudio-doctor-bot');
    const read = await supabase.from('DailyCount').select('*').limit(1);
    const readError = read.error as PgError | null;
    const counts = !error && typeof data === 'boolean';
    const hidden = readError?.code === '42501';
    checks.push({
      name: 'un visitante cuenta visitas y no puede leerlas',
      ok: counts && hidden,
      seen: `count_visit: ${error ? `${(error as PgError).code} ${error.message}` : String(data)}; lectura de DailyCount: ${readError ? readError.code : `${read.data?.length ?? 0} filas visibles`}`,
      fix:
        counts && hidden
          ? ''
          : `Aplica ${VISITS_MIGRATION} y ${VISITS_BEHIND_PRIVATE_MIGRATION} (public.count_visit y private.count_visit ejecutables por anon; DailyCount solo para administradores) / Visitors must be able to count and unable to read the counts.`,
    });
  }

  // A visitor's upload: an empty "image" under a name no one uses.
  {
    const name = `doctor-${Date.now()}.png`;
    const { error } = await supabase.storage
      .from(BUCKET)
      .upload(name, new Uint8Array(), { contentType: 'image/png' });
    const status = (error as { statusCode?: string } | null)?.statusCode;
    const refused = Boolean(error) && (status === '403' || status === '401' || status === '400');
    checks.push({
      name: `subida anónima al bucket ${BUCKET} rechazada`,
      ok: refused,
      seen: error
        ? `${status ?? ''} ${error.message}`.trim()
        : `aceptada (${name} quedó en el bucket: bórralo)`,
      fix: refused
        ? ''
        : 'Las políticas de storage.objects permiten subir a visitantes: aplica supabase/migrations/20261122000300_storage.sql / Visitors can upload.',
    });
  }

  // The bucket serves its files to anyone: one stored file, fetched without a key.
  {
    const stored = mediaUrls.find((u) => u.includes(`/object/public/${BUCKET}/`));
    if (!stored) {
      checks.push({
        name: `bucket ${BUCKET} público`,
        ok: true,
        seen: 'sin archivos que probar todavía',
        fix: '',
      });
    } else {
      const absolute = stored.startsWith('http') ? stored : `${base}${stored}`;
      const res = await fetch(absolute, { method: 'HEAD' }).catch((error: Error) => ({
        status: 0,
        statusText: error.message,
      }));
      const ok = res.status === 200;
      checks.push({
        name: `bucket ${BUCKET} público`,
        ok,
        seen: `${res.status} al pedir ${new URL(absolute).pathname}`,
        fix: ok
          ? ''
          : `El bucket no es público o el archivo falta: update storage.buckets set public = true where id = '${BUCKET}'; / Make the bucket public.`,
      });
    }
  }

  // Sign-ups closed: read from the settings endpoint, so no user is ever created.
  {
    const res = await fetch(`${base}/auth/v1/settings`, { headers: { apikey: publicKey } }).catch(() => null);
    const settings = res?.ok ? ((await res.json()) as { disable_signup?: boolean }) : null;
    const closed = settings?.disable_signup === true;
    checks.push({
      name: 'registro público cerrado',
      ok: closed,
      seen: settings
        ? `disable_signup = ${String(settings.disable_signup)}`
        : `sin respuesta de /auth/v1/settings (${res?.status ?? 'error de red'})`,
      fix: closed
        ? ''
        : 'Cualquiera puede crear una cuenta: desactiva "Allow new users to sign up" en Authentication → Sign In / Providers.',
    });
  }
  checks.push(...(await accountChecks(supabase)));
  checks.push(...(await addressChecks(supabase)));
  checks.push(...(await tourChecks(supabase)));
  checks.push(...(await trashBucketChecks(supabase, base)));
  checks.push(...(await replacedMediaChecks(supabase)));
  checks.push(...(await contactChecks(supabase)));
  checks.push(...(await detailChecks(supabase, base)));
  checks.push(...(await planoPdfChecks(supabase, base)));
  checks.push(...(await modelChecks(supabase, base)));
  checks.push(...(await creditsChecks(supabase)));
  return checks;
}

/** The report as a fixed-width table. */
export function formatChecks(checks: Check[]): string {
  const width = Math.max(...checks.map((c) => c.name.length));
  const lines = checks.map(
    (c) =>
      `${c.ok ? 'OK   ' : 'FALLA'}  ${c.name.padEnd(width)}  ${c.seen}${c.fix ? `\n       ${' '.repeat(width)}  → ${c.fix}` : ''}`,
  );
  const failed = checks.filter((c) => !c.ok).length;
  lines.push(
    '',
    failed === 0 ? 'Todo en orden / all green.' : `${failed} comprobación(es) fallida(s) / failed.`,
  );
  return lines.join('\n');
}
