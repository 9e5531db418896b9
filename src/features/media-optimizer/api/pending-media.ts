import type { ImageWidths, Json, Project } from '../../../../core/database-shapes';
import { copiesToUpgrade, needsNewCopies } from '../../../../core/media/image-copies';
import {
  addImageWidths,
  discardUploads,
  prepareStoredVideo,
  removeFileAndRenditions,
  type RewrittenVideo,
} from '../../../lib/renditions/upload-media';
import { storeLinkPreview } from '../../../lib/renditions/link-preview';
import { studioSettings, type StudioSettings } from '../../../../core/studio/studio-settings';
import { supabase } from '../../../lib/supabase';
import { ownKeysOf, removeUnnamedFiles } from '../../../lib/trash-files';
import { oneRowOrThrow } from '../../../lib/write-error';
import { modelPoster } from './model-poster';

// 'Optimizar medios': the media stored before renditions existed, read from the
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

/**
 * An image without its widths, or whose copies predate what is made now (`widths` given: not
 * WebP, or no WebP copy at the original's width): its copies made and
 * recorded; older copies are removed once the new map is recorded, except those something else
 * still names in any spelling — a kept settings version ('Historial' can bring it back), a row in
 * the trash, another row (one a failure leaves behind is swept as an orphan: no row names it).
 */
function image(
  key: string,
  label: string,
  url: string,
  widths: ImageWidths | null,
  save: (w: ImageWidths) => Promise<unknown>,
): PendingMedia | null {
  if (widths && !needsNewCopies(widths, url)) return null;
  const older = copiesToUpgrade(widths, url);
  return {
    key,
    label: widths ? `${label}: tamaños en WebP` : label,
    kind: 'image',
    run: async () => {
      const made = await addImageWidths(url);
      // A browser that cannot encode WebP (Safari) would only make the same copies again.
      if (widths && copiesToUpgrade(made.widths, url).length > 0) {
        await discardUploads(made.names);
        return { done: false, reason: 'este navegador no codifica WebP (usa Chrome, Edge o Firefox)' };
      }
      await record(made.names, () => save(made.widths));
      await removeUnnamedFiles(ownKeysOf(older));
      return { done: true };
    },
  };
}

/** What to do about a video this browser cannot decode, for the list. */
const undecodableAdvice = (codec: string) =>
  `este navegador no decodifica ${codec}. El sitio muestra este video solo a los navegadores que ` +
  'pueden reproducirlo y la portada a los demás. Para que todos lo vean, conviértelo a H.264 (MP4) y ' +
  'vuelve a subirlo, o abre esta lista desde Safari en un Mac, que sí lo decodifica';

/**
 * A project's video without its phone version, or stored before its tags were stripped (no
 * `video_type` recorded): the original rewritten without position and device tags (stored anew,
 * the old file removed once the record names the new one), its phone version and poster made.
 */
function projectVideo(
  key: string,
  label: string,
  project: Project,
  save: (change: Record<string, unknown>) => Promise<unknown>,
): PendingMedia {
  const url = project.video!;
  const rewrite = !project.video_type;
  return {
    key,
    label: rewrite ? `${label}: sin datos de ubicación` : label,
    kind: 'video',
    run: async () => {
      const made: RewrittenVideo = await prepareStoredVideo(url, rewrite);
      // Renditions recorded before stay when this browser cannot make new ones.
      const renditions = made.phone
        ? { video_phone: made.phone, video_phone_type: made.phoneType, video_poster: made.poster }
        : {};
      await record(made.names, () => save({ video: made.video, video_type: made.videoType, ...renditions }));
      if (rewrite)
        await removeFileAndRenditions(url, made.phone ? [project.video_phone, project.video_poster] : []);
      if (made.notMade?.undecodable)
        return { done: false, reason: undecodableAdvice(made.notMade.undecodable) };
      if (made.notMade && !project.video_phone) return { done: false, reason: made.notMade.reason };
      return { done: true };
    },
  };
}

/**
 * The reel without its phone version, or stored before its tags were stripped (no `videoType`
 * recorded): as for a project's video, the original rewritten without position and device tags
 * and stored anew, its type recorded, its phone version and poster made; the old file is removed
 * once the settings name the new one (a tagged file must not stay public because an older
 * version in 'Historial' names it).
 */
function reelVideo(
  reel: StudioSettings['reel'],
  save: (change: Partial<StudioSettings['reel']>) => Promise<unknown>,
): PendingMedia {
  const rewrite = !reel.videoType;
  const label = 'Video del estudio';
  return {
    key: 'reel',
    label: rewrite ? `${label}: sin datos de ubicación` : label,
    kind: 'video',
    run: async () => {
      const made: RewrittenVideo = await prepareStoredVideo(reel.video, rewrite);
      // Renditions recorded before stay when this browser cannot make new ones.
      const renditions = made.phone
        ? { phone: made.phone, phoneType: made.phoneType ?? '', phonePoster: made.poster ?? '' }
        : {};
      await record(made.names, () => save({ video: made.video, videoType: made.videoType, ...renditions }));
      if (rewrite)
        await removeFileAndRenditions(reel.video, made.phone ? [reel.phone, reel.phonePoster] : []);
      if (made.notMade?.undecodable)
        return { done: false, reason: undecodableAdvice(made.notMade.undecodable) };
      if (made.notMade && !reel.phone) return { done: false, reason: made.notMade.reason };
      return { done: true };
    },
  };
}

/**
 * A cover whose focal point was saved before link-preview copies were cut: its 1200 × 630 copy
 * cut around that point and recorded, so a shared link keeps what the studio chose.
 */
function linkPreview(label: string, project: Project, save: (url: string) => Promise<unknown>): PendingMedia {
  return {
    key: `preview-${project.id}`,
    label: `${label}: vista previa al compartir`,
    kind: 'image',
    run: async () => {
      const point = { x: project.render_focus_x!, y: project.render_focus_y! };
      const copy = await storeLinkPreview(project.render!, point);
      return record([copy.name], () => save(copy.url));
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
    // With its English words, which the saved document must keep.
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
  const add = (item: PendingMedia | null) => item && items.push(item);
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
    if (p.video && (!p.video_phone || !p.video_type))
      items.push(projectVideo(`video-${p.id}`, `Video de «${name}»`, p, (c) => update('Project', p.id, c)()));
    if (p.render)
      add(
        image(`render-${p.id}`, `Portada de «${name}»`, p.render, p.render_widths, (w) =>
          update('Project', p.id, { render_widths: w })(),
        ),
      );
    if (p.model && !p.model_poster)
      items.push(modelPoster(p, `Modelo 3D de «${name}»`, record, (c) => update('Project', p.id, c)()));
    if (p.model_poster)
      add(
        image(
          `model-${p.id}`,
          `Imagen del modelo 3D de «${name}»`,
          p.model_poster,
          p.model_poster_widths,
          (w) => update('Project', p.id, { model_poster_widths: w })(),
        ),
      );
    if (p.render && p.render_focus_x !== null && !p.render_preview)
      items.push(
        linkPreview(`Portada de «${name}»`, p, (url) => update('Project', p.id, { render_preview: url })()),
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
    for (const row of rows) {
      const of = row.id_project === undefined ? '' : ` de «${titles.get(row.id_project) ?? ''}»`;
      add(
        image(`${table}-${row.id}`, `${word} ${row.id}${of}`, row.url, row.widths, (w) =>
          update(table, row.id, { widths: w })(),
        ),
      );
    }

  const studio = studioSettings(stored);
  if (studio.reel.video && (!studio.reel.phone || !studio.reel.videoType))
    items.push(
      reelVideo(studio.reel, (change) => saveStudio((s) => ({ ...s, reel: { ...s.reel, ...change } }))),
    );
  studio.founders.forEach((f, i) => {
    if (f.photo)
      add(
        image(
          `founder-${i}`,
          `Retrato de ${f.name}`,
          f.photo,
          Object.keys(f.photoWidths).length > 0 ? f.photoWidths : null,
          (w) =>
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
