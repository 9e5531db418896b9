import { useCallback, useState } from 'react';
import { Link } from '../../../../lib/navigation';
import type { Project } from '../../../../../core/database-shapes';
import { projectPath } from '../../../../../core/addresses/project-path';
import { DeleteProjectButton } from './DeleteProjectButton';
import { FormerAddresses } from './FormerAddresses';
import { MediaListEditor } from './MediaListEditor';
import { ModelField } from './ModelField';
import { ProjectDetailsForm } from './ProjectDetailsForm';
import { ProjectFileField } from './ProjectFileField';
import { ProjectFactsForm } from './ProjectFactsForm';
import { CreditAllImages } from './CreditAllImages';
import { ProjectHistory } from './ProjectHistory';
import { reloadProject } from '../../api/credit-all';
import { TourEditor } from './TourEditor';
import styles from './ProjectsAdmin.module.css';

// Everything about one project: its data, cover, video, renders, blueprints and 3D model.
export function ProjectEditor({
  project,
  projects,
  onSaved,
  onDeleted,
  onStale,
}: {
  project: Project;
  /** Every project, for the address check while typing. */
  projects: readonly Project[];
  onSaved: (project: Project) => void;
  onDeleted: (id: number) => void;
  /** The list may be out of date (a write was refused or half done): reload it. */
  onStale: () => void;
}) {
  // Bumped when the renders or planos change: the tour's editor reads them again.
  const [media, setMedia] = useState(0);
  const changed = useCallback(() => setMedia((n) => n + 1), []);
  // Bumped when a credit for all images or a restore changed rows the editors below hold: they
  // read them again.
  const [reread, setReread] = useState(0);
  const refresh = async () => {
    setReread((n) => n + 1);
    onSaved(await reloadProject(project.id));
  };
  return (
    <div className={styles.editor}>
      <header className={styles.editorHeader}>
        <div>
          <p className={styles.eyebrow}>{project.type}</p>
          <h3 className={styles.editorTitle}>
            {project.title} <span className={styles.editorSubtitle}>{project.subtitle}</span>
          </h3>
        </div>
        <div className={styles.headerActions}>
          <Link className={styles.secondary} to={projectPath(project)} target="_blank" rel="noopener">
            Ver en el sitio
          </Link>
          <DeleteProjectButton project={project} onDeleted={onDeleted} onStale={onStale} />
        </div>
      </header>
      <ProjectDetailsForm
        key={`details-${reread}`}
        project={project}
        projects={projects}
        onSaved={onSaved}
        onStale={onStale}
      />
      <ProjectFactsForm key={`facts-${project.id}-${reread}`} project={project} onSaved={onSaved} />
      <div className={styles.filesRow}>
        <ProjectFileField project={project} field="render" onSaved={onSaved} />
        <ProjectFileField project={project} field="video" onSaved={onSaved} />
      </div>
      <MediaListEditor key={`renders-${reread}`} projectId={project.id} table="Render" onChanged={changed} />
      <MediaListEditor
        key={`planos-${reread}`}
        projectId={project.id}
        table="Blueprint"
        onChanged={changed}
      />
      <TourEditor projectId={project.id} version={media} />
      <ModelField project={project} onSaved={onSaved} />
      <CreditAllImages
        project={project}
        onApplied={(saved) => {
          onSaved(saved);
          setReread((n) => n + 1);
        }}
      />
      <ProjectHistory projectId={project.id} onRestored={() => void refresh()} />
      <FormerAddresses project={project} />
    </div>
  );
}
