// Where an image's caption and credit come from, told apart without reading them: a row's
// columns (`<prefix>caption`, `<prefix>caption_en`, `<prefix>credit`) or a studio settings image's
// text fields. LazyImageNote fetches the note's code only for an image that has one.

export type NoteSource =
  | { row: Record<string, unknown>; prefix?: string }
  | {
      settings: { caption: string; creditName: string; creditRole: string; creditLicense: string };
      captionEn?: string;
    };

export function hasNote(source: NoteSource): boolean {
  if ('row' in source) {
    const prefix = source.prefix ?? '';
    return ['caption', 'caption_en', 'credit'].some((key) => Boolean(source.row[`${prefix}${key}`]));
  }
  return Boolean(source.settings.caption.trim() || source.settings.creditName.trim() || source.captionEn);
}
