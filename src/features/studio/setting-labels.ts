import { englishLabel } from '../../../core/i18n/english-text';
import type { StudioTexts } from '../../../core/studio/studio-settings';

// The names the 'Estudio' view gives each setting: its field labels, and the 'Historial' lines
// that say what an earlier version had. One place for both.

/** Each text's label, in the order of the pages; long ones get a text area. */
export const TEXT_FIELDS: { key: keyof StudioTexts; label: string; long?: boolean }[] = [
  { key: 'offersEyebrow', label: 'Inicio · antetítulo de servicios' },
  { key: 'offersHeading', label: 'Inicio · título de servicios' },
  { key: 'videoEyebrow', label: 'Inicio · antetítulo del video' },
  { key: 'videoHeading', label: 'Inicio · título del video' },
  { key: 'videoText', label: 'Inicio · texto del video', long: true },
  { key: 'recentEyebrow', label: 'Inicio · antetítulo de proyectos recientes' },
  { key: 'recentHeading', label: 'Inicio · título de proyectos recientes' },
  { key: 'testimonialsEyebrow', label: 'Inicio · antetítulo de testimonios' },
  { key: 'testimonialsHeading', label: 'Inicio · título de testimonios' },
  { key: 'mission', label: 'Misión', long: true },
  { key: 'vision', label: 'Visión', long: true },
  { key: 'quote', label: 'Cita', long: true },
  { key: 'quoteAuthor', label: 'Autor de la cita' },
];

const TOP: Record<string, string> = {
  phone: 'Teléfono de WhatsApp',
  contactMessage: 'Mensaje del chat',
  footerLead: 'Texto del pie de página',
  city: 'Ciudad',
};
const FOUNDER: Record<string, string> = { name: 'nombre', role: 'cargo', bio: 'semblanza', photo: 'retrato' };
const SOCIAL: Record<string, string> = { network: 'nombre', url: 'dirección' };
const REEL: Record<string, string> = { video: 'video', poster: 'póster' };

/** A setting's name from its path in the document: ['founders', 0, 'photo'] → 'Fundador 1 · retrato'. */
export function settingLabel(path: readonly (string | number)[]): string {
  const [top, a, b] = path;
  // The English words sit under `en` by the Spanish ones' paths.
  if (top === 'en' && path.length > 1) return englishLabel(settingLabel(path.slice(1)));
  if (typeof top === 'string' && top in TOP) return TOP[top]!;
  if (top === 'texts') return TEXT_FIELDS.find((f) => f.key === a)?.label ?? `Textos · ${String(a)}`;
  if (top === 'founders' && typeof a === 'number')
    return `Fundador ${a + 1}${b === undefined ? '' : ` · ${FOUNDER[String(b)] ?? String(b)}`}`;
  if (top === 'social' && typeof a === 'number')
    return `Red social ${a + 1}${b === undefined ? '' : ` · ${SOCIAL[String(b)] ?? String(b)}`}`;
  if (top === 'reel')
    return `Video del estudio${a === undefined ? '' : ` · ${REEL[String(a)] ?? String(a)}`}`;
  return path.join(' · ');
}
