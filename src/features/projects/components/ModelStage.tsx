import { lazy, Suspense, useState } from 'react';
import { model as modelTexts } from '../../../../core/i18n/es/model';
import { useLang, useTexts } from '../../../i18n/texts';
import { hasWebGl } from '../../../lib/has-webgl';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import { startModelDownload } from '../../../lib/models/model-download';
import type { SlideModel } from './slide-model';
import styles from './ModelStage.module.css';

// A project's 3D model in its slider: the poster drawn at upload, and on it a button that opens the
// viewer (ModelView.tsx, its own chunk with three.js, fetched only then, and the model with it).
// Chosen with "3D" beside Render and Detalle the viewer opens at once; when the model is all the
// project shows, the poster waits for the visitor's tap. Without WebGL the poster stays and says why.

const loadViewer = () => import('./ModelView');
const ModelView = lazy(() => loadViewer().then((m) => ({ default: m.ModelView })));

/** "3,2 MB" in the page's language, never "0 MB". */
const megabytes = (bytes: number, lang: string) =>
  `${(Math.ceil(bytes / 104857.6) / 10).toLocaleString(lang)} MB`;

export function ModelStage({
  model,
  title,
  open: opened,
}: {
  model: SlideModel;
  title: string;
  open: boolean;
}) {
  const t = useTexts(modelTexts, (c) => c.model);
  const lang = useLang();
  const [open, setOpen] = useState(opened);
  const [webgl] = useState(hasWebGl);
  // The model's bytes start with the viewer's code, not after it (see model-download.ts).
  const [download, setDownload] = useState(() => (opened && webgl ? startModelDownload(model.url) : null));
  const alt = t.poster(title);
  const poster = model.poster && (
    <img
      className={styles.poster}
      src={imageUrl(model.poster, 1440, 75, model.posterWidths)}
      srcSet={imageSrcSet(model.poster, undefined, model.posterWidths) || undefined}
      sizes="(min-width: 1248px) 1200px, 100vw"
      alt={alt}
    />
  );
  if (!webgl)
    return (
      <div className={styles.stage} data-model-stage>
        {poster}
        <p className={styles.status} role="status">
          {t.noWebgl}
        </p>
      </div>
    );
  return (
    <div className={styles.stage} data-model-stage>
      {open ? (
        <Suspense fallback={poster}>
          <ModelView url={model.url} download={download} alt={alt} poster={poster} />
        </Suspense>
      ) : (
        <>
          {poster}
          <button
            type="button"
            className={styles.open}
            // A finger on the button (or a mouse over it) asks for the viewer's code already.
            onPointerDown={() => void loadViewer()}
            onPointerEnter={(event) => {
              if (event.pointerType === 'mouse') void loadViewer();
            }}
            onClick={() => {
              setDownload(startModelDownload(model.url));
              setOpen(true);
            }}
          >
            {t.open(megabytes(model.size ?? 0, lang))}
          </button>
        </>
      )}
    </div>
  );
}
