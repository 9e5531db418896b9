import { englishName, type EnglishNamed } from '../i18n/english-text';
import { projectPath } from './project-path';

// The English page's address. Its own file, so that code which does not need it (the
// Spanish pages) does not carry it.

/**
 * URL of a project's English page: `/en/ProjectsGallery/{title}-{subtitle}` with the
 * English title and subtitle where written, else the Spanish ones; unique among live projects
 * like the Spanish one (unique index Project_address_en_key).
 */
export function englishProjectPath(project: EnglishNamed): string {
  return `/en${projectPath(englishName(project))}`;
}
