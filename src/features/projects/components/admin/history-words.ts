import type { Json } from '../../../../../core/database-shapes';
import { creditLine, readCredit } from '../../../../../core/credits/credit';
import { credits } from '../../../../../core/i18n/es/credits';
import { facts } from '../../../../../core/i18n/es/facts';
import { statuses } from '../../../../../core/i18n/es/statuses';
import { isProjectStatus } from '../../../../../core/projects/fact-values';

// How the panel's history names a changed column and shows a value, in Spanish.

const LABELS: Record<string, string> = {
  title: 'Título',
  title_en: 'Título (inglés)',
  subtitle: 'Subtítulo',
  subtitle_en: 'Subtítulo (inglés)',
  description: 'Descripción',
  description_en: 'Descripción (inglés)',
  year: 'Año',
  location: 'Locación',
  location_en: 'Locación (inglés)',
  type: 'Tipo',
  render_description: 'Descripción de la portada',
  render_description_en: 'Descripción de la portada (inglés)',
  render_caption: 'Pie de foto de la portada',
  render_caption_en: 'Pie de foto de la portada (inglés)',
  render_credit: 'Crédito de la portada',
  video_caption: 'Pie del video',
  video_caption_en: 'Pie del video (inglés)',
  video_credit: 'Crédito del video',
  model_caption: 'Pie del modelo 3D',
  model_caption_en: 'Pie del modelo 3D (inglés)',
  model_credit: 'Crédito del modelo 3D',
  caption: 'Pie de foto',
  caption_en: 'Pie de foto (inglés)',
  credit: 'Crédito',
  status: facts.status,
  year_number: 'Año (en cifras)',
  area_m2: `${facts.area} (m²)`,
  city: 'Ciudad',
  city_en: 'Ciudad (inglés)',
  country: 'País',
  country_en: 'País (inglés)',
  collaborators: facts.collaborators,
  awards: facts.awards,
  publications: facts.publications,
  name: facts.client,
  shown: 'Cliente visible en la web',
};

export function columnLabel(column: string): string {
  return LABELS[column] ?? column;
}

/** A stored value in a few words: '«Sala»', 'Fotografía: Ana Ruiz', '2 elementos', 'vacío'. */
export function valueText(column: string, value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return 'vacío';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (column === 'status' && isProjectStatus(value)) return statuses[value];
  if (column.endsWith('credit')) {
    const credit = readCredit(value);
    return credit ? creditLine(credit, credits.roles) : 'vacío';
  }
  if (Array.isArray(value)) {
    const names = value.map((item) =>
      typeof item === 'object' && item !== null && !Array.isArray(item)
        ? String(item.name ?? item.title ?? '')
        : '',
    );
    return names.filter(Boolean).join(', ') || `${value.length} elementos`;
  }
  const text = String(value);
  return `«${text.length > 80 ? `${text.slice(0, 79)}…` : text}»`;
}
