// A project's fact sheet as the panel's form holds it (text in every field, '' for nothing) and
// back: checked by the database's rules with a Spanish message per field, and turned into only
// the columns that changed (SPEC §5: editing sends the fields that changed).
import { optionalText } from '../i18n/english-text';
import { isLink } from '../credits/credit';
import type { Project } from '../database-shapes';
import {
  AREA_MAX,
  isCollaborator,
  isMention,
  LIST_MAX,
  listOf,
  MENTION_TITLE_MAX,
  type Collaborator,
  type Mention,
} from './facts';
import { isProjectStatus, PLACE_MAX, YEAR_RANGE } from './fact-values';

export interface CollaboratorDraft {
  role: string;
  role_en: string;
  name: string;
}
export interface MentionDraft {
  title: string;
  title_en: string;
  year: string;
  url: string;
}

export interface FactsDraft {
  status: string;
  year_number: string;
  area_m2: string;
  city: string;
  city_en: string;
  country: string;
  country_en: string;
  client: string;
  clientShown: boolean;
  collaborators: CollaboratorDraft[];
  awards: MentionDraft[];
  publications: MentionDraft[];
}

/** The columns of Project the fact sheet writes. */
export type FactColumns = Pick<
  Project,
  | 'status'
  | 'year_number'
  | 'area_m2'
  | 'city'
  | 'city_en'
  | 'country'
  | 'country_en'
  | 'collaborators'
  | 'awards'
  | 'publications'
>;

/** The client as stored (ProjectClient), or null for none. */
export interface ClientValue {
  name: string;
  shown: boolean;
}

const mentionDraft = (m: Mention): MentionDraft => ({
  title: m.title,
  title_en: m.title_en ?? '',
  year: String(m.year),
  url: m.url ?? '',
});

export function factsDraft(project: FactColumns, client: ClientValue | null): FactsDraft {
  return {
    status: project.status ?? '',
    year_number: project.year_number === null ? '' : String(project.year_number),
    area_m2: project.area_m2 === null ? '' : String(project.area_m2),
    city: project.city ?? '',
    city_en: project.city_en ?? '',
    country: project.country ?? '',
    country_en: project.country_en ?? '',
    client: client?.name ?? '',
    clientShown: client?.shown ?? false,
    collaborators: listOf(project.collaborators, isCollaborator).map((c) => ({
      role: c.role,
      role_en: c.role_en ?? '',
      name: c.name,
    })),
    awards: listOf(project.awards, isMention).map(mentionDraft),
    publications: listOf(project.publications, isMention).map(mentionDraft),
  };
}

export type FactsErrors = Record<string, string>;

const YEAR_MESSAGE = `Un año entre ${YEAR_RANGE.min} y ${YEAR_RANGE.max}, en cifras.`;
const tooLong = (max: number) => `Como máximo ${max} caracteres.`;

function yearOf(text: string): number | null {
  return /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Every field the database would refuse, keyed `status`, `collaborators.2.name`…; {} when none. */
export function factsErrors(draft: FactsDraft): FactsErrors {
  const errors: FactsErrors = {};
  if (draft.status && !isProjectStatus(draft.status)) errors.status = 'Elige un estado de la lista.';
  const year = draft.year_number.trim();
  if (year && (yearOf(year) === null || yearOf(year)! < YEAR_RANGE.min || yearOf(year)! > YEAR_RANGE.max))
    errors.year_number = YEAR_MESSAGE;
  const area = draft.area_m2.trim().replace(/[.,\s](?=\d{3}\b)/g, '');
  if (area && (!/^\d+$/.test(area) || Number(area) < 1 || Number(area) > AREA_MAX))
    errors.area_m2 = 'La superficie en metros cuadrados, un número entero mayor que cero.';
  for (const key of ['city', 'city_en', 'country', 'country_en'] as const)
    if (draft[key].trim().length > PLACE_MAX) errors[key] = tooLong(PLACE_MAX);
  if (draft.client.trim().length > 200) errors.client = tooLong(200);
  if (draft.collaborators.length > LIST_MAX) errors.collaborators = `Como máximo ${LIST_MAX}.`;
  draft.collaborators.forEach((c, i) => {
    if (!c.role.trim()) errors[`collaborators.${i}.role`] = 'Escribe su función (Estructura, Paisaje…).';
    else if (c.role.trim().length > PLACE_MAX) errors[`collaborators.${i}.role`] = tooLong(PLACE_MAX);
    if (c.role_en.trim().length > PLACE_MAX) errors[`collaborators.${i}.role_en`] = tooLong(PLACE_MAX);
    if (!c.name.trim()) errors[`collaborators.${i}.name`] = 'Escribe el nombre.';
    else if (c.name.trim().length > PLACE_MAX) errors[`collaborators.${i}.name`] = tooLong(PLACE_MAX);
  });
  for (const list of ['awards', 'publications'] as const) {
    if (draft[list].length > LIST_MAX) errors[list] = `Como máximo ${LIST_MAX}.`;
    draft[list].forEach((m, i) => {
      if (!m.title.trim()) errors[`${list}.${i}.title`] = 'Escribe el título.';
      else if (m.title.trim().length > MENTION_TITLE_MAX)
        errors[`${list}.${i}.title`] = tooLong(MENTION_TITLE_MAX);
      if (m.title_en.trim().length > MENTION_TITLE_MAX)
        errors[`${list}.${i}.title_en`] = tooLong(MENTION_TITLE_MAX);
      const y = yearOf(m.year);
      if (y === null || y < YEAR_RANGE.min || y > YEAR_RANGE.max) errors[`${list}.${i}.year`] = YEAR_MESSAGE;
      if (m.url.trim() && !isLink(m.url.trim()))
        errors[`${list}.${i}.url`] = 'Una dirección que empiece por https://.';
    });
  }
  return errors;
}

function collaboratorsOf(draft: FactsDraft): Collaborator[] | null {
  const list = draft.collaborators.map((c) => ({
    role: c.role.trim(),
    ...(c.role_en.trim() && { role_en: c.role_en.trim() }),
    name: c.name.trim(),
  }));
  return list.length > 0 ? list : null;
}

function mentionsOf(list: MentionDraft[]): Mention[] | null {
  const out = list.map((m) => ({
    title: m.title.trim(),
    ...(m.title_en.trim() && { title_en: m.title_en.trim() }),
    year: Number(m.year.trim()),
    ...(m.url.trim() && { url: m.url.trim() }),
  }));
  return out.length > 0 ? out : null;
}

/** The fact columns a draft holds (call once factsErrors() found nothing). */
export function draftFacts(draft: FactsDraft): FactColumns {
  const area = draft.area_m2.trim().replace(/[.,\s](?=\d{3}\b)/g, '');
  return {
    status: isProjectStatus(draft.status) ? draft.status : null,
    year_number: draft.year_number.trim() ? Number(draft.year_number.trim()) : null,
    area_m2: area ? Number(area) : null,
    city: optionalText(draft.city),
    city_en: optionalText(draft.city_en),
    country: optionalText(draft.country),
    country_en: optionalText(draft.country_en),
    collaborators: collaboratorsOf(draft),
    awards: mentionsOf(draft.awards),
    publications: mentionsOf(draft.publications),
  };
}

/** A value as JSON with every object's keys in order (jsonb keeps its own order, not the form's). */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The fact columns that differ from the stored ones (JSON lists compared by content). */
export function changedFacts(draft: FactsDraft, stored: FactColumns): Partial<FactColumns> {
  const typed = draftFacts(draft);
  const out: Partial<FactColumns> = {};
  for (const key of Object.keys(typed) as (keyof FactColumns)[])
    if (canonical(typed[key]) !== canonical(stored[key])) (out as Record<string, unknown>)[key] = typed[key];
  return out;
}

/** The client a draft holds: null to remove it; undefined when it is as stored. */
export function changedClient(draft: FactsDraft, stored: ClientValue | null): ClientValue | null | undefined {
  const name = draft.client.trim();
  if (!name) return stored ? null : undefined;
  const shown = draft.clientShown;
  return stored && stored.name === name && stored.shown === shown ? undefined : { name, shown };
}
