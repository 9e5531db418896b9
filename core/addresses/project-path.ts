import type { Project } from '../database-shapes';

/**
 * URL of a project's page (SPEC §2): `/ProjectsGallery/{title}-{subtitle}`.
 * The joined name is percent-encoded as one path segment, so spaces, accents or a slash in a
 * title stay inside the segment; the router decodes it back before the page splits it on the
 * hyphen.
 */
export function projectPath(project: Pick<Project, 'title' | 'subtitle'>): string {
  return `/ProjectsGallery/${encodeURIComponent(`${project.title}-${project.subtitle}`)}`;
}
