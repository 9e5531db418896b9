import { Link } from 'react-router';
import type { Project } from '../../../../lib/database.types';
import { projectPath } from '../../project-path';
import { MediaListEditor } from './MediaListEditor';
import { ProjectDetailsForm } from './ProjectDetailsForm';
import { ProjectFileField } from './ProjectFileField';
import styles from './ProjectsAdmin.module.css';

// Everything about one project: its data, cover, video, renders and blueprints.
export function ProjectEditor({
  project,
  onSaved,
}: {
  project: Project;
  onSaved: (project: Project) => void;
}) {
  return (
    <div className={styles.editor}>
      <header className={styles.editorHeader}>
        <div>
          <p className={styles.eyebrow}>{project.type}</p>
          <h3 className={styles.editorTitle}>
            {project.title} <span className={styles.editorSubtitle}>{project.subtitle}</span>
          </h3>
        </div>
        <Link className={styles.secondary} to={projectPath(project)} target="_blank" rel="noopener">
          Ver en el sitio
        </Link>
      </header>
      <ProjectDetailsForm project={project} onSaved={onSaved} />
      <div className={styles.filesRow}>
        <ProjectFileField project={project} field="render" onSaved={onSaved} />
        <ProjectFileField project={project} field="video" onSaved={onSaved} />
      </div>
      <MediaListEditor projectId={project.id} table="Render" />
      <MediaListEditor projectId={project.id} table="Blueprint" />
    </div>
  );
}
