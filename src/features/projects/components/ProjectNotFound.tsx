import { Link } from '../../../lib/navigation';
import { projectPage } from '../../../../core/i18n/es/project-page';
import { pathIn } from '../../../../core/i18n/lang';
import { useLang, useTexts } from '../../../i18n/texts';
import styles from './ProjectNotFound.module.css';

/** A name that matches no project: say so plainly and lead back to the gallery. */
export function ProjectNotFound({ name }: { name: string }) {
  const t = useTexts(projectPage, (c) => c.projectPage);
  const lang = useLang();
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <div className={styles.band} />
      <div className={styles.body}>
        <p className={styles.eyebrow}>{t.notFoundEyebrow}</p>
        <h1 id="not-found-heading" className={styles.title}>
          {t.notFoundHeading}
        </h1>
        <p className={styles.text}>
          {t.notFoundBefore}
          <strong>«{name}»</strong>
          {t.notFoundAfter}
        </p>
        <Link className={styles.link} to={pathIn(lang, '/ProjectsGallery')}>
          {t.seeGallery}
        </Link>
      </div>
    </section>
  );
}
