import { textMaxLength } from '../../../../../core/studio/studio-english';
import type {
  FounderSettings,
  SocialLink,
  StudioSettings,
  StudioTexts,
} from '../../../../../core/studio/studio-settings';

// What the 'Estudio' view refuses before anything is written: each message is shown
// next to its field, in Spanish. Keys are the fields' names in the form ('phone', 'social.2.url',
// 'founders.0.bio', 'texts.mission').

export type FieldErrors = Record<string, string>;

export const VALIDATION = {
  required: 'Este campo no puede quedar vacío.',
  phone: 'Escribe el número con lada internacional, solo dígitos (de 8 a 15), por ejemplo 525512345678.',
  url: 'Escribe una dirección completa que empiece con https://, o déjala vacía para ocultar el ícono.',
  network: 'Escribe el nombre de la red social.',
  tooLong: (max: number) => `Escribe como máximo ${max} caracteres.`,
} as const;

/** International digits only: a country code and a number, E.164's 15 digits at most. */
export const PHONE_PATTERN = /^\d{8,15}$/;

/** The phone as the chat link wants it: digits only ('+52 55 1234-5678' → '525512345678'). */
export function phoneDigits(input: string): string {
  return input.replace(/[\s+\-().]/g, '');
}

/** A required text, within its length (textMaxLength of the last part of its key). */
function text(errors: FieldErrors, key: string, value: string): void {
  const max = textMaxLength(key.split('.').pop()!);
  if (value.trim() === '') errors[key] = VALIDATION.required;
  else if (value.length > max) errors[key] = VALIDATION.tooLong(max);
}

/** An English text: optional, within the length of its Spanish one. */
function englishText(errors: FieldErrors, key: string, value: string | undefined): void {
  const max = textMaxLength(key.split('.').pop()!);
  if ((value ?? '').trim().length > max) errors[key] = VALIDATION.tooLong(max);
}

/** The English fields of a section (keys as in the form: 'en.texts.mission'), each optional. */
export function validateEnglish(values: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(values)) englishText(errors, key, value);
  return errors;
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

export function validateContact(
  s: Pick<StudioSettings, 'phone' | 'contactMessage' | 'social' | 'footerLead' | 'city'>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!PHONE_PATTERN.test(phoneDigits(s.phone))) errors.phone = VALIDATION.phone;
  text(errors, 'contactMessage', s.contactMessage);
  s.social.forEach((link: SocialLink, i) => {
    if (link.network.trim() === '') errors[`social.${i}.network`] = VALIDATION.network;
    else if (link.network.length > 40) errors[`social.${i}.network`] = VALIDATION.tooLong(40);
    const url = link.url.trim();
    if (url !== '' && (!isHttpsUrl(url) || url.length > 500)) errors[`social.${i}.url`] = VALIDATION.url;
  });
  text(errors, 'footerLead', s.footerLead);
  text(errors, 'city', s.city);
  return errors;
}

export function validateTexts(texts: StudioTexts): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(texts)) text(errors, `texts.${key}`, value);
  return errors;
}

export function validateFounders(founders: readonly FounderSettings[]): FieldErrors {
  const errors: FieldErrors = {};
  founders.forEach((f, i) => {
    text(errors, `founders.${i}.name`, f.name);
    text(errors, `founders.${i}.role`, f.role);
    text(errors, `founders.${i}.bio`, f.bio);
  });
  return errors;
}
