import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ADMIN_UPLOAD_SLOT_PX } from '../../core/constants';
import { imageUrl } from '../lib/image-url';
import { imageRefusal, previewOf } from '../lib/images/readable-image';
import styles from './UploadSlot.module.css';

// The admin upload slot (SPEC §2, §9: 200×200 px). Click or keyboard opens the file picker; a
// file can also be dragged onto it. The chosen file is previewed before it is sent; while it is
// sent, a bar shows the bytes uploaded. What is stored now (e.g. the current cover) is shown
// when no file is chosen.

export interface UploadSlotProps {
  /** Accessible name of the file input, e.g. 'Elegir portada'. */
  label: string;
  /**
   * The input's accept list: 'image/*', 'video/*'. Images are then taken by their content, not
   * by this list (image-sniff.ts): a HEIC may come with no type, a text file named `.jpg` with an
   * image type.
   */
  accept: string;
  kind: 'image' | 'video';
  file: File | null;
  onFileChange: (file: File | null) => void;
  currentUrl?: string | null;
  /** Fraction sent (0..1) while this slot's file is uploading. */
  progress?: number | null;
  hint?: string;
  disabled?: boolean;
  /**
   * Several files at once: the input takes `multiple` and a drop takes every file;
   * the accepted ones go to onFilesChange (the slot previews `file`, the caller's first).
   */
  onFilesChange?: (files: File[]) => void;
  /**
   * For an image slot: the message refusing a chosen file, or null when it is taken; by default
   * any file that is no image the panel reads. 'Planos' also takes a PDF this way.
   */
  refusal?: (file: File) => Promise<string | null>;
  /**
   * Offer the phone's camera straight away too ('Hacer una foto', `capture`), beside the slot
   * whose own picker keeps offering the camera and the photo library both.
   */
  camera?: boolean;
}

/** Whether a file matches an accept list such as 'image/*' or 'image/webp,.webp'. */
function matchesAccept(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return file.type.startsWith(rule.slice(0, -1));
      return file.type === rule;
    });
}

function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1
    ? `${mb.toLocaleString('es', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es')} KB`;
}

export function UploadSlot({
  label,
  accept,
  kind,
  file,
  onFileChange,
  currentUrl,
  progress = null,
  hint,
  disabled = false,
  onFilesChange,
  refusal = imageRefusal,
  camera = false,
}: UploadSlotProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  // Checking an image reads its bytes; a newer choice made meanwhile wins.
  const choice = useRef(0);
  const hintId = useId();

  // The preview is an object URL of the chosen file, created and revoked with the file. An image
  // the browser cannot show (a HEIC in Chromium) is previewed from its decoded picture instead.
  useEffect(() => {
    const media = imageRef.current ?? videoRef.current;
    if (!file || !media) return;
    let url = URL.createObjectURL(file);
    let live = true;
    media.src = url;
    if (media instanceof HTMLImageElement)
      media.onerror = () => {
        media.onerror = null;
        void previewOf(file).then((picture) => {
          if (!live || !picture) return;
          URL.revokeObjectURL(url);
          url = URL.createObjectURL(picture);
          media.src = url;
        });
      };
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  // Clearing the parent's file (after a successful upload) also clears the input, so picking
  // the same file again fires a change.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  /** The files this slot takes and, for each one it refuses, the message that names it. */
  async function screen(files: File[]): Promise<{ accepted: File[]; refused: string[] }> {
    if (kind === 'image') {
      const refusals = await Promise.all(files.map(refusal));
      return {
        accepted: files.filter((_, i) => refusals[i] === null),
        refused: refusals.filter((message): message is string => message !== null),
      };
    }
    const refusedFiles = files.filter((f) => !matchesAccept(f, accept));
    return {
      accepted: files.filter((f) => matchesAccept(f, accept)),
      refused:
        refusedFiles.length === 0
          ? []
          : refusedFiles.length === 1
            ? [`«${refusedFiles[0]!.name}» no es un formato admitido.`]
            : [`${refusedFiles.map((f) => `«${f.name}»`).join(', ')} no son formatos admitidos.`],
    };
  }

  async function chooseMany(list: FileList | null) {
    const files = Array.from(list ?? []);
    const mine = ++choice.current;
    const { accepted, refused } = await screen(onFilesChange ? files : files.slice(0, 1));
    if (mine !== choice.current) return;
    setRejected(refused);
    if (!onFilesChange) {
      if (accepted[0] || files.length === 0) onFileChange(accepted[0] ?? null);
      return;
    }
    if (accepted.length > 0 || files.length === 0) onFilesChange(accepted);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    void chooseMany(event.dataTransfer.files);
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  const current = !file && currentUrl ? currentUrl : null;

  return (
    <div className={styles.wrapper}>
      <div
        className={styles.slot}
        style={{ width: ADMIN_UPLOAD_SLOT_PX, height: ADMIN_UPLOAD_SLOT_PX }}
        data-dragging={dragging || undefined}
        data-has-media={Boolean(file || current) || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          className={styles.input}
          type="file"
          accept={accept}
          aria-label={label}
          aria-describedby={hintId}
          disabled={disabled}
          multiple={onFilesChange !== undefined}
          onChange={(event) => void chooseMany(event.target.files)}
        />
        <div className={styles.frame} aria-hidden="true">
          {file &&
            (kind === 'video' ? (
              <video ref={videoRef} className={styles.media} muted playsInline data-preview="" />
            ) : (
              <img ref={imageRef} className={styles.media} alt="" data-preview="" />
            ))}
          {current &&
            (kind === 'video' ? (
              <video className={styles.media} src={current} muted playsInline preload="metadata" />
            ) : (
              <img className={styles.media} src={imageUrl(current, 400)} alt="" loading="lazy" />
            ))}
          {!file && !current && (
            <span className={styles.placeholder}>
              <span className={styles.plus}>+</span>
              {kind === 'video' ? 'Video' : 'Imagen'}
            </span>
          )}
          {(file || current) && <span className={styles.badge}>{file ? 'Nuevo' : 'Actual'}</span>}
          {percent !== null && (
            <span className={styles.progress}>
              <span className={styles.bar} style={{ width: `${percent}%` }} />
            </span>
          )}
        </div>
      </div>
      {camera && (
        // Shown where a finger is the pointer (a phone, a tablet): a desktop's webcam is no way
        // to photograph a building site.
        <label className={styles.camera} data-disabled={disabled || undefined}>
          <input
            className={styles.cameraInput}
            type="file"
            accept="image/*"
            capture="environment"
            disabled={disabled}
            onChange={(event) => void chooseMany(event.target.files)}
          />
          Hacer una foto
        </label>
      )}
      <p id={hintId} className={styles.hint}>
        {file
          ? `${file.name} · ${formatSize(file.size)}`
          : (hint ?? 'Arrastra un archivo aquí o haz clic para elegirlo.')}
      </p>
      {rejected.length > 0 && (
        <div className={styles.rejected} role="alert">
          {rejected.map((message, i) => (
            <p key={i}>{message}</p>
          ))}
        </div>
      )}
      {file && !disabled && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            setRejected([]);
            if (onFilesChange) onFilesChange([]);
            else onFileChange(null);
          }}
        >
          Quitar archivo
        </button>
      )}
    </div>
  );
}
