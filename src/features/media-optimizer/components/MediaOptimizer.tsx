import { useEffect, useRef, useState } from 'react';
import { usePreparationStatus } from '../../../lib/renditions/preparation-status';
import { UploadCancelledError } from '../../../lib/upload-resumable';
import { listPendingMedia, type PendingMedia, type StudioStore } from '../api/pending-media';
import { DetailLost } from './DetailLost';
import styles from './MediaOptimizer.module.css';

// 'Optimizar medios': prepares the phone versions and image widths of media stored
// before they existed, one file after another, each shown with its state. Nothing is kept in the
// browser: a reload lists again what the database still lacks, so the work resumes there.

type State = 'pendiente' | 'preparando' | 'listo' | { failed: string };

function describe(state: State, percent: number | null): string {
  if (state === 'pendiente') return 'Pendiente';
  if (state === 'preparando') return percent === null ? 'Preparando…' : `Preparando… ${percent} %`;
  if (state === 'listo') return 'Listo';
  return `No se pudo: ${state.failed}`;
}

export function MediaOptimizer({ studioStore }: { studioStore: StudioStore }) {
  const [items, setItems] = useState<PendingMedia[] | null>(null);
  const [states, setStates] = useState<Record<string, State>>({});
  const [running, setRunning] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const stopped = useRef(false);
  const preparing = usePreparationStatus();

  useEffect(() => {
    let live = true;
    listPendingMedia(studioStore).then(
      (list) => live && setItems(list),
      (error: unknown) => live && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [studioStore]);

  async function start() {
    if (!items) return;
    stopped.current = false;
    setRunning(true);
    for (const item of items) {
      if (stopped.current) break;
      const current = states[item.key];
      if (current === 'listo') continue;
      setStates((s) => ({ ...s, [item.key]: 'preparando' }));
      let next: State;
      try {
        const outcome = await item.run();
        next = outcome.done ? 'listo' : { failed: outcome.reason };
      } catch (error) {
        if (error instanceof UploadCancelledError) next = 'pendiente';
        else next = { failed: error instanceof Error ? error.message : String(error) };
      }
      setStates((s) => ({ ...s, [item.key]: next }));
    }
    setRunning(false);
  }

  function stop() {
    stopped.current = true;
    preparing?.cancel();
  }

  if (loadError) return <p role="alert">No se pudo leer la lista de medios: {loadError}</p>;
  if (!items) return <p className={styles.muted}>Buscando medios sin optimizar…</p>;
  const left = items.filter((i) => states[i.key] !== 'listo').length;

  return (
    <div className={styles.view}>
      <p className={styles.lead}>
        Prepara la versión para teléfonos de los videos y los tamaños de las imágenes que se subieron antes de
        que el panel los hiciera. Los originales no cambian. Si cierras o recargas la página, lo que falte
        aparece aquí de nuevo.
      </p>
      <DetailLost />
      {items.length === 0 ? (
        <p className={styles.done}>Todos los medios están optimizados.</p>
      ) : (
        <>
          <p aria-live="polite">
            {left === 0 ? 'Todos los medios están optimizados.' : `Quedan ${left} de ${items.length}.`}
          </p>
          <div className={styles.actions}>
            {running ? (
              <button type="button" className={styles.secondary} onClick={stop}>
                Detener
              </button>
            ) : (
              left > 0 && (
                <button type="button" className={styles.primary} onClick={() => void start()}>
                  Empezar
                </button>
              )
            )}
          </div>
          <ul className={styles.list} aria-label="Medios por optimizar">
            {items.map((item) => {
              const state = states[item.key] ?? 'pendiente';
              const percent =
                state === 'preparando' && preparing ? Math.round(preparing.fraction * 100) : null;
              return (
                <li key={item.key} className={styles.item}>
                  <span>{item.label}</span>
                  <span className={styles.state}>{describe(state, percent)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
