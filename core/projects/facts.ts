// A project's fact sheet (supabase/migrations/20261129000100_credits_facts.sql): status, the year
// as a number, built area, city and country, collaborators, awards and publications. The client
// lives in its own table (ProjectClient), readable by visitors only when the studio shows it.
// These readers hold stored JSON to the database's checks, so a page shows only well-formed facts.
import { isLink } from '../credits/credit';
import { PLACE_MAX, YEAR_RANGE } from './fact-values';

export const AREA_MAX = 10_000_000;
export const LIST_MAX = 40;
export const MENTION_TITLE_MAX = 200;

/** Someone who worked on the project with the studio, in the order the studio lists them. */
export interface Collaborator {
  role: string;
  role_en?: string;
  name: string;
}

/** An award or a publication: its title (and English), its year, a link to it. */
export interface Mention {
  title: string;
  title_en?: string;
  year: number;
  url?: string;
}

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
const onlyKeys = (value: object, keys: readonly string[]) =>
  Object.keys(value).every((k) => keys.includes(k));
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isCollaborator(value: unknown): value is Collaborator {
  return (
    isObject(value) &&
    onlyKeys(value, ['role', 'role_en', 'name']) &&
    text(value.role, PLACE_MAX) &&
    text(value.name, PLACE_MAX) &&
    (value.role_en === undefined || text(value.role_en, PLACE_MAX))
  );
}

export function isMention(value: unknown): value is Mention {
  return (
    isObject(value) &&
    onlyKeys(value, ['title', 'title_en', 'year', 'url']) &&
    text(value.title, MENTION_TITLE_MAX) &&
    (value.title_en === undefined || text(value.title_en, MENTION_TITLE_MAX)) &&
    Number.isInteger(value.year) &&
    (value.year as number) >= YEAR_RANGE.min &&
    (value.year as number) <= YEAR_RANGE.max &&
    (value.url === undefined || isLink(value.url))
  );
}

/** The well-formed items of a stored list (none when it is not a list). */
export function listOf<T>(value: unknown, is: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(is).slice(0, LIST_MAX) : [];
}
