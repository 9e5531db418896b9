import { decodeRouteName, isAbsurdRouteName } from '../../core/addresses/route-name';
import type { Lang } from '../../core/i18n/lang';
import { projectPathIn } from '../../core/i18n/localized-text';
import type { Project, ProjectAddress } from '../../core/database-shapes';

// A project's former addresses (the database records one whenever a project's title, subtitle or
// their English versions change: supabase/migrations/20261127000900_former_addresses.sql) answer
// with a permanent redirect to where the project is now. Pure, so the embedded backend, hosted
// mode and the prerender decide alike.

export type FormerAddress = Pick<ProjectAddress, 'lang' | 'key' | 'id_project'>;

/**
 * Where a project page's route name that no live project holds now lives, or null. One hop: each
 * former address names the project itself, not the address that followed it, so a chain of
 * renames leads straight to the current one. `projects` are the live projects a visitor sees; a
 * former address of one in the trash (or gone) leads nowhere, as the project's page does.
 */
export function formerAddressTarget(
  routeName: string,
  lang: Lang,
  formers: readonly FormerAddress[],
  projects: readonly Project[],
): string | null {
  if (isAbsurdRouteName(routeName)) return null;
  const key = decodeRouteName(routeName);
  const former = formers.find((f) => f.lang === lang && f.key === key);
  return former ? currentPathOf(former, projects) : null;
}

/** The current page of the project a former address names, or null if it is not live. */
export function currentPathOf(former: FormerAddress, projects: readonly Project[]): string | null {
  const project = projects.find((p) => p.id === Number(former.id_project));
  return project ? projectPathIn(former.lang, project) : null;
}
