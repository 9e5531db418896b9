import type { ImageWidths, Json } from '../../../../core/database-shapes';
import type { StudioSettings } from '../../../../core/studio/studio-settings';
import { discardUploads, uploadImage, uploadVideo } from '../../../lib/renditions/upload-media';
import { uploadToGallery } from '../../../lib/storage';
import type { PhoneNotMade } from '../../../lib/renditions/video-rendition';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow, rowsOrThrow } from '../../../lib/write-error';

// Admin write of the studio's settings: the whole document, on the single row id 1.
// A hosted project has no row until the first save, so an update that touched nothing is
// followed by an insert (the embedded REST layer, like the app's other calls, has no upsert).

export async function saveStudioSettings(settings: StudioSettings): Promise<StudioSettings> {
  const document = settings as unknown as NonNullable<Json>;
  const updated = rowsOrThrow(
    'guardar estudio',
    await supabase.from('Studio').update({ settings: document }).eq('id', 1).select(),
  );
  if (updated.length === 0) {
    oneRowOrThrow(
      'guardar estudio',
      await supabase.from('Studio').insert({ id: 1, settings: document }).select(),
    );
  }
  return settings;
}

type Made = { phone: string; poster: string; widths: ImageWidths; type: string; phoneType: string };

/** A file chosen in the view: uploaded on save, its URL put in the settings by `apply`. */
export interface StudioFileChange {
  file: File;
  /** Images are compressed before upload; videos are not (SPEC §5) but get a phone version. */
  kind: 'image' | 'video';
  /** An image whose narrower copies the site uses (a portrait): made and stored too. */
  withWidths?: boolean;
  /**
   * `made`: a video's phone version and poster ('' when this browser made none) and what the
   * video and its phone version are (MIME types with codecs; '' for none), an image's widths.
   */
  apply: (settings: StudioSettings, url: string, made: Made) => StudioSettings;
  /** The URL it replaces ('' for the file shipped with the app): removed once nothing points at it. */
  previous: string;
  /** The renditions made from `previous`, removed with it. */
  previousRenditions?: string[];
}

/**
 * Saves a section: upload its new files (`<timestamp>-<name>` in Gallery, like every upload) →
 * write the settings. As for project covers (project-writes.ts), a failed write removes what was
 * just uploaded and the settings never point at a missing file.
 */
export async function saveStudioSection(
  next: StudioSettings,
  files: StudioFileChange[] = [],
  onProgress?: (fraction: number) => void,
): Promise<{ settings: StudioSettings; phoneNotMade: PhoneNotMade | null }> {
  const uploaded: string[] = [];
  let settings = next;
  let phoneNotMade: PhoneNotMade | null = null;
  try {
    for (const change of files) {
      if (change.kind === 'video') {
        const video = await uploadVideo(change.file, onProgress);
        uploaded.push(...video.names);
        phoneNotMade = video.notMade;
        settings = change.apply(settings, video.stored.url, {
          phone: video.phone?.url ?? '',
          poster: video.poster?.url ?? '',
          widths: {},
          type: video.type,
          phoneType: video.phoneType ?? '',
        });
      } else if (change.withWidths) {
        const image = await uploadImage(change.file, onProgress);
        uploaded.push(...image.names);
        settings = change.apply(settings, image.stored.url, {
          phone: '',
          poster: '',
          widths: image.widths ?? {},
          type: '',
          phoneType: '',
        });
      } else {
        const stored = await uploadToGallery(change.file, { compress: true, onProgress });
        uploaded.push(stored.name);
        settings = change.apply(settings, stored.url, {
          phone: '',
          poster: '',
          widths: {},
          type: '',
          phoneType: '',
        });
      }
    }
    await saveStudioSettings(settings);
  } catch (error) {
    await discardUploads(uploaded);
    throw error;
  }
  // The replaced files and their renditions stay: the version the save just kept (the settings' history,
  // 'Historial') still names them. They go when that version falls off the history (the purge's
  // queue, PurgedFile).
  return { settings, phoneNotMade };
}
