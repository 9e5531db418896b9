import type { Project } from '../../../core/database-shapes';
import { englishName, type EnglishNamed } from '../../../core/i18n/english-text';
import { englishProjectPath } from '../../../core/addresses/english-path';
import { projectPath } from '../../../core/addresses/project-path';
import {
  decodeRouteName,
  isAbsurdRouteName,
  MAX_ROUTE_NAME_HYPHENS,
  MAX_ROUTE_NAME_LENGTH,
} from '../../../core/addresses/route-name';

// One address per project: /ProjectsGallery/{title}-{subtitle} must name one project,
// whatever the hyphen split ("Torre" + "Norte-Sur" and "Torre-Norte" + "Sur" share one). The
// database refuses a clash (unique index Project_address_key); the panel says so while typing.
// The English page, /en/ProjectsGallery/{title_en ?? title}-{subtitle_en ?? subtitle},
// is one project too (Project_address_en_key), checked the same way.

type Named = Pick<Project, 'title' | 'subtitle'>;

/**
 * The joined name the page is found by, as the database compares it (values already trimmed):
 * decoded once, so names that differ only in percent-encoding (`RT 100%41` / `RT 100A`) are one
 * address, as the unique index and the route say (core/addresses/route-name.ts).
 */
export function addressOf(project: Named): string {
  return decodeRouteName(`${project.title}-${project.subtitle}`);
}

/** The project (other than `exceptId`) that already has the address of `values`, if any. */
export function addressOwner<P extends Named & { id: number }>(
  projects: readonly P[],
  values: Named,
  exceptId?: number,
): P | undefined {
  if (!values.title || !values.subtitle) return undefined;
  const wanted = addressOf(values);
  return projects.find((p) => p.id !== exceptId && addressOf(p) === wanted);
}

/** The project (other than `exceptId`) whose English page has the English address of `values`. */
export function englishAddressOwner<P extends EnglishNamed & { id: number }>(
  projects: readonly P[],
  values: EnglishNamed,
  exceptId?: number,
): P | undefined {
  if (!values.title || !values.subtitle) return undefined;
  const wanted = addressOf(englishName(values));
  return projects.find((p) => p.id !== exceptId && addressOf(englishName(p)) === wanted);
}

/** The same for the English address, naming the English fields to change. */
export function englishAddressClashMessage(owner: EnglishNamed): string {
  return `La dirección en inglés ${decodeURIComponent(englishProjectPath(owner))} ya es del proyecto «${owner.title} — ${owner.subtitle}». Cambia el título o el subtítulo en inglés.`;
}

/** What the form says when the typed names (`which`: '' or ' en inglés') would give a page no one can open. */
export const addressTooLong = (which: string) =>
  `El título y el subtítulo${which} juntos no pueden pasar de ${MAX_ROUTE_NAME_LENGTH} caracteres ni de ${MAX_ROUTE_NAME_HYPHENS} guiones: la página del proyecto no podría abrirse. Acórtalos.`;

/** What the form tells the administrator about a clash, naming the project that has the address. */
export function addressClashMessage(owner: Named): string {
  return `La dirección ${decodeURIComponent(projectPath(owner))} ya es del proyecto «${owner.title} — ${owner.subtitle}». Cambia el título o el subtítulo.`;
}

/**
 * What the form says while the typed names would give the project (other than `exceptId`) an
 * address another one has: the Spanish clash first (it is also an English one when neither has
 * English names), else the English one; null when both addresses are free.
 */
export function addressClash<P extends EnglishNamed & { id: number }>(
  projects: readonly P[],
  values: EnglishNamed,
  exceptId?: number,
): string | null {
  // A page whose name is over the route's bounds cannot be opened (the database refuses it too).
  if (values.title && values.subtitle) {
    if (isAbsurdRouteName(`${values.title}-${values.subtitle}`)) return addressTooLong('');
    const english = englishName(values);
    if (isAbsurdRouteName(`${english.title}-${english.subtitle}`)) return addressTooLong(' en inglés');
  }
  const owner = addressOwner(projects, values, exceptId);
  if (owner) return addressClashMessage(owner);
  const englishOwner = englishAddressOwner(projects, values, exceptId);
  return englishOwner ? englishAddressClashMessage(englishOwner) : null;
}

/** True when a write failed because the database found the address taken. */
export function isAddressClash(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
