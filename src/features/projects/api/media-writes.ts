import type { Blueprint, ImageDescriptions, PdfColumns, Render } from '../../../../core/database-shapes';
import { discardUploads, uploadImage } from '../../../lib/renditions/upload-media';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';
import type { FocalPoint } from '../../../../core/media/focal-point';

// Admin writes of the Render and Blueprint tables (SPEC §7). Reads live in media.ts.

export type MediaTable = 'Render' | 'Blueprint';
export type MediaRow = Render | Blueprint;

export interface AddedMedia {
  row: MediaRow;
  /** Why this browser could not keep the full detail asked for (Spanish), or null. */
  detailNotMade: string | null;
}

/**
 * Adds a render or blueprint image: upload (compressed, with its full-detail pyramid for a plano
 * or a 360° render) → insert the record. If the insert fails every uploaded file is removed
 * again, so storage holds no file no record references. A plano drawn from a page of a PDF
 * (plano-pdf.ts) comes this same way, with the PDF it names.
 */
export async function addProjectMedia(
  table: MediaTable,
  projectId: number,
  file: File,
  onProgress?: (fraction: number) => void,
  { panorama = false, pdf }: { panorama?: boolean; pdf?: PdfColumns } = {},
): Promise<AddedMedia> {
  const detail = table === 'Blueprint' ? 'plano' : panorama ? 'panorama' : undefined;
  const uploaded = await uploadImage(file, onProgress, { detail });
  const row = {
    id_project: projectId,
    url: uploaded.stored.url,
    widths: uploaded.widths,
    detail: uploaded.detail ? { ...uploaded.detail } : null,
  };
  try {
    // Only planos name a PDF; only renders are 360°.
    const inserted: MediaRow =
      table === 'Render'
        ? oneRowOrThrow(
            `agregar ${table}`,
            await supabase
              .from('Render')
              .insert({ ...row, panorama })
              .select(),
          )
        : oneRowOrThrow(
            `agregar ${table}`,
            await supabase
              .from('Blueprint')
              .insert({ ...row, ...pdf })
              .select(),
          );
    return { row: inserted, detailNotMade: uploaded.detailNotMade };
  } catch (error) {
    await discardUploads(uploaded.names);
    throw error;
  }
}

/**
 * Moves a render or blueprint to `position` (1 = first) among its project's. The database shifts
 * the ones in between and keeps positions 1…n (the ordering migration's triggers), also when two tabs move at
 * once.
 */
export async function moveProjectMedia(table: MediaTable, row: MediaRow, position: number): Promise<void> {
  oneRowOrThrow(
    `ordenar ${table}`,
    await supabase.from(table).update({ position }).eq('id', row.id).select(),
  );
}

/** Saves an image's descriptions (its alt text on the site, in Spanish and English); null clears one. */
export async function describeProjectMedia(
  table: MediaTable,
  row: MediaRow,
  changes: Partial<ImageDescriptions>,
): Promise<MediaRow> {
  return oneRowOrThrow(
    `describir ${table}`,
    await supabase.from(table).update(changes).eq('id', row.id).select(),
  );
}

/** Sets the image's focal point (null: the centre); sends only the point's two columns. */
export async function focusProjectMedia(
  table: MediaTable,
  row: MediaRow,
  point: FocalPoint | null,
): Promise<MediaRow> {
  return oneRowOrThrow(
    `enfocar ${table}`,
    await supabase
      .from(table)
      .update({ focus_x: point?.x ?? null, focus_y: point?.y ?? null })
      .eq('id', row.id)
      .select(),
  );
}
