import type { Message } from '../../../../core/database-shapes';
import { projectPath } from '../../../../core/addresses/project-path';
import { FLAG_REASONS } from '../flag-reasons';
import { replyLink } from '../reply-link';
import styles from './MessagesAdmin.module.css';

// One visitor's message in 'Mensajes': who wrote, when, from which page (linked), their words,
// and what the studio can do with it.

const DATE = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' });

export interface ProjectLink {
  title: string;
  subtitle: string;
  trashed: boolean;
}

export function MessageCard({
  message,
  project,
  studioName,
  onAnswered,
  onToInbox,
  onDelete,
}: {
  message: Message;
  /** The project it came from as it is now (undefined: /WhoWeAre, or the project is gone). */
  project: ProjectLink | undefined;
  studioName: string;
  onAnswered: (answered: boolean) => void;
  onToInbox: () => void;
  onDelete: () => void;
}) {
  const fresh = message.answered_at === null && message.flag === null;
  const headingId = `mensaje-${message.id}`;
  return (
    <article
      className={fresh ? `${styles.message} ${styles.fresh}` : styles.message}
      aria-labelledby={headingId}
    >
      <header className={styles.messageHeader}>
        <h3 id={headingId} className={styles.from}>
          {message.name}
          {fresh && <span className={styles.newTag}>Nuevo</span>}
          {message.answered_at && <span className={styles.doneTag}>Respondido</span>}
        </h3>
        <time className={styles.when} dateTime={message.created_at}>
          {DATE.format(new Date(message.created_at))}
        </time>
      </header>
      <dl className={styles.meta}>
        <div>
          <dt>Correo</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        {message.phone && (
          <div>
            <dt>Teléfono</dt>
            <dd>
              <a href={`tel:${message.phone.replace(/[^0-9+]/g, '')}`}>{message.phone}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>Desde</dt>
          <dd>
            <Origin message={message} project={project} />
          </dd>
        </div>
        {message.lang === 'en' && (
          <div>
            <dt>Idioma</dt>
            <dd>Inglés (escribió desde la versión en inglés)</dd>
          </div>
        )}
        {message.flag && (
          <div>
            <dt>Apartado porque</dt>
            <dd>{FLAG_REASONS[message.flag]}</dd>
          </div>
        )}
      </dl>
      <p className={styles.body}>{message.body}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={replyLink(message, studioName)}>
          Responder por correo
        </a>
        {message.flag ? (
          <button type="button" className={styles.secondary} onClick={onToInbox}>
            Pasar a recibidos
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => onAnswered(!message.answered_at)}>
            {message.answered_at ? 'Marcar como pendiente' : 'Marcar como respondido'}
          </button>
        )}
        <button
          type="button"
          className={styles.danger}
          aria-label={`Eliminar el mensaje de ${message.name}`}
          onClick={onDelete}
        >
          Eliminar
        </button>
      </div>
    </article>
  );
}

/** The page the message was sent from, linked to that page as it is now. */
function Origin({ message, project }: { message: Message; project: ProjectLink | undefined }) {
  if (message.project === null && message.project_title === null)
    return (
      <a href="/WhoWeAre" target="_blank" rel="noreferrer">
        Acerca de nosotros
      </a>
    );
  if (!project) return <>el proyecto «{message.project_title}» (eliminado)</>;
  const name = `${project.title} — ${project.subtitle}`;
  if (project.trashed) return <>el proyecto «{name}» (en la papelera)</>;
  return (
    <a href={projectPath(project)} target="_blank" rel="noreferrer">
      el proyecto «{name}»
    </a>
  );
}
