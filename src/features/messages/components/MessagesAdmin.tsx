import { useCallback, useEffect, useState } from 'react';
import type { Message } from '../../../../core/database-shapes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAdminWrite } from '../../../lib/admin-write';
import { TRASH_NOTICE } from '../../../lib/trash';
import { getSettings, listMessages, PAGE, projectsById } from '../api/messages';
import { deleteOlderThan, moveToInbox, setAnswered, trashMessage } from '../api/messages-writes';
import { refreshNewCount } from '../new-count';
import { MessageCard, type ProjectLink } from './MessageCard';
import { MessagesSettings, type Settings } from './MessagesSettings';
import styles from './MessagesAdmin.module.css';

// 'Mensajes': what visitors wrote with the contact form. The inbox shows new messages first
// (with the count beside 'Mensajes' in the menu), then the answered ones; the messages the site
// set apart (a robot's hidden field, an expired check, too many in a row) wait in their own list,
// where a real client's can be moved to the inbox. Replies go by the administrator's own mail
// program; deleting moves a message to the Papelera like everything else.

type Loaded = {
  inbox: Message[];
  apart: Message[];
  projects: Map<number, ProjectLink>;
  settings: Settings;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function load(): Promise<Loaded> {
  const settings = await getSettings();
  // Nothing past the studio's keeping period is shown, even where no scheduler deleted it yet.
  await deleteOlderThan(settings.retention_days).catch((error: unknown) =>
    console.error('No se pudieron borrar los mensajes antiguos:', error),
  );
  const [inbox, apart, projects] = await Promise.all([
    listMessages(false),
    listMessages(true),
    projectsById(),
  ]);
  return { inbox, apart, projects, settings };
}

export function MessagesAdmin({ studioName }: { studioName: string }) {
  const { run } = useAdminWrite();
  const [loaded, setLoaded] = useState<Loaded | 'error' | null>(null);
  const [showing, setShowing] = useState<'inbox' | 'apart'>('inbox');
  const [pending, setPending] = useState<Message | null>(null);

  const reload = useCallback(async () => {
    try {
      setLoaded(await load());
    } catch (error) {
      console.error('No se pudieron leer los mensajes:', error);
      setLoaded('error');
    }
    void refreshNewCount();
  }, []);
  useEffect(() => {
    let live = true;
    load().then(
      (next) => live && setLoaded(next),
      (error: unknown) => {
        console.error('No se pudieron leer los mensajes:', error);
        if (live) setLoaded('error');
      },
    );
    void refreshNewCount();
    return () => {
      live = false;
    };
  }, []);

  if (loaded === 'error')
    return (
      <p className={styles.muted} role="alert">
        No se pudieron leer los mensajes. Recarga la página para intentarlo de nuevo.
      </p>
    );
  if (!loaded) return <p className={styles.muted}>Cargando mensajes…</p>;

  const fresh = loaded.inbox.filter((m) => m.answered_at === null).length;
  const list = showing === 'inbox' ? loaded.inbox : loaded.apart;

  async function write(failure: string, action: () => Promise<void>) {
    if (await run(failure, action)) await reload();
  }

  return (
    <div className={styles.view}>
      <p className={styles.lead}>
        Lo que los visitantes escriben desde el formulario de cada proyecto y de «Acerca de nosotros».
        Responde desde tu correo con «Responder por correo» y márcalo como respondido.
      </p>
      <div className={styles.switch} role="group" aria-label="Qué mensajes ver">
        <button
          type="button"
          className={styles.switchButton}
          aria-pressed={showing === 'inbox'}
          onClick={() => setShowing('inbox')}
        >
          Recibidos{fresh > 0 ? ` (${plural(fresh, 'nuevo', 'nuevos')})` : ''}
        </button>
        <button
          type="button"
          className={styles.switchButton}
          aria-pressed={showing === 'apart'}
          onClick={() => setShowing('apart')}
        >
          Apartados ({loaded.apart.length})
        </button>
      </div>
      {showing === 'apart' && (
        <p className={styles.help}>
          El sitio aparta, sin borrarlos, los mensajes que parecen de robots o que llegaron demasiados
          seguidos. Si alguno es de un cliente real, usa «Pasar a recibidos».
        </p>
      )}
      {list.length === 0 ? (
        <p className={styles.empty}>
          {showing === 'inbox'
            ? 'Aún no hay mensajes. Cuando alguien escriba desde el formulario de un proyecto o de «Acerca de nosotros», aparecerá aquí.'
            : 'No hay mensajes apartados.'}
        </p>
      ) : (
        <ul
          className={styles.list}
          aria-label={showing === 'inbox' ? 'Mensajes recibidos' : 'Mensajes apartados'}
        >
          {list.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                project={message.project === null ? undefined : loaded.projects.get(message.project)}
                studioName={studioName}
                onAnswered={(answered) =>
                  void write('No se pudo marcar el mensaje, inténtalo nuevamente', () =>
                    setAnswered(message.id, answered),
                  )
                }
                onToInbox={() =>
                  void write('No se pudo pasar el mensaje a recibidos, inténtalo nuevamente', () =>
                    moveToInbox(message.id),
                  )
                }
                onDelete={() => setPending(message)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.length >= PAGE && <p className={styles.help}>Se muestran los {PAGE} más recientes.</p>}
      <MessagesSettings
        // Saved or read anew: the form starts from what is stored.
        key={`${loaded.settings.retention_days} ${loaded.settings.notify_email}`}
        settings={loaded.settings}
        onSaved={(settings) => {
          setLoaded({ ...loaded, settings });
          void reload();
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `¿Eliminar el mensaje de ${pending.name}?` : ''}
        message={`Se moverá a la Papelera. ${TRASH_NOTICE}`}
        onConfirm={() => {
          const target = pending;
          setPending(null);
          if (target)
            void write('No se pudo eliminar el mensaje, inténtalo nuevamente', () => trashMessage(target.id));
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
