// Stored file names (SPEC §3): "<current timestamp>-<original file name>". The original name is
// made safe for a storage key (Supabase Storage rejects many characters and URLs must not need
// escaping) while staying recognisable: "Fachada Río Ñandú (final).JPG" becomes
// "1732300000000-Fachada-Rio-Nandu-final.jpg".

const MAX_BASE_LENGTH = 80;

function toAsciiSlug(text: string): string {
  return (
    text
      // Decompose accented letters (é → e + ´) and drop the combining marks.
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Whitespace and separators that are unsafe in a key become hyphens.
      .replace(/[\s/\\_+]+/g, '-')
      // Anything else outside a conservative set is dropped.
      .replace(/[^A-Za-z0-9.-]/g, '')
      // No runs of hyphens or dots, and none at the edges.
      .replace(/-{2,}/g, '-')
      .replace(/\.{2,}/g, '.')
      .replace(/^[-.]+|[-.]+$/g, '')
  );
}

/** The original name made safe for a storage key: ASCII letters, digits, '-', '.'; extension kept. */
export function safeFileName(original: string): string {
  const dot = original.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < original.length - 1;
  const base = toAsciiSlug(hasExtension ? original.slice(0, dot) : original).replace(/\./g, '-');
  const extension = hasExtension ? toAsciiSlug(original.slice(dot + 1)).toLowerCase() : '';
  const safeBase = base.slice(0, MAX_BASE_LENGTH).replace(/-+$/, '') || 'archivo';
  return extension ? `${safeBase}.${extension}` : safeBase;
}

/** The key a file is stored under in the bucket. */
export function uploadName(original: string, now: number = Date.now()): string {
  return `${now}-${safeFileName(original)}`;
}
