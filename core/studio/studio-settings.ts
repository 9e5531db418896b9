import { HOME_TEXTS, STUDIO } from './studio';
import { FOUNDER_WORDS, WHO_WE_ARE_WORDS } from './studio-words';

// The studio's identity as the panel's 'Estudio' view edits it: one JSON document in
// the single row of public."Studio" (supabase/migrations/20261124000400_studio_settings.sql).
// The values in src/config are the defaults: `studioSettings()` takes each stored field that has
// the right shape and today's value for every other one, so an empty table (a hosted project
// before the first save) or a document written by an older version shows what it always did.
// Asset-free, so the server's head builder and the prerender use it as they are.

export interface SocialLink {
  /** The network's name: the footer link's accessible name ('Facebook', 'Instagram', …). */
  network: string;
  /** An https:// URL; empty hides the link. */
  url: string;
}

export interface FounderSettings {
  name: string;
  role: string;
  bio: string;
  /** Public URL of an uploaded portrait; empty for the portrait shipped with the app. */
  photo: string;
  /** The portrait's narrower copies made at upload: width → URL; {} for none. */
  photoWidths: Record<string, string>;
  /**
   * What the portrait's crop keeps in view, as text `"x y"` (0 to 1 each); '' for the centre.
   * Text so that this normaliser carries it like the other strings: the public pages are at their
   * JS budget. /WhoWeAre sets it as the portrait's object-position (FounderProfiles.tsx); a text that
   * is not a point gives a position the browser ignores, i.e. the centre.
   */
  focus: string;
  /**
   * The portrait's caption and credit, as text (carried like the other strings): who took it
   * (`creditName`, '' for no credit), a role of core/credits/credit.ts (`creditRole`, '' for
   * none) and a licence's address (`creditLicense`). The caption's English is under `en`.
   */
  caption: string;
  creditName: string;
  creditRole: string;
  creditLicense: string;
}

export interface StudioTexts {
  offersEyebrow: string;
  offersHeading: string;
  videoEyebrow: string;
  videoHeading: string;
  videoText: string;
  recentEyebrow: string;
  recentHeading: string;
  testimonialsEyebrow: string;
  testimonialsHeading: string;
  mission: string;
  vision: string;
  quote: string;
  quoteAuthor: string;
}

export interface StudioSettings {
  /** Messaging phone, international digits only (SPEC §7 "Other", §9). */
  phone: string;
  contactMessage: string;
  social: SocialLink[];
  footerLead: string;
  city: string;
  texts: StudioTexts;
  founders: [FounderSettings, FounderSettings];
  /**
   * Public URLs of an uploaded reel and poster; empty for the ones shipped with the app. `phone`
   * and `phonePoster`: the reel's phone version and a frame of it, made in the panel;
   * empty for a reel stored before, or when the browser that uploaded it could not make them.
   * `videoType` and `phoneType`: what those two files are, a MIME type with codecs as the panel
   * read them (like Project.video_type), so the pages offer a browser only a file it says it can
   * play; '' for a reel stored before (offered as before). `posterFocus`: what the poster's crop,
   * and the reel's over it, keeps in view, `"x y"` like a founder's `focus`; '' for the centre.
   */
  reel: {
    video: string;
    poster: string;
    phone: string;
    phonePoster: string;
    videoType: string;
    phoneType: string;
    posterFocus: string;
  };
  /**
   * The English words as stored under `en`, carried as they are so that whatever saves
   * the document keeps them; `studioEnglish()` (core/studio/studio-english.ts, loaded with the English
   * pages and the panel only) reads the known, written, in-length ones.
   */
  en?: unknown;
}

/** id of the `<script type="application/json">` the served page carries the settings in. */
export const STUDIO_SETTINGS_ELEMENT_ID = 'studio-settings';

const NO_PHOTO = {
  photo: '',
  photoWidths: {},
  focus: '',
  caption: '',
  creditName: '',
  creditRole: '',
  creditLicense: '',
};

export const DEFAULT_STUDIO_SETTINGS: StudioSettings = {
  phone: STUDIO.phone,
  contactMessage: STUDIO.contactMessage,
  social: [
    { network: 'Facebook', url: STUDIO.social.facebook },
    { network: 'Instagram', url: STUDIO.social.instagram },
  ],
  footerLead: STUDIO.footerLead,
  city: STUDIO.city,
  texts: {
    offersEyebrow: HOME_TEXTS.offers.eyebrow,
    offersHeading: HOME_TEXTS.offers.heading,
    videoEyebrow: HOME_TEXTS.video.eyebrow,
    videoHeading: HOME_TEXTS.video.heading,
    videoText: HOME_TEXTS.video.text,
    recentEyebrow: HOME_TEXTS.recent.eyebrow,
    recentHeading: HOME_TEXTS.recent.heading,
    testimonialsEyebrow: HOME_TEXTS.testimonials.eyebrow,
    testimonialsHeading: HOME_TEXTS.testimonials.heading,
    ...WHO_WE_ARE_WORDS,
  },
  founders: [
    { ...FOUNDER_WORDS[0], ...NO_PHOTO },
    { ...FOUNDER_WORDS[1], ...NO_PHOTO },
  ],
  reel: { video: '', poster: '', phone: '', phonePoster: '', videoType: '', phoneType: '', posterFocus: '' },
};

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);

/**
 * A URL the page may put in an href/src: `http(s)://host…` (or, when `paths`, a path on this site:
 * one `/` followed by neither `/` nor a backslash), never javascript:, data:, a protocol-relative
 * //host or `/\host` (browsers read a backslash as a slash there). No whitespace, control
 * character or backslash anywhere. The panel asks for https:// links; stored files may be http://
 * on a local Supabase. This also guards against a document written by other means than the
 * panel: the app, the served head and the prerender all read the row through it.
 */
export function safeUrl(value: string, paths = false): string {
  const v = value.trim();
  if (/[\s\\]|\p{Cc}/u.test(v)) return '';
  if (paths && /^\/(?![/\\])/.test(v)) return v;
  return /^https?:\/\/[^/?#@]+(?:[/?#]|$)/i.test(v) ? v : '';
}

/** Each string field of `defaults` taken from `stored` when it is a string there. */
function strings<T extends object>(stored: unknown, defaults: T): T {
  const from = isObject(stored) ? stored : {};
  const out: Loose = {};
  for (const [key, value] of Object.entries(defaults)) out[key] = text(from[key], value as string);
  return out as T;
}

/** A widths map as the panel stores it: width in pixels → a URL the page may use. */
function widthsMap(stored: unknown): Record<string, string> {
  if (!isObject(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored)
      .map(([w, u]) => [w, safeUrl(text(u, ''), true)])
      .filter(([w, u]) => /^\d{2,4}$/.test(w!) && u !== ''),
  );
}

function socialLinks(stored: unknown): SocialLink[] {
  if (!Array.isArray(stored)) return DEFAULT_STUDIO_SETTINGS.social.map((l) => ({ ...l }));
  return stored
    .filter(isObject)
    .map((l) => ({ network: text(l.network, ''), url: safeUrl(text(l.url, '')) }))
    .filter((l) => l.network.trim() !== '');
}

/** The settings to show: the stored document (any JSON, possibly absent) over the defaults. */
export function studioSettings(stored: unknown): StudioSettings {
  const s = isObject(stored) ? stored : {};
  const founders = Array.isArray(s.founders) ? s.founders : [];
  const withPhoto = (i: 0 | 1): FounderSettings => {
    const f = strings(founders[i], DEFAULT_STUDIO_SETTINGS.founders[i]);
    return {
      ...f,
      photo: safeUrl(f.photo, true),
      photoWidths: widthsMap(isObject(founders[i]) ? founders[i].photoWidths : null),
    };
  };
  const { phone, contactMessage, footerLead, city, reel } = DEFAULT_STUDIO_SETTINGS;
  // Every URL of the reel as safeUrl lets a page use it (its types and point are no URLs).
  const reelUrls = Object.entries(strings(s.reel, reel)).map(([key, url]) => [
    key,
    /Type|Focus/.test(key) ? url : safeUrl(url, true),
  ]);
  return {
    ...strings(s, { phone, contactMessage, footerLead, city }),
    social: socialLinks(s.social),
    texts: strings(s.texts, DEFAULT_STUDIO_SETTINGS.texts),
    founders: [withPhoto(0), withPhoto(1)],
    reel: Object.fromEntries(reelUrls) as StudioSettings['reel'],
    en: s.en,
  };
}

/**
 * The reel's poster: the one the studio uploaded, else the frame the panel took from its reel;
 * '' for neither (the shipped poster is then used). The pages and the served head's
 * preload use this one answer.
 */
export function reelPosterOf(reel: StudioSettings['reel']): string {
  return reel.poster || reel.phonePoster;
}

/** The social links the footer and the JSON-LD show: those with a URL. */
export function visibleSocialLinks(settings: StudioSettings): SocialLink[] {
  return settings.social.filter((l) => l.url.trim() !== '');
}
