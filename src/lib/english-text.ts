// The studio's words in English (issue 33): an optional field beside each Spanish one in the
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
