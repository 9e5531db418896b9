import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationsIn, findCitations } from './issue-citations.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Written in two pieces so this file does not cite anything itself.
const ISSUE = 'iss' + 'ue';
const HASH = '#';

describe('issue-number citations', () => {
  it('none in the code, tests, scripts or docs (landed migrations aside)', () => {
    const lines = findCitations(root).map((c) => `${c.file}:${c.line}: ${c.text}`);
    expect(lines, 'say the why in words instead of citing an issue number').toEqual([]);
  });

  it('recognises the ways a citation is written', () => {
    for (const line of [
      `// The copies made at upload (${ISSUE} 28).`,
      `-- ${ISSUE.toUpperCase()} 33: the English texts`,
      `it('keeps the order (${ISSUE}s 29 and 30)', () => {`,
      `See ${ISSUE} ${HASH}41.`,
      `Fixed in ${HASH}7.`,
    ]) {
      expect(citationsIn('x.ts', line), line).toHaveLength(1);
    }
  });

  it('leaves entities, colours and file names alone', () => {
    for (const line of [
      `"'": '&#39;',`,
      'color: #333;',
      'background: #000000;',
      "safeFileName('casa#1 (final)')",
      '## Heading 2',
      `t${ISSUE} 3`,
    ]) {
      expect(citationsIn('x.ts', line), line).toEqual([]);
    }
  });
});
