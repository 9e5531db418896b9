import { CONTENT_BUCKET } from '../../core/media/storage-object-key';
import { listed, namedKeys } from './trash-files';

// Which of the trashed items' files are still in the public bucket, read from Storage itself,
// so the Papelera can say so after a reload, when the panel no longer remembers which moves
// failed (src/lib/still-public.ts). Storage lists one folder level per call: the bucket's top
// level, page by page, holds every file of the site but a pyramid's tiles, whose folder shows
// there as an entry while any of its tiles is left; only such a folder is read further.

/** The files under one pyramid folder of the public bucket: its own and those one level down. */
async function filesUnder(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await listed(CONTENT_BUCKET, folder)) {
    if (!entry.isFolder) files.push(`${folder}/${entry.name}`);
    else
      for (const file of await listed(CONTENT_BUCKET, `${folder}/${entry.name}`))
        if (!file.isFolder) files.push(`${folder}/${entry.name}/${file.name}`);
  }
  return files;
}

/** The keys among `keys` still in the public bucket that no live row (nor the settings) names. */
export async function findStillPublic(keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const [live, top] = await Promise.all([namedKeys(true), listed(CONTENT_BUCKET, '')]);
  const wanted = new Set(keys.filter((k) => !live.has(k)));
  const files = new Set(top.filter((e) => !e.isFolder).map((e) => e.name));
  const folders = new Set(top.filter((e) => e.isFolder).map((e) => e.name));
  const found = [...wanted].filter((k) => files.has(k));
  const leftFolders = new Set(
    [...wanted]
      .filter((k) => k.includes('/'))
      .map((k) => k.slice(0, k.indexOf('/')))
      .filter((f) => folders.has(f)),
  );
  for (const folder of leftFolders)
    for (const file of await filesUnder(folder)) if (wanted.has(file)) found.push(file);
  return found;
}
