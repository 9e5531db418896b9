import { useCallback, useState } from 'react';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Json } from '../../../../../core/database-shapes';
import { getBlueprints, getRenders } from '../../api/media';
import { groupHistory, listProjectHistory, restoreGroup, type HistoryGroup } from '../../api/history';
import { columnLabel, valueText } from './history-words';
import styles from './ProjectHistory.module.css';

const FAILED = 'No se pudo restaurar el cambio, inténtalo nuevamente';
const WHEN = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

// 'Historial de cambios': every change of the project's words and facts, and of its images'
// captions, credits and descriptions, newest first, with who made it; 'Restaurar' puts back what
// a save replaced (a caption or a fact changed by mistake comes back). Folded until opened, and
// read only then.
export function ProjectHistory({ projectId, onRestored }: { projectId: number; onRestored: () => void }) {
  const { run } = useAdminWrite();
  const [open, setOpen] = useState(false);
  const [groups, setGroups] = useState<HistoryGroup[] | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const [versions, renders, planos] = await Promise.all([
        listProjectHistory(projectId),
        getRenders(projectId),
        getBlueprints(projectId),
      ]);
      // Each image by its place in the project's order, as the editor lists it.
      setNames(
        new Map([
          ...renders.map((r, i): [string, string] => [`Render ${r.id}`, `Render ${i + 1}`]),
          ...planos.map((b, i): [string, string] => [`Blueprint ${b.id}`, `Plano ${i + 1}`]),
        ]),
      );
      setGroups(groupHistory(versions));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [projectId]);

  const rowName = (table: string, id: number) =>
    table === 'Project'
      ? 'Proyecto'
      : table === 'ProjectClient'
        ? 'Cliente'
        : (names.get(`${table} ${id}`) ?? (table === 'Render' ? 'Render eliminado' : 'Plano eliminado'));

  async function restore(group: HistoryGroup) {
    const ok = await run(FAILED, () => restoreGroup(group, projectId));
    if (ok) {
      onRestored();
      await load();
    }
  }

  return (
    <details
      className={styles.card}
      onToggle={(event) => {
        const opened = event.currentTarget.open;
        setOpen(opened);
        if (opened) void load();
      }}
    >
      <summary className={styles.summary}>Historial de cambios</summary>
      <p className={styles.lead}>
        Textos, ficha, pies de foto y créditos: cada cambio con su autor. «Restaurar» devuelve lo que había
        antes.
      </p>
      {failed && <p className={styles.muted}>No se pudo leer el historial; inténtalo de nuevo más tarde.</p>}
      {open && groups === null && !failed && <p className={styles.muted}>Cargando…</p>}
      {groups?.length === 0 && <p className={styles.muted}>Todavía no hay cambios guardados.</p>}
      {groups && groups.length > 0 && (
        <ol className={styles.groups}>
          {groups.map((group) => (
            <li key={group.key} className={styles.group}>
              <p className={styles.when}>
                <time dateTime={group.savedAt}>{WHEN.format(new Date(group.savedAt))}</time>
                {group.author && <span> · {group.author}</span>}
              </p>
              <ul className={styles.changes}>
                {group.versions.flatMap((version) =>
                  Object.keys(version.new_values).map((column) => (
                    <li key={`${version.id}-${column}`}>
                      <span className={styles.what}>
                        {rowName(version.table_name, version.row_id)} · {columnLabel(column)}:
                      </span>{' '}
                      {valueText(column, version.old_values[column] as Json)} →{' '}
                      {valueText(column, version.new_values[column] as Json)}
                    </li>
                  )),
                )}
              </ul>
              <button type="button" className={styles.restore} onClick={() => void restore(group)}>
                Restaurar
              </button>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
