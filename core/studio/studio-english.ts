import { type FounderSettings, type StudioTexts } from './studio-settings';

// The studio's words in English, kept under the settings document's key `en`. Read
// only where English is shown or edited (the English pages, the panel), so the Spanish pages do
// not carry this code. Asset-free, like studio-settings.ts, for the server and the prerender.

/** A founder's words that have an English version (the name is a name in both languages). */
export type FounderWords = Pick<FounderSettings, 'role' | 'bio' | 'caption'>;

/**
 * The studio's words in English, under the document's key `en`, by the same keys as
 * the Spanish ones they stand for. Each is optional: an absent one means the English page shows
 * the Spanish text (marked lang="es"). The phone, links, names and city are not words to translate.
 */
export type StudioEnglish = {
  contactMessage?: string;
  footerLead?: string;
  texts: Partial<StudioTexts>;
  founders: [Partial<FounderWords>, Partial<FounderWords>];
};

// Not imported from studio-settings.ts: each name the panel imports from the Spanish pages'
// chunk is one more export there, and those pages are at their size budget.
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const LONG_TEXTS = new Set(['mission', 'vision', 'quote', 'videoText', 'bio']);
const TEXT_MAX: Record<string, number> = {
  contactMessage: 500,
  footerLead: 400,
  city: 80,
  name: 80,
  caption: 300,
  creditName: 120,
  creditLicense: 500,
};

/**
 * The longest a text of the studio may be, by its key ('mission', 'bio', 'footerLead'…), in
 * either language: the panel refuses a longer one, the normaliser drops a longer English one.
 */
export function textMaxLength(key: string): number {
  return TEXT_MAX[key] ?? (LONG_TEXTS.has(key) ? 1200 : 160);
}

/**
 * The keys of `keys` whose stored value is a string with something in it, within its length
 * (a blank one is no English: the Spanish is shown); any other key of `stored` is dropped.
 */
function someStrings<K extends string>(stored: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const from = isObject(stored) ? stored : {};
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const v = from[key];
    if (typeof v === 'string' && v.trim() !== '' && v.length <= textMaxLength(key)) out[key] = v;
  }
  return out;
}

// Every key of StudioTexts, listed here (the type makes the list complete) rather than taken from
// DEFAULT_STUDIO_SETTINGS, for the reason above.
const TEXT_KEYS = Object.keys({
  offersEyebrow: 1,
  offersHeading: 1,
  videoEyebrow: 1,
  videoHeading: 1,
  videoText: 1,
  recentEyebrow: 1,
  recentHeading: 1,
  testimonialsEyebrow: 1,
  testimonialsHeading: 1,
  mission: 1,
  vision: 1,
  quote: 1,
  quoteAuthor: 1,
} satisfies Record<keyof StudioTexts, 1>) as (keyof StudioTexts)[];
const FOUNDER_WORD_KEYS: readonly (keyof FounderWords)[] = ['role', 'bio', 'caption'];

/** The English words of a stored document's `en`: only the known keys, only those written. */
export function studioEnglish(stored: unknown): StudioEnglish {
  const en = isObject(stored) ? stored : {};
  const founders = Array.isArray(en.founders) ? en.founders : [];
  return {
    ...someStrings(en, ['contactMessage', 'footerLead'] as const),
    texts: someStrings(en.texts, TEXT_KEYS),
    founders: [someStrings(founders[0], FOUNDER_WORD_KEYS), someStrings(founders[1], FOUNDER_WORD_KEYS)],
  };
}
