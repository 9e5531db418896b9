// An image's caption and credit as the panel's fields hold them (text each, '' for nothing), and
// back: the same rules as the database's checks, with a Spanish message for each refusal, so a
// form never sends what the database would refuse.
import { optionalText } from '../i18n/english-text';
import {
  CAPTION_MAX,
  CREDIT_NAME_MAX,
  CREDIT_ROLES,
  isLink,
  LICENSE_MAX,
  type Credit,
  type CreditRole,
  type ImageNotes,
} from './credit';

export interface NotesDraft {
  caption: string;
  caption_en: string;
  creditName: string;
  /** A role of CREDIT_ROLES, or '' for none. */
  creditRole: string;
  creditLicense: string;
}

export type NotesErrors = Partial<Record<keyof NotesDraft, string>>;

export function notesDraft(notes: ImageNotes | null | undefined): NotesDraft {
  return {
    caption: notes?.caption ?? '',
    caption_en: notes?.caption_en ?? '',
    creditName: notes?.credit?.name ?? '',
    creditRole: notes?.credit?.role ?? '',
    creditLicense: notes?.credit?.license ?? '',
  };
}

/** What a draft says in each field that the database would refuse; {} when none. */
export function notesErrors(draft: NotesDraft): NotesErrors {
  const errors: NotesErrors = {};
  for (const key of ['caption', 'caption_en'] as const)
    if (draft[key].trim().length > CAPTION_MAX) errors[key] = `Como máximo ${CAPTION_MAX} caracteres.`;
  const name = draft.creditName.trim();
  if (name.length > CREDIT_NAME_MAX) errors.creditName = `Como máximo ${CREDIT_NAME_MAX} caracteres.`;
  else if (!name && (draft.creditRole || draft.creditLicense.trim()))
    errors.creditName = 'Escribe a quién se acredita la imagen.';
  if (draft.creditRole && !CREDIT_ROLES.includes(draft.creditRole as CreditRole))
    errors.creditRole = 'Elige una de las funciones de la lista.';
  const license = draft.creditLicense.trim();
  if (license && !isLink(license, LICENSE_MAX))
    errors.creditLicense = 'La licencia debe ser una dirección que empiece por https:// (o http://).';
  return errors;
}

/** The credit a draft names (null for none); call only once notesErrors() found nothing. */
export function draftCredit(draft: NotesDraft): Credit | null {
  const name = draft.creditName.trim();
  if (!name) return null;
  const license = draft.creditLicense.trim();
  return {
    name,
    ...(draft.creditRole && { role: draft.creditRole as CreditRole }),
    ...(license && { license }),
  };
}

/** The notes a draft holds, each empty text as null. */
export function draftNotes(draft: NotesDraft): ImageNotes {
  return {
    caption: optionalText(draft.caption),
    caption_en: optionalText(draft.caption_en),
    credit: draftCredit(draft),
  };
}
