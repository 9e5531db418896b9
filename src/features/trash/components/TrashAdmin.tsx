import { useCallback, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAdminWrite } from '../../../lib/admin-write';
import { useStillPublic } from '../../../lib/still-public';
import { TRASH_DAYS } from '../../../lib/trash';
import { englishName } from '../../../../core/i18n/english-text';
import { checkStillPublic, itemKeys } from '../api/still-public';
import { deleteForever, listTrash, purgeDate, restoreItem, type TrashedItem } from '../api/trash';
import styles from './TrashAdmin.module.css';
import { TrashThumb } from './TrashThumb';

// Its time ends in "p.m." or "a.m.": the sentence's own period is not written twice.
const DATE = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Reads which files of the listed items are still public (the panel's warning shows them). */
function check(items: readonly TrashedItem[]) {
  checkStillPublic(items).catch((error: unknown) =>
    console.error('No se pudo comprobar si quedan archivos públicos:', error),
  );
}

/** What the item is, in the words of the tab it came from. */
function describe(item: TrashedItem): {
  title: string;
  image: string | null;
  widths?: Record<string, string> | null;
} {
  switch (item.kind) {
    case 'Project': {
      const parts = [
        plural(item.renders.length, 'render', 'renders'),
        plural(item.blueprints.length, 'plano', 'planos'),
      ];
      return {
        title: `Proyecto «${item.row.title} — ${item.row.subtitle}» (con ${parts.join(' y ')})`,
        image: item.row.render,
        widths: item.row.render_widths,
      };
    }
    case 'Render':
    case 'Blueprint': {
      const of = item.project ? ` del proyecto «${item.project.title} — ${item.project.subtitle}»` : '';
      return {
        title: `${item.kind === 'Render' ? 'Render' : 'Plano'}${of}`,
        image: item.row.url,
        widths: item.row.widths,
      };
    }
    case 'Gallery':
      return { title: 'Foto de la galería', image: item.row.url, widths: item.row.widths };
    case 'Client':
      return { title: `Testimonio de ${item.row.name}`, image: null };
    case 'Message':
      return { title: `Mensaje de ${item.row.name} (${item.row.email})`, image: null };
    case 'ReplacedMedia': {
      const columns = item.row.columns;
      const shown = {
        render: { what: 'Portada anterior', image: columns.render, widths: columns.render_widths },
        video: { what: 'Video anterior', image: columns.video_poster, widths: null },
        model: { what: 'Modelo 3D anterior', image: columns.model_poster, widths: columns.model_poster_widths },
      }[item.row.field];
      return {
        title: `${shown.what} de «${item.project?.title ?? 'un proyecto eliminado'}»`,
        image: shown.image ?? null,
        widths: shown.widths,
      };
    }
  }
}

function restoreFailure(item: TrashedItem) {
  return (error: unknown) => {
    // 23505: the database's unique address (Project_address_key, or Project_address_en_key for
    // the English one) is taken by a live project.
    if (item.kind === 'ReplacedMedia' && !item.live)
      return `No se restauró: el proyecto «${item.project?.title ?? ''}» está en la papelera. Restáuralo primero.`;
    if ((item.kind === 'Render' || item.kind === 'Blueprint') && item.trashedProject)
      return `No se restauró: el proyecto «${item.trashedProject.title}» está en la papelera. Restáuralo primero.`;
    const failure = error as { code?: unknown; message?: unknown } | null;
    if (item.kind !== 'Project' || failure?.code !== '23505')
      return 'No se pudo restaurar, inténtalo nuevamente';
    return String(failure.message).includes('Project_address_en_key')
      ? `No se restauró nada: otro proyecto ya usa la dirección en inglés /en/ProjectsGallery/${englishName(item.row).title}-${englishName(item.row).subtitle}. Cambia el título o el subtítulo en inglés de ese proyecto y vuelve a intentarlo.`
      : `No se restauró nada: otro proyecto ya usa la dirección /ProjectsGallery/${item.row.title}-${item.row.subtitle}. Cambia el título o el subtítulo de ese proyecto y vuelve a intentarlo.`;
  };
}

// 'Papelera': what the studio deleted in the last TRASH_DAYS days, to restore exactly
// where it was or delete for good. A view below the tabs, like 'Estudio'.
export function TrashAdmin() {
  const { run } = useAdminWrite();
  const [items, setItems] = useState<TrashedItem[] | null>(null);
  const [pending, setPending] = useState<TrashedItem | null>(null);

  const stillPublicKeys = useStillPublic();
  const stillPublic = useMemo(() => new Set(stillPublicKeys), [stillPublicKeys]);
  const keysOf = useMemo(() => new Map((items ?? []).map((item) => [item, itemKeys(item)])), [items]);

  const reload = useCallback(
    () =>
      listTrash().then(setItems, (error: unknown) => {
        console.error('No se pudo leer la papelera:', error);
        setItems([]);
      }),
    [],
  );
  useEffect(() => {
    let current = true;
    void listTrash().then(
      (rows) => {
        if (!current) return;
        setItems(rows);
        check(rows);
      },
      () => current && setItems([]),
    );
    return () => {
      current = false;
    };
  }, []);

  async function restore(item: TrashedItem) {
    if (await run(restoreFailure(item), () => restoreItem(item))) await reload();
  }

  async function remove(item: TrashedItem) {
    setPending(null);
    await run('No se pudo eliminar definitivamente, inténtalo nuevamente', () => deleteForever(item));
    await reload();
  }

  return (
    <div className={styles.view}>
      <p className={styles.lead}>
        Lo que eliminas se guarda aquí {TRASH_DAYS} días: puedes restaurarlo tal como estaba o eliminarlo
        definitivamente. Pasado ese plazo se elimina solo.
      </p>
      {items === null && <p className={styles.muted}>Cargando papelera…</p>}
      {items?.length === 0 && <p className={styles.muted}>La papelera está vacía.</p>}
      {items && items.length > 0 && (
        <ul className={styles.list} aria-label="Elementos en la papelera">
          {items.map((item) => {
            const { title, image, widths } = describe(item);
            const left = (keysOf.get(item) ?? []).filter((k) => stillPublic.has(k)).length;
            return (
              <li key={`${item.kind}-${item.row.id}`} className={styles.item}>
                {image ? (
                  <TrashThumb className={styles.thumb} url={image} widths={widths} />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <div className={styles.body}>
                  <p className={styles.title}>{title}</p>
                  <p className={styles.dates}>
                    Eliminado el {DATE.format(new Date(item.row.deleted_at ?? '')).replace(/\.$/, '')}. Se
                    eliminará definitivamente el {DAY.format(purgeDate(item))}.
                  </p>
                  {left > 0 && (
                    <p className={styles.stillPublic}>
                      {left === 1
                        ? 'Aún tiene 1 archivo público: usa «Intentar de nuevo» en el aviso de arriba.'
                        : `Aún tiene ${left} archivos públicos: usa «Intentar de nuevo» en el aviso de arriba.`}
                    </p>
                  )}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.primary}
                      aria-label={`Restaurar: ${title}`}
                      onClick={() => void restore(item)}
                    >
                      Restaurar
                    </button>
                    <button
                      type="button"
                      className={styles.danger}
                      aria-label={`Eliminar definitivamente: ${title}`}
                      onClick={() => setPending(item)}
                    >
                      Eliminar definitivamente
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={`¿Eliminar definitivamente? ${pending ? describe(pending).title : ''}`}
        message="Se borrarán sus datos y sus archivos. No se puede deshacer."
        confirmLabel="Eliminar definitivamente"
        onConfirm={() => pending && void remove(pending)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
