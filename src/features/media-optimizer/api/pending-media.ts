import type { ImageWidths, Json } from '../../../lib/database.types';
import { addImageWidths, addVideoRenditions, discardUploads } from '../../../lib/renditions/upload-media';
import { studioSettings, type StudioSettings } from '../../../lib/studio-settings';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';

// 'Optimizar medios' (issue 28): the media stored before renditions existed, read from the
// database — a video without its phone version, an image without its widths map. What is left
// is what the database still lacks, so the list resumes by itself after a reload.

export interface PendingMedia {
  key: string;
  /** What the administrator reads, in Spanish. */
  label: string;
  kind: 'image' | 'video';
  /** Makes and stores the renditions, then records them; the reason when this browser cannot. */
  run: () => Promise<{ done: true } | { done: false; reason: string }>;
}

type Table = 'Render' | 'Blueprint' | 'Gallery';

/** Records what was stored, or removes it again when the record cannot be written. */
async function record(names: string[], write: () => Promise<unknown>): Promise<{ done: true }> {
  try {
    await write();
  } catch (error) {
    await discardUploads(names);
    throw error;
  }
  return { done: true };
}

function image(
  key: string,
  label: string,
  url: string,
  save: (w: ImageWidths) => Promise<unknown>,
): PendingMedia {
  return {
    key,
    label,
    kind: 'image',
    run: async () => {
      const { widths, names } = await addImageWidths(url);
      return record(names, () => save(widths));
    },
  };
}

function video(
  key: string,
  label: string,
  url: string,
  save: (r: { phone: string; poster: string }) => Promise<unknown>,
): PendingMedia {
  return {
    key,
    label,
    kind: 'video',
    run: async () => {
      const made = await addVideoRenditions(url);
      if ('unsupported' in made) return { done: false, reason: made.unsupported };
      return record(made.names, () => save(made));
    },
  };
}

/** The studio's settings, read and written by the 'studio' feature (composed in src/app). */
export interface StudioStore {
  read: () => Promise<Json | null>;
  save: (settings: StudioSettings) => Promise<unknown>;
}

export async function listPendingMedia(studioStore: StudioStore): Promise<PendingMedia[]> {
  // A change saved over what is stored now (another tab may have saved meanwhile).
  const saveStudio = async (change: (s: StudioSettings) => StudioSettings) =>
    // With its English words (issue 33), which the saved document must keep.
    studioStore.save(change(studioSettings(await studioStore.read())));
  const [projects, renders, blueprints, photos, stored] = await Promise.all([
    supabase.from('Project').select('*').order('position'),
    supabase.from('Render').select('*').order('id'),
    supabase.from('Blueprint').select('*').order('id'),
    supabase.from('Gallery').select('*').order('id'),
    studioStore.read(),
  ]);
  for (const answer of [projects, renders, blueprints, photos])
    if (answer.error) throw new Error(answer.error.message);
  const items: PendingMedia[] = [];
  const update = (table: 'Project' | Table, id: number, change: Record<string, unknown>) => async () =>
    oneRowOrThrow(
      'optimizar medios',
      await supabase
        .from(table)
        .update(change as never)
        .eq('id', id)
        .select(),
    );

  for (const p of projects.data ?? []) {
    const name = `${p.title} — ${p.subtitle}`;
    if (p.video && !p.video_phone)
      items.push(
        video(`video-${p.id}`, `Video de «${name}»`, p.video, (r) =>
          update('Project', p.id, { video_phone: r.phone, video_poster: r.poster })(),
        ),
      );
    if (p.render && !p.render_widths)
      items.push(
        image(`render-${p.id}`, `Portada de «${name}»`, p.render, (w) =>
          update('Project', p.id, { render_widths: w })(),
        ),
      );
  }
  const titles = new Map((projects.data ?? []).map((p) => [p.id, p.title]));
  const lists: [
    Table,
    string,
    { id: number; url: string; widths: ImageWidths | null; id_project?: number }[],
  ][] = [
    ['Render', 'Render', renders.data ?? []],
    ['Blueprint', 'Plano', blueprints.data ?? []],
    ['Gallery', 'Foto de la galería', photos.data ?? []],
  ];
  for (const [table, word, rows] of lists)
    for (const row of rows.filter((r) => !r.widths)) {
      const of = row.id_project === undefined ? '' : ` de «${titles.get(row.id_project) ?? ''}»`;
      items.push(
        image(`${table}-${row.id}`, `${word} ${row.id}${of}`, row.url, (w) =>
          update(table, row.id, { widths: w })(),
        ),
      );
    }

  const studio = studioSettings(stored);
  if (studio.reel.video && !studio.reel.phone)
    items.push(
      video('reel', 'Video del estudio', studio.reel.video, (r) =>
        saveStudio((s) => ({ ...s, reel: { ...s.reel, phone: r.phone, phonePoster: r.poster } })),
      ),
    );
  studio.founders.forEach((f, i) => {
    if (f.photo && Object.keys(f.photoWidths).length === 0)
      items.push(
        image(`founder-${i}`, `Retrato de ${f.name}`, f.photo, (w) =>
          saveStudio((s) => ({
            ...s,
            founders: s.founders.map((g, j) =>
              j === i ? { ...g, photoWidths: w } : g,
            ) as StudioSettings['founders'],
          })),
        ),
      );
  });
  return items;
}
