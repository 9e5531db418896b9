import type { Project } from '../database-shapes';

// The studio's words in English: an optional field beside each Spanish one in the
// panel. An empty English field is saved as null, which the English pages read as "no English:
// show the Spanish text" (marked lang="es"). One rule and one label style for every form.

/** The English field's label beside its Spanish one: 'Título' → 'Título (inglés)'. */
export function englishLabel(spanishLabel: string): string {
  return `${spanishLabel} (inglés)`;
}

/** What an optional text field saves (every English one): its trimmed text, or null when nothing is left. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** What the panel stores of some English fields: each trimmed, the empty ones left out. */
export function englishWords<K extends string>(values: Record<K, string>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(values) as [K, string][]) {
    if (value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** A project's names in both languages (the English ones null when not written). */
export type EnglishNamed = Pick<Project, 'title' | 'subtitle' | 'title_en' | 'subtitle_en'>;

/** The title and subtitle the English pages show and name the project by. */
export function englishName(project: EnglishNamed): Pick<Project, 'title' | 'subtitle'> {
  return { title: project.title_en ?? project.title, subtitle: project.subtitle_en ?? project.subtitle };
}
