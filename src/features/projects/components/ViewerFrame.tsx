import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { viewer as viewerTexts } from '../../../../core/i18n/es/viewer';
import { useTexts } from '../../../i18n/texts';
import styles from './DeepZoomView.module.css';

// What the deep-zoom viewer (a plano) and the panorama viewer (a 360° render) show alike: the
// focusable surface the library draws in, named for screen readers with the image's alt and a
// line saying how to move in it, and the visible '+' / '−' buttons, followed by each viewer's own
// (reset, motion sensor).

const ZOOM_IN = 'M12 5v14M5 12h14';
const ZOOM_OUT = 'M5 12h14';

/** A round control of the viewer: an icon drawn from one SVG path, named by its label. */
export function ViewerButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.control} onClick={onClick} aria-label={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={path} />
      </svg>
    </button>
  );
}

export function ViewerFrame({
  host,
  roleDescription,
  alt,
  altLang,
  help,
  ready,
  busy,
  bar,
  onKeyDown,
  onZoomIn,
  onZoomOut,
  children,
}: {
  host: Ref<HTMLDivElement>;
  roleDescription: string;
  alt: string;
  altLang?: string;
  /** How to move in this viewer, read after its name. */
  help: string;
  /** Set once the library has drawn (tests and styles wait for it). */
  ready?: boolean;
  /** Drawn but still being completed (the model's textures coming in): said to screen readers. */
  busy?: boolean;
  /** On a phone, the buttons in a row under the surface rather than over it (a model's building). */
  bar?: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  /** The viewer's own buttons, after '+' and '−'. */
  children?: ReactNode;
}) {
  const t = useTexts(viewerTexts, (c) => c.viewer);
  const helpId = useId();
  return (
    <div className={styles.viewer}>
      <div
        ref={host}
        className={styles.canvas}
        role="img"
        aria-roledescription={roleDescription}
        aria-label={alt}
        aria-describedby={helpId}
        lang={altLang}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-ready={ready || undefined}
        aria-busy={busy || undefined}
      />
      <p id={helpId} className={styles.help}>
        {help}
      </p>
      <div className={bar ? `${styles.controls} ${styles.bar}` : styles.controls}>
        <ViewerButton label={t.zoomIn} path={ZOOM_IN} onClick={onZoomIn} />
        <ViewerButton label={t.zoomOut} path={ZOOM_OUT} onClick={onZoomOut} />
        {children}
      </div>
    </div>
  );
}
