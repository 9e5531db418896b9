import type { Blueprint, ImageDescriptions, PdfColumns, Render } from '../../../../core/database-shapes';
import { discardUploads, uploadImage } from '../../../lib/renditions/upload-media';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';
import type { FocalPoint } from '../../../../core/media/focal-point';

// Admin writes of the Render and Blueprint tables (SPEC §7). Reads live in media.ts.

export type MediaTable = 'Render' | 'Blueprint';
export type MediaRow = Render | Blueprint;

/**
 * Adds a render or blueprint image: upload (compressed) → insert the record. If the insert
 * fails the uploaded file is removed again, so storage holds no file no record references.
 * A plano drawn from a page of a PDF (plano-pdf.ts) comes this same way, with the PDF it names.
 */
export async function addProjectMedia(
  table: MediaTable,
  projectId: number,
  file: File,
  onProgress?: (fraction: number) => void,
  pdf?: PdfColumns,
): Promise<MediaRow> {
  const uploaded = await uploadImage(file, onProgress);
  try {
    const row = { id_project: projectId, url: uploaded.stored.url, widths: uploaded.widths };
    return oneRowOrThrow(
      `agregar ${table}`,
      // Only planos name a PDF: the render table has no such columns.
      pdf && table === 'Blueprint'
        ? await supabase
            .from(table)
            .insert({ ...row, ...pdf })
            .select()
        : await supabase.from(table).insert(row).select(),
    );
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
