import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { UploadSlot } from '../../../../components/UploadSlot';
import { useAdminWrite } from '../../../../lib/admin-write';
import { imageUrl } from '../../../../lib/image-url';
import { getBlueprints, getRenders } from '../../api/media';
import { addProjectMedia, deleteProjectMedia, type MediaRow, type MediaTable } from '../../api/media-writes';
import { MESSAGES } from './messages';
import styles from './ProjectsAdmin.module.css';

const TEXTS = {
  Render: {
    heading: 'Renders',
    lead: 'Imágenes del proyecto terminado; se muestran con el botón «Render».',
    item: 'render',
    input: 'Elegir render',
    add: 'Subir render',
    empty: 'Todavía no hay renders.',
    load: getRenders,
    addFailed: MESSAGES.uploadRender,
    deleteFailed: MESSAGES.deleteRender,
  },
  Blueprint: {
    heading: 'Planos',
    lead: 'Planos y detalles constructivos; se muestran con el botón «Detalle».',
    item: 'plano',
    input: 'Elegir plano',
    add: 'Subir plano',
    empty: 'Todavía no hay planos.',
    load: getBlueprints,
    addFailed: MESSAGES.uploadBlueprint,
    deleteFailed: MESSAGES.deleteBlueprint,
  },
} as const;

// A project's renders or blueprints: thumbnails with a delete button each, and a slot to add one.
// The local list changes only after the server confirmed the write (SPEC §8).
export function MediaListEditor({ projectId, table }: { projectId: number; table: MediaTable }) {
  const { run, progress } = useAdminWrite();
  const texts = TEXTS[table];
  const [items, setItems] = useState<MediaRow[] | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<{ row: MediaRow; index: number } | null>(null);

  useEffect(() => {
    let current = true;
    void texts.load(projectId).then((rows) => {
      if (current) setItems(rows);
    });
    return () => {
      current = false;
    };
  }, [projectId, texts]);

  async function add() {
    if (!file) return;
    setUploading(true);
    let added: MediaRow | undefined;
    const ok = await run(texts.addFailed, async (onProgress) => {
      added = await addProjectMedia(table, projectId, file, onProgress);
    });
    setUploading(false);
    if (ok && added) {
      const row = added;
      setItems((list) => [...(list ?? []), row]);
      setFile(null);
    }
  }

  async function remove(row: MediaRow) {
    setPending(null);
    const ok = await run(texts.deleteFailed, () => deleteProjectMedia(table, row));
    if (ok) setItems((list) => (list ?? []).filter((item) => item.id !== row.id));
  }

  const headingId = `${table}-${projectId}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {texts.heading}
        {items && <span className={styles.count}>{items.length}</span>}
      </h3>
      <p className={styles.cardLead}>{texts.lead}</p>
      <div className={styles.mediaGrid}>
        {items === null && <p className={styles.muted}>Cargando…</p>}
        {items?.length === 0 && <p className={styles.muted}>{texts.empty}</p>}
        {items?.map((row, index) => (
          <figure key={row.id} className={styles.thumb}>
            <img src={imageUrl(row.url, 400)} alt={`${texts.heading} ${index + 1}`} loading="lazy" />
            <button
              type="button"
              className={styles.thumbDelete}
              aria-label={`Eliminar ${texts.item} ${index + 1}`}
              onClick={() => setPending({ row, index })}
            >
              Eliminar
            </button>
          </figure>
        ))}
      </div>
      <div className={styles.addRow}>
        <UploadSlot
          label={texts.input}
          accept="image/*"
          kind="image"
          file={file}
          onFileChange={setFile}
          progress={uploading ? progress : null}
          hint="Arrastra una imagen aquí o haz clic para elegirla."
        />
        <button className={styles.primary} type="button" disabled={!file} onClick={add}>
          {texts.add}
        </button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={`¿Eliminar ${texts.item} ${(pending?.index ?? 0) + 1}?`}
        message="La imagen se quitará del proyecto y del almacenamiento. No se puede deshacer."
        onConfirm={() => pending && void remove(pending.row)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
