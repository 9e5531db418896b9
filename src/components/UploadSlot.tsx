import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ADMIN_UPLOAD_SLOT_PX } from '../config/constants';
import { imageUrl } from '../lib/image-url';
import styles from './UploadSlot.module.css';

// The admin upload slot (SPEC §2, §9: 200×200 px). Click or keyboard opens the file picker; a
// file can also be dragged onto it. The chosen file is previewed before it is sent; while it is
// sent, a bar shows the bytes uploaded. What is stored now (e.g. the current cover) is shown
// when no file is chosen.

export interface UploadSlotProps {
  /** Accessible name of the file input, e.g. 'Elegir portada'. */
  label: string;
  /** The input's accept list: 'image/*', 'image/webp', 'video/*'. */
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
   * Several files at once (issue 20): the input takes `multiple` and a drop takes every file;
   * the accepted ones go to onFilesChange (the slot previews `file`, the caller's first).
   */
  onFilesChange?: (files: File[]) => void;
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
}: UploadSlotProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);
  const hintId = useId();

  // The preview is an object URL of the chosen file, created and revoked with the file.
  useEffect(() => {
    const media = imageRef.current ?? videoRef.current;
    if (!file || !media) return;
    const url = URL.createObjectURL(file);
    media.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Clearing the parent's file (after a successful upload) also clears the input, so picking
  // the same file again fires a change.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function choose(next: File | null) {
    if (next && !matchesAccept(next, accept)) {
      setRejected(`«${next.name}» no es un formato admitido.`);
      return;
    }
    setRejected(null);
    onFileChange(next);
  }

  function chooseMany(list: FileList | null) {
    if (!onFilesChange) return choose(list?.[0] ?? null);
    const files = Array.from(list ?? []);
    const refused = files.filter((f) => !matchesAccept(f, accept));
    setRejected(
      refused.length === 0
        ? null
        : refused.length === 1
          ? `«${refused[0]!.name}» no es un formato admitido.`
          : `${refused.map((f) => `«${f.name}»`).join(', ')} no son formatos admitidos.`,
    );
    const accepted = files.filter((f) => matchesAccept(f, accept));
    if (accepted.length > 0 || files.length === 0) onFilesChange(accepted);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    chooseMany(event.dataTransfer.files);
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
          onChange={(event) => chooseMany(event.target.files)}
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
      <p id={hintId} className={styles.hint}>
        {file
          ? `${file.name} · ${formatSize(file.size)}`
          : (hint ?? 'Arrastra un archivo aquí o haz clic para elegirlo.')}
      </p>
      {rejected && (
        <p className={styles.rejected} aria-live="polite">
          {rejected}
        </p>
      )}
      {file && !disabled && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => (onFilesChange ? onFilesChange([]) : choose(null))}
        >
          Quitar archivo
        </button>
      )}
    </div>
  );
}
