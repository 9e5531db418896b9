import { StudioField } from './StudioField';

/** One language's side of a bilingual field: what it shows, how it changes, its message. */
export interface FieldSide {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

// A text of the 'Estudio' view written in Spanish with its optional English version on its
// right: the same label (the English one marked as such), the same size, each side with its own
// value and message. Placed in the view's two-column grid by whoever lists them.
export function BilingualField({
  label,
  multiline = false,
  rows,
  es,
  en,
}: {
  label: string;
  multiline?: boolean;
  rows?: number;
  es: FieldSide;
  en: FieldSide;
}) {
  const common = { label, multiline, rows };
  return (
    <>
      <StudioField {...common} {...es} />
      <StudioField {...common} english {...en} />
    </>
  );
}
