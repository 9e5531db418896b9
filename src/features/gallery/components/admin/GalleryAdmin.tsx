import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DescriptionField } from '../../../../components/DescriptionField';
import { descriptionsKey } from '../../../../components/descriptions-key';
import { UploadQueueList } from '../../../../components/UploadQueueList';
import { UploadSlot } from '../../../../components/UploadSlot';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { GalleryPhoto } from '../../../../lib/database.types';
import { imageUrl } from '../../../../lib/image-url';
import { useUploadQueue } from '../../../../lib/use-upload-queue';
import { getGalleryPhotos } from '../../api/gallery';
import { moveToTrash, TRASH_NOTICE } from '../../../../lib/trash';
import { addGalleryPhoto, describeGalleryPhoto, focusGalleryPhoto } from '../../api/gallery-writes';
import { focalPoint } from '../../../../lib/focal-point-read';
import { FocalPointField } from '../../../../components/FocalPointField';
import styles from './GalleryAdmin.module.css';

// Exact alerts of SPEC §8.
const FAILED = {
  upload: 'Existió un problema al momento de subir la imagen, inténtalo nuevamente',
  remove: 'Existió un problema al momento de eliminar la imagen, inténtalo nuevamente',
};

// The 'Galería' tab: the studio's photo strip. Add (webp, SPEC §5) and delete photos.
export function GalleryAdmin() {
  const { run, progress } = useAdminWrite();
  const [photos, setPhotos] = useState<GalleryPhoto[] | null>(null);
  const [pending, setPending] = useState<{ photo: GalleryPhoto; index: number } | null>(null);
  // One photo or several at once, each with its own progress (issue 20).
  const { queue, setFiles, start, uploading } = useUploadQueue({
    upload: addGalleryPhoto,
    failure: FAILED.upload,
    onUploaded: (row: GalleryPhoto) => setPhotos((list) => [...(list ?? []), row]),
  });
  const waiting = queue.filter((q) => !q.failed);

  useEffect(() => {
    let current = true;
    void getGalleryPhotos().then((rows) => {
      if (current) setPhotos(rows);
    });
    return () => {
      current = false;
    };
  }, []);

  async function remove(photo: GalleryPhoto) {
    setPending(null);
    const ok = await run(FAILED.remove, () => moveToTrash('Gallery', photo.id, 'eliminar foto'));
    if (ok) setPhotos((list) => (list ?? []).filter((p) => p.id !== photo.id));
  }

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="gallery-add-title">
        <h3 id="gallery-add-title" className={styles.cardTitle}>
          Nueva foto
        </h3>
        <p className={styles.lead}>Formato WebP. Se muestra en «Acerca de nosotros».</p>
        <UploadSlot
          label="Elegir foto"
          accept="image/webp"
          kind="image"
          file={queue[0]?.file ?? null}
          onFileChange={(file) => setFiles(file ? [file] : [])}
          onFilesChange={setFiles}
          progress={uploading ? progress : null}
          hint="Arrastra imágenes WebP aquí o haz clic para elegirlas (puedes elegir varias)."
        />
        <UploadQueueList queue={queue} />
        <button
          type="button"
          className={styles.primary}
          disabled={waiting.length === 0}
          onClick={() => void start()}
        >
          {waiting.length > 1 ? `Subir ${waiting.length} fotos` : 'Subir foto'}
        </button>
      </section>
      <section className={styles.photos} aria-labelledby="gallery-title">
        <h3 id="gallery-title" className={styles.cardTitle}>
          Fotos {photos && <span className={styles.count}>{photos.length}</span>}
        </h3>
        {photos === null && <p className={styles.muted}>Cargando galería…</p>}
        {photos?.length === 0 && <p className={styles.muted}>Todavía no hay fotos.</p>}
        <ul className={styles.grid}>
          {photos?.map((photo, index) => (
            <li key={photo.id} className={styles.item}>
              <div className={styles.photo}>
                <img
                  src={imageUrl(photo.url, 480)}
                  alt={photo.description || `Foto ${index + 1} de la galería`}
                  loading="lazy"
                />
                <button
                  type="button"
                  className={styles.delete}
                  aria-label={`Eliminar foto ${index + 1}`}
                  onClick={() => setPending({ photo, index })}
                >
                  Eliminar
                </button>
              </div>
              <DescriptionField
                key={descriptionsKey(photo)}
                value={photo}
                onSave={async (changes) => {
                  const saved = await describeGalleryPhoto(photo, changes);
                  setPhotos((list) => (list ?? []).map((p) => (p.id === saved.id ? saved : p)));
                }}
              />
              <details>
                <summary>Punto de interés</summary>
                <FocalPointField
                  key={`${photo.focus_x}-${photo.focus_y}`}
                  url={imageUrl(photo.url, 800)}
                  value={focalPoint(photo.focus_x, photo.focus_y)}
                  onSave={async (point) => {
                    const saved = await focusGalleryPhoto(photo, point);
                    setPhotos((list) => (list ?? []).map((p) => (p.id === saved.id ? saved : p)));
                  }}
                />
              </details>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={pending !== null}
        title={`¿Eliminar la foto ${(pending?.index ?? 0) + 1}?`}
        message={`Se quitará de la galería. ${TRASH_NOTICE}`}
        onConfirm={() => pending && void remove(pending.photo)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
