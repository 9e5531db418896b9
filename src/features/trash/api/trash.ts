import type {
  Blueprint,
  Client,
  GalleryPhoto,
  Message,
  Project,
  Render,
  ReplacedMedia,
} from '../../../../core/database-shapes';
import { supabase } from '../../../lib/supabase';
import { deleteForGood, restoreFromTrash, TRASH_DAYS } from '../../../lib/trash';
import { ownKeysOf, queuedTileKeys, removeUnnamedFiles } from '../../../lib/trash-files';
import { rowsOrThrow } from '../../../lib/write-error';
import { deleteReplaced, listReplaced, restoreReplaced } from './replaced';
import { deleteMessage, listTrashedMessages, restoreMessage } from './trashed-message';

// The Papelera's reads and writes. Only administrators read trashed rows (the
// policies of 20261125000400); the panel's other reads leave them out.

export type TrashedItem =
  | { kind: 'Project'; row: Project; renders: Render[]; blueprints: Blueprint[] }
  // `project` when live; `trashedProject` when it went to the trash after this row.
  | {
      kind: 'Render' | 'Blueprint';
      row: Render | Blueprint;
      project: Project | undefined;
      trashedProject?: Project;
    }
  | { kind: 'Gallery'; row: GalleryPhoto }
  | { kind: 'Client'; row: Client }
  // A replaced cover or video; `project` is its project, live or in the trash.
  | { kind: 'ReplacedMedia'; row: ReplacedMedia; project: Project | undefined; live: boolean }
  // A visitor's message ('Mensajes').
  | { kind: 'Message'; row: Message };

const trashed = <T extends 'Project' | 'Render' | 'Blueprint' | 'Gallery' | 'Client'>(table: T) =>
  supabase
    .from(table as 'Client')
    .select('*')
    .not('deleted_at', 'is', null);

/** Everything in the trash, newest first. A project's renders and planos are listed with it. */
export async function listTrash(): Promise<TrashedItem[]> {
  const [projects, renders, blueprints, photos, clients, live, replaced, messages] = await Promise.all([
    trashed('Project'),
    trashed('Render'),
    trashed('Blueprint'),
    trashed('Gallery'),
    trashed('Client'),
    supabase.from('Project').select('*').is('deleted_at', null),
    listReplaced(),
    listTrashedMessages(),
  ]);
  const all = {
    projects: rowsOrThrow('leer la papelera', projects) as unknown as Project[],
    renders: rowsOrThrow('leer la papelera', renders) as unknown as Render[],
    blueprints: rowsOrThrow('leer la papelera', blueprints) as unknown as Blueprint[],
    photos: rowsOrThrow('leer la papelera', photos) as unknown as GalleryPhoto[],
    clients: rowsOrThrow('leer la papelera', clients) as unknown as Client[],
    live: rowsOrThrow('leer la papelera', live),
  };
  const trashedProjects = new Map(all.projects.map((p) => [p.id, p]));
  const liveProjects = new Map(all.live.map((p) => [p.id, p]));
  // Went with the project (same time): restored with it, not on its own.
  const withProject = (m: Render | Blueprint) =>
    trashedProjects.get(m.id_project)?.deleted_at === m.deleted_at;
  const media = <M extends Render | Blueprint>(row: M) => ({
    row,
    project: liveProjects.get(row.id_project),
    trashedProject: trashedProjects.get(row.id_project),
  });
  const items: TrashedItem[] = [
    ...all.projects.map((row) => ({
      kind: 'Project' as const,
      row,
      renders: all.renders.filter((r) => r.id_project === row.id && withProject(r)),
      blueprints: all.blueprints.filter((b) => b.id_project === row.id && withProject(b)),
    })),
    ...all.renders.filter((r) => !withProject(r)).map((row) => ({ kind: 'Render' as const, ...media(row) })),
    ...all.blueprints
      .filter((b) => !withProject(b))
      .map((row) => ({ kind: 'Blueprint' as const, ...media(row) })),
    ...all.photos.map((row) => ({ kind: 'Gallery' as const, row })),
    ...all.clients.map((row) => ({ kind: 'Client' as const, row })),
    ...replaced.map((row) => ({
      kind: 'ReplacedMedia' as const,
      row,
      project: liveProjects.get(row.id_project) ?? trashedProjects.get(row.id_project),
      live: liveProjects.has(row.id_project),
    })),
    ...messages.map((row) => ({ kind: 'Message' as const, row })),
  ];
  return items.sort((a, b) => (b.row.deleted_at ?? '').localeCompare(a.row.deleted_at ?? ''));
}

/** When the purge deletes it for good. */
export function purgeDate(item: TrashedItem): Date {
  return new Date(Date.parse(item.row.deleted_at ?? '') + TRASH_DAYS * 24 * 3600 * 1000);
}

const WHAT = {
  Project: 'restaurar proyecto',
  Render: 'restaurar render',
  Blueprint: 'restaurar plano',
  Gallery: 'restaurar foto',
  Client: 'restaurar testimonio',
  ReplacedMedia: 'restaurar portada, video o modelo 3D',
} as const;

/** Puts the item back where it was (the database restores its order and a project's media). */
export async function restoreItem(item: TrashedItem): Promise<void> {
  if (item.kind === 'ReplacedMedia') return restoreReplaced(item.row, item.live ? item.project : undefined);
  // A render or plano whose project is in the trash stays there with its files private: back
  // alone, it was public while its project was not (the database refuses it too).
  if ((item.kind === 'Render' || item.kind === 'Blueprint') && item.trashedProject)
    throw new ProjectInTrashError();
  if (item.kind === 'Message') return restoreMessage(item.row.id);
  return restoreFromTrash(item.kind, item.row.id, WHAT[item.kind]);
}

/** Deletes the item for good: its rows, then the files no row left names. */
export async function deleteForever(item: TrashedItem): Promise<void> {
  if (item.kind === 'ReplacedMedia') return deleteReplaced(item.row);
  if (item.kind === 'Message') return deleteMessage(item.row.id);
  const what = WHAT[item.kind].replace('restaurar', 'eliminar');
  if (item.kind !== 'Project') return deleteForGood(item.kind, item.row.id, ownKeysOf(item.row), what);
  // Every render and plano of the project goes (also ones trashed on their own before), and its
  // replaced covers and videos (the database deletes their rows with the project).
  const [renders, blueprints, replaced] = await Promise.all([
    supabase.from('Render').select('*').eq('id_project', item.row.id),
    supabase.from('Blueprint').select('*').eq('id_project', item.row.id),
    supabase.from('ReplacedMedia').select('*').eq('id_project', item.row.id),
  ]);
  const media = [
    ...rowsOrThrow(what, renders),
    ...rowsOrThrow(what, blueprints),
    ...rowsOrThrow(what, replaced),
  ];
  return deleteForGood('Project', item.row.id, ownKeysOf([item.row, ...media]), what);
}

/**
 * The purge at sign-in: what has been in the trash longer than TRASH_DAYS is deleted for good,
 * then the files queued by a purge the database ran itself (pg_cron, the embedded scheduler) are
 * removed through Storage, each only if no row or settings version left names it in any spelling.
 * On a hosted project without pg_cron this is the only purge.
 * Returns how many items and files it removed; a failure is logged and left for the next time.
 */
export async function purgeExpired(now = Date.now()): Promise<number> {
  let removed = 0;
  for (const item of await listTrash()) {
    if (purgeDate(item).getTime() > now) continue;
    try {
      await deleteForever(item);
      removed += 1;
    } catch (error) {
      console.error('No se pudo vaciar de la papelera:', error);
    }
  }
  const queued = rowsOrThrow('leer los archivos purgados', await supabase.from('PurgedFile').select('url'));
  if (queued.length === 0) return removed;
  const urls = queued.map((q) => q.url);
  const tiles = await queuedTileKeys(urls);
  const files = await removeUnnamedFiles([...ownKeysOf(urls), ...tiles.keys]);
  if (files.failed === 0 && tiles.listed)
    await supabase
      .from('PurgedFile')
      .delete()
      .in(
        'url',
        queued.map((q) => q.url),
      );
  return removed + files.removed;
}

/** Restoring a render or plano whose project is in the trash: the project comes first. */
export class ProjectInTrashError extends Error {
  constructor() {
    super('Su proyecto está en la papelera: restaura el proyecto primero.');
    this.name = 'ProjectInTrashError';
  }
}
