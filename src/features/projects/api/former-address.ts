import type { Lang } from '../../../../core/i18n/lang';
import { projectPathIn } from '../../../../core/i18n/localized-text';
import type { Project, ProjectAddress } from '../../../../core/database-shapes';
import { oneOrNull } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';

// A project page's name that no live project holds may be one of a project's former addresses
// (the database records them on rename). Loaded only when a page misses, so the project page's
// own chunk does not carry it.

/**
 * The current address of the project whose address in `lang` was `key` (the page's name decoded
 * as core/addresses/route-name.ts decodes it: the database's key), or null. One indexed lookup whatever the name,
 * so the route-name caps that bound the hyphen splits are not needed here.
 */
async function currentAddressOf(lang: Lang, key: string): Promise<string | null> {
  const former = await oneOrNull<Pick<ProjectAddress, 'id_project'>>(
    'la dirección anterior del proyecto',
    publicDb.from('ProjectAddress').select('id_project').eq('lang', lang).eq('key', key).maybeSingle(),
  );
  if (!former) return null;
  const project = await oneOrNull<Project>(
    'el proyecto',
    publicDb.from('Project').select('*').is('deleted_at', null).eq('id', former.id_project).maybeSingle(),
  );
  return project && projectPathIn(lang, project);
}

/**
 * When `key` was a project's address in `lang`, replaces the page's address with the project's
 * current one (query and fragment kept, no new history entry) and tells the router, which then
 * shows that page; true if it did. Done here rather than with the router's hooks in the page, so
 * the project page's own chunk carries none of it.
 */
export async function moveToCurrentAddress(lang: Lang, key: string): Promise<boolean> {
  const path = await currentAddressOf(lang, key);
  if (!path) return false;
  history.replaceState(history.state, '', path + location.search + location.hash);
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  return true;
}
