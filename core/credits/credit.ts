// An image's caption and credit (supabase/migrations/20261129000100_credits_facts.sql): the same
// three columns on every image row (`caption`, `caption_en`, `credit`; the cover's and the video's
// with a `render_` / `video_` prefix), and the same keys on the studio settings' images. The
// rules here are the database's check (private.valid_credit), so the panel refuses what the
// database would and the pages read only what it allows.

/** Who made an image, as the studio credits them: 'Fotografía: Ana Ruiz'. */
export const CREDIT_ROLES = ['photo', 'render', 'drawing', 'video', 'model'] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

export interface Credit {
  name: string;
  role?: CreditRole;
  /** The licence's address (a Creative Commons deed, the photographer's terms). */
  license?: string;
}

export const CAPTION_MAX = 300;
export const CREDIT_NAME_MAX = 120;
export const LICENSE_MAX = 500;
const URL_RULE = /^https?:\/\/[^\s<>"]+$/;

/** An http(s) address within `max` characters, as the database's checks accept links. */
export function isLink(value: unknown, max = LICENSE_MAX): value is string {
  return typeof value === 'string' && value.length <= max && URL_RULE.test(value);
}

/** A credit as stored, or null for anything the database's check would refuse. */
export function readCredit(value: unknown): Credit | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { name, role, license, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (typeof name !== 'string' || name.trim() === '' || name.length > CREDIT_NAME_MAX) return null;
  if (role !== undefined && !CREDIT_ROLES.includes(role as CreditRole)) return null;
  if (license !== undefined && !isLink(license)) return null;
  return {
    name,
    ...(role !== undefined && { role: role as CreditRole }),
    ...(license !== undefined && { license }),
  };
}

/** An image's words under it and its credit, as any image row (or settings image) carries them. */
export interface ImageNotes {
  caption: string | null;
  caption_en: string | null;
  credit: Credit | null;
}

/** No caption, no credit. */
export const NO_NOTES: ImageNotes = { caption: null, caption_en: null, credit: null };

/** The notes of a row whose columns carry `prefix` (`render_` for a project's cover). */
export function notesOf(row: Record<string, unknown>, prefix = ''): ImageNotes {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return {
    caption: text(row[`${prefix}caption`]),
    caption_en: text(row[`${prefix}caption_en`]),
    credit: readCredit(row[`${prefix}credit`]),
  };
}

/** 'Fotografía: Ana Ruiz', or the name alone without a role. */
export function creditLine(credit: Credit, roleNames: Record<CreditRole, string>): string {
  return credit.role ? `${roleNames[credit.role]}: ${credit.name}` : credit.name;
}
