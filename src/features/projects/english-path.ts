import type { Project } from '../../lib/database.types';
import { projectPath } from './project-path';

// The English page's address (issue 33). Its own file, so that code which does not need it (the
// Spanish pages) does not carry it.

type EnglishNamed = Pick<Project, 'title' | 'subtitle' | 'title_en' | 'subtitle_en'>;

/** The title and subtitle the English pages show and name the project by (issue 33). */
export function englishName(project: EnglishNamed): Pick<Project, 'title' | 'subtitle'> {
  return { title: project.title_en ?? project.title, subtitle: project.subtitle_en ?? project.subtitle };
}

/**
 * URL of a project's English page (issue 33): `/en/ProjectsGallery/{title}-{subtitle}` with the
 * English title and subtitle where written, else the Spanish ones; unique among live projects
 * like the Spanish one (unique index Project_address_en_key).
 */
export function englishProjectPath(project: EnglishNamed): string {
  return `/en${projectPath(englishName(project))}`;
}
