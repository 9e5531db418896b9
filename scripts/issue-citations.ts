// Comments, tests and docs say why in words: a reader of the repository cannot open the issue
// tracker, so a sentence that leans on an issue's number tells them nothing. This finds such
// citations in the repository's own text files; scripts/issue-citations.test.ts fails on any.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders never read: dependencies, build output, local data, and the landed migrations (which
 *  stay byte for byte as hosted projects applied them). Paths are relative to the root, with `/`. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  '.data',
  '.tmp',
  'coverage',
  'test-results',
  'supabase/migrations',
  'supabase/seed/assets',
]);
/** Binary or generated files: images, videos, fonts, the lockfile. */
const SKIPPED_FILE =
  /\.(webp|jpe?g|png|gif|avif|heic|mp4|mov|webm|woff2?|ttf|ico|pdf|zip|gz|br)$|(^|\/)package-lock\.json$/i;

/** The word issue or issues followed by a number (with or without a hash), and a bare hash
 *  number that is not part of a word, an HTML entity or a colour (colours have three or more hex
 *  digits). */
const CITATION = /\bissues? ?#?\d+|(?<![&\w'"])#\d{1,2}\b/i;

export interface Citation {
  file: string;
  line: number;
  text: string;
}

/** The citations in one file's text (1-based line numbers). */
export function citationsIn(file: string, text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((line, i) => {
    if (CITATION.test(line)) found.push({ file, line: i + 1, text: line.trim() });
  });
  return found;
}

/** Every citation in the repository's text files under `root`. */
export function findCitations(root: string): Citation[] {
  const found: Citation[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(rel) && !SKIPPED_DIRS.has(entry.name)) walk(rel);
      } else if (entry.isFile() && !SKIPPED_FILE.test(rel)) {
        const bytes = readFileSync(path.join(root, rel));
        if (bytes.includes(0)) continue; // binary
        found.push(...citationsIn(rel, bytes.toString('utf8')));
      }
    }
  };
  walk('');
  return found;
}
