import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DescriptionField } from '../../../../components/DescriptionField';
import { descriptionsKey } from '../../../../components/descriptions-key';
import type { ImageDescriptions } from '../../../../../core/database-shapes';
import type { FocalPoint } from '../../../../../core/media/focal-point';
import { SortableList } from '../../../../components/SortableList';
import { useAdminWrite } from '../../../../lib/admin-write';
import { imageUrl } from '../../../../lib/image-url';
import { getBlueprints, getRenders } from '../../api/media';
import { moveToTrash, TRASH_NOTICE } from '../../../../lib/trash';
import { FocalPointField } from '../../../../components/FocalPointField';
import { focalPoint } from '../../../../../core/media/focal-point-read';
import {
  describeProjectMedia,
  focusProjectMedia,
  moveProjectMedia,
  type MediaRow,
  type MediaTable,
} from '../../api/media-writes';
import { MediaUploader } from './MediaUploader';
import { ImageNotesField } from '../../../../components/ImageNotesField';
import { notesKey } from '../../../../components/descriptions-key';
import { saveImageNotes } from '../../../../lib/image-notes-writes';
import { notesOf, type ImageNotes } from '../../../../../core/credits/credit';
import { MESSAGES } from './messages';
import styles from './ProjectsAdmin.module.css';

const TEXTS = {
  Render: {
    heading: 'Renders',
    lead: 'Imágenes del proyecto terminado; se muestran con el botón «Render», en este orden.',
    item: 'render',
    empty: 'Todavía no hay renders.',
    load: getRenders,
    deleteFailed: MESSAGES.deleteRender,
  },
  Blueprint: {
    heading: 'Planos',
    lead: 'Planos y detalles constructivos; se muestran con el botón «Detalle», en este orden.',
    item: 'plano',
    empty: 'Todavía no hay planos.',
    load: getBlueprints,
    deleteFailed: MESSAGES.deleteBlueprint,
  },
} as const;

// A project's renders or blueprints, in the order the site shows them: each with its description,
// buttons to move it (or drag it) and to delete it, and the uploader for new ones (they go last).
// The local list changes only after the server confirmed the write (SPEC §8).
export function MediaListEditor({
  projectId,
  table,
  onChanged,
}: {
  projectId: number;
  table: MediaTable;
  /** An image was added, removed, moved or described (the tour's editor reads them again). */
  onChanged?: () => void;
}) {
  const { run } = useAdminWrite();
  const texts = TEXTS[table];
  const [items, setItems] = useState<MediaRow[] | null>(null);
  const [pending, setPending] = useState<{ row: MediaRow; index: number } | null>(null);

  const load = useCallback(() => texts.load(projectId), [texts, projectId]);
  useEffect(() => {
    let current = true;
    void load().then((rows) => {
      if (current) setItems(rows);
    });
    return () => {
      current = false;
    };
  }, [load]);

  // Whatever changed the list (after the first read), the tour's editor reads it again. The
  // callback is read from a ref: a new one from the parent is no change of the list.
  const first = useRef(true);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);
  useEffect(() => {
    if (items === null) return;
    if (first.current) first.current = false;
    else changed.current?.();
  }, [items]);

  async function remove(row: MediaRow) {
    setPending(null);
    const ok = await run(texts.deleteFailed, () => moveToTrash(table, row.id, `eliminar ${table}`));
    if (ok) setItems((list) => (list ?? []).filter((item) => item.id !== row.id));
  }

  async function move(row: MediaRow, toIndex: number) {
    let rows: MediaRow[] | undefined;
    // Read back: another tab may have moved or added items meanwhile; the database has the truth.
    const ok = await run('No se pudo cambiar el orden, inténtalo nuevamente', async () => {
      await moveProjectMedia(table, row, toIndex + 1);
      rows = await load();
    });
    if (ok && rows) setItems(rows);
  }

  const describe = (row: MediaRow) => async (changes: Partial<ImageDescriptions>) => {
    const saved = await describeProjectMedia(table, row, changes);
    setItems((list) => (list ?? []).map((item) => (item.id === saved.id ? saved : item)));
  };

  const note = (row: MediaRow) => async (changes: Partial<ImageNotes>) => {
    const saved: MediaRow = await saveImageNotes(table, row.id, changes);
    setItems((list) => (list ?? []).map((item) => (item.id === saved.id ? saved : item)));
  };

  const focus = (row: MediaRow) => async (point: FocalPoint | null) => {
    const saved = await focusProjectMedia(table, row, point);
    setItems((list) => (list ?? []).map((item) => (item.id === saved.id ? saved : item)));
  };

  const headingId = `${table}-${projectId}`;
  const name = (index: number) => `${texts.item} ${index + 1}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {texts.heading}
        {items && <span className={styles.count}>{items.length}</span>}
      </h3>
      <p className={styles.cardLead}>{texts.lead}</p>
      {items === null && <p className={styles.muted}>Cargando…</p>}
      {items?.length === 0 && <p className={styles.muted}>{texts.empty}</p>}
      {items && items.length > 0 && (
        <SortableList
          items={items}
          label={texts.heading}
          layout="grid"
          className={styles.mediaGrid}
          itemClassName={styles.mediaItem}
          itemLabel={(_, index) => name(index)}
          onMove={(row, to) => void move(row, to)}
          renderItem={(row, index) => (
            <>
              <figure className={styles.thumb}>
                <img
                  src={imageUrl(row.url, 400)}
                  alt={row.description || `${texts.heading} ${index + 1}`}
                  loading="lazy"
                />
                <button
                  type="button"
                  className={styles.thumbDelete}
                  aria-label={`Eliminar ${name(index)}`}
                  onClick={() => setPending({ row, index })}
                >
                  Eliminar
                </button>
              </figure>
              <DescriptionField key={descriptionsKey(row)} value={row} onSave={describe(row)} />
              <ImageNotesField key={notesKey(notesOf(row))} value={notesOf(row)} onSave={note(row)} />
              <details className={styles.focusDetails}>
                <summary>Punto de interés</summary>
                <FocalPointField
                  key={`${row.focus_x}-${row.focus_y}`}
                  url={imageUrl(row.url, 800)}
                  value={focalPoint(row.focus_x, row.focus_y)}
                  onSave={focus(row)}
                />
              </details>
            </>
          )}
        />
      )}
      <MediaUploader
        table={table}
        projectId={projectId}
        onAdded={(row) =>
          // Once: the upload queue may record a row while the list is being read.
          setItems((list) => (list?.some((item) => item.id === row.id) ? list : [...(list ?? []), row]))
        }
      />
      <ConfirmDialog
        open={pending !== null}
        title={`¿Eliminar ${texts.item} ${(pending?.index ?? 0) + 1}?`}
        message={`La imagen se quitará del proyecto. ${TRASH_NOTICE}`}
        onConfirm={() => pending && void remove(pending.row)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
