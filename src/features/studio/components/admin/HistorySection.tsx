import { useEffect, useId, useState } from 'react';
import { getStudioVersions, type StudioVersion } from '../../api/studio-history';
import { settingLabel } from '../../setting-labels';
import { settingsDifferences } from '../../settings-diff';
import type { SectionProps } from './save-section';
import view from '../../../../styles/settings-view.module.css';
import styles from './StudioAdmin.module.css';

const DATE = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' });
const MAX_CHARS = 120;

const shown = (value: string) =>
  value === '' ? '(vacío)' : `«${value.length > MAX_CHARS ? `${value.slice(0, MAX_CHARS)}…` : value}»`;

// 'Historial': each earlier version of the settings with its date and author, what it
// had that differs from now, and 'Restaurar esta versión' — saved like any edit, so the restore
// is itself a new version and can be undone the same way.
export function HistorySection({ settings, onSave }: SectionProps) {
  const id = useId();
  const [versions, setVersions] = useState<StudioVersion[] | null>(null);

  // Read again after every save (`settings` changes): the save kept a version.
  useEffect(() => {
    let live = true;
    getStudioVersions().then(
      (rows) => live && setVersions(rows),
      (error: unknown) => {
        console.error('No se pudo leer el historial:', error);
        if (live) setVersions([]);
      },
    );
    return () => {
      live = false;
    };
  }, [settings]);

  return (
    <section className={view.card} aria-labelledby={id}>
      <h3 id={id} className={view.cardTitle}>
        Historial
      </h3>
      <p className={view.lead}>
        Cada vez que guardas, la versión anterior se conserva aquí (las últimas 50). Restaurar una versión la
        guarda como una nueva.
      </p>
      {versions === null && <p className={view.muted}>Cargando historial…</p>}
      {versions?.length === 0 && <p className={view.muted}>Todavía no hay versiones anteriores.</p>}
      {versions && versions.length > 0 && (
        <ol className={styles.history} aria-label="Versiones anteriores">
          {versions.map((version) => {
            const differences = settingsDifferences(version.settings, settings);
            const when = DATE.format(new Date(version.savedAt));
            return (
              <li key={version.id} className={styles.version}>
                <p className={styles.versionTitle}>
                  Guardada el {when}
                  {version.author ? ` por ${version.author}` : ''}
                </p>
                {differences.length === 0 ? (
                  <p className={styles.hint}>Igual a la versión actual.</p>
                ) : (
                  <ul className={styles.differences} aria-label={`Diferencias de la versión del ${when}`}>
                    {differences.map((d) => (
                      <li key={d.path.join('.')}>
                        <strong>{settingLabel(d.path)}:</strong> {shown(d.then)} (ahora {shown(d.now)})
                      </li>
                    ))}
                  </ul>
                )}
                <div className={view.actions}>
                  <button
                    type="button"
                    className={view.secondary}
                    disabled={differences.length === 0}
                    aria-label={`Restaurar la versión del ${when}`}
                    onClick={() => void onSave(version.settings)}
                  >
                    Restaurar esta versión
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
