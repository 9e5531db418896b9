import { useEffect, useState } from 'react';
import { DescriptionField } from '../../../../components/DescriptionField';
import { ImageNotesField } from '../../../../components/ImageNotesField';
import { notesKey } from '../../../../components/descriptions-key';
import { saveImageNotes } from '../../../../lib/image-notes-writes';
import { notesOf } from '../../../../../core/credits/credit';
import { descriptionsKey } from '../../../../components/descriptions-key';
import { UploadQueueList } from '../../../../components/UploadQueueList';
import { UploadSlot } from '../../../../components/UploadSlot';
import type { GalleryPhoto } from '../../../../../core/database-shapes';
import { imageUrl } from '../../../../lib/image-url';
import { unsent } from '../../../../lib/use-upload-queue';
import { useQueuedUploads } from '../../../../lib/upload-queue/use-queued-uploads';
import { getGalleryPhotos } from '../../api/gallery';
import { describeGalleryPhoto, focusGalleryPhoto } from '../../api/gallery-writes';
import { focalPoint } from '../../../../../core/media/focal-point-read';
import { FocalPointField } from '../../../../components/FocalPointField';
import { MoveToTrashDialog } from '../../../../components/MoveToTrashDialog';
import styles from './GalleryAdmin.module.css';
import { GALLERY_FAILED as FAILED } from './gallery-queue';

// SPEC §5: the input accepts WebP — and, since photos are stored as WebP whatever they were
// (gallery-queue.ts), every other photo format too; a phone's HEIC is named, as some systems
// give it no image type. A phone offers its camera and its photo library for it.
const GALLERY_ACCEPT = 'image/webp,image/*,.heic,.heif';

const GALLERY = { kind: 'gallery' } as const;

// The 'Galería' tab: the studio's photo strip. Add (stored as WebP, SPEC §5) and delete photos.
export function GalleryAdmin() {
  const [photos, setPhotos] = useState<GalleryPhoto[] | null>(null);
  const [pending, setPending] = useState<GalleryPhoto | null>(null);
  // One photo or several at once, each with its own progress, through the panel's upload queue
  // (kept in the browser until stored and recorded, across a lost connection or a closed tab).
  const { queue, setFiles, start, uploading, waiting } = useQueuedUploads({
    target: GALLERY,
    onUploaded: (row: GalleryPhoto) =>
      setPhotos((list) => (list?.some((p) => p.id === row.id) ? list : [...(list ?? []), row])),
  });

  useEffect(() => {
    let current = true;
    void getGalleryPhotos().then((rows) => {
      if (current) setPhotos(rows);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="gallery-add-title">
        <h3 id="gallery-add-title" className={styles.cardTitle}>
          Nueva foto
        </h3>
        <p className={styles.lead}>
          Se guarda en WebP: una foto JPEG, PNG, AVIF o HEIC (iPhone) se convierte al subirla. Se muestra en
          «Acerca de nosotros».
        </p>
        <UploadSlot
          label="Elegir foto"
          accept={GALLERY_ACCEPT}
          kind="image"
          camera
          file={unsent(queue)}
          onFileChange={(file) => setFiles(file ? [file] : [])}
          onFilesChange={setFiles}
          disabled={uploading}
          hint="Arrastra fotos aquí o haz clic para elegirlas (puedes elegir varias)."
        />
        <UploadQueueList queue={queue} />
        <button
          type="button"
          className={styles.primary}
          disabled={waiting.length === 0 || uploading}
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
                  onClick={() => setPending(photo)}
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
              <ImageNotesField
                key={notesKey(notesOf(photo))}
                value={notesOf(photo)}
                onSave={async (changes) => {
                  const saved = await saveImageNotes('Gallery', photo.id, changes);
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
      <MoveToTrashDialog
        row={pending}
        table="Gallery"
        what="eliminar foto"
        failure={FAILED.remove}
        title={(photo) => `¿Eliminar la foto ${(photos ?? []).indexOf(photo) + 1}?`}
        message="Se quitará de la galería."
        onClose={() => setPending(null)}
        onMoved={(photo) => setPhotos((list) => (list ?? []).filter((p) => p.id !== photo.id))}
      />
    </div>
  );
}
