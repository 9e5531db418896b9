import { Link } from 'react-router';
import styles from './ProjectNotFound.module.css';

/** A name that matches no project: say so plainly and lead back to the gallery. */
export function ProjectNotFound({ name }: { name: string }) {
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <div className={styles.band} />
      <div className={styles.body}>
        <p className={styles.eyebrow}>Proyecto no encontrado</p>
        <h1 id="not-found-heading" className={styles.title}>
          No encontramos este proyecto
        </h1>
        <p className={styles.text}>
          No hay ningún proyecto llamado <strong>«{name}»</strong> en nuestra galería. Puede que el enlace
          esté incompleto o que el proyecto ya no esté publicado.
        </p>
        <Link className={styles.link} to="/ProjectsGallery">
          Ver la galería de proyectos
        </Link>
      </div>
    </section>
  );
}
