import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No product file grows past 350 lines: past that a file holds more than one thing, and the next
// engineer reads all of it to change one. Split it along its seams into files named for what they
// do. The tests under tests/ are not held to it, nor the types generated from the schema.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCT = ['src', 'server', 'core', 'scripts', 'bench', 'tools', 'harness'];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sql|html|sh)$/;
const GENERATED = new Set(['core/database.types.ts']);
const MAX_LINES = 350;

/** Lines as an editor numbers them: a last line without its newline still counts. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function productFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...PRODUCT], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\0').filter((file) => CODE.test(file) && !GENERATED.has(file));
}

describe('file length', () => {
  it(`no product file is longer than ${MAX_LINES} lines`, () => {
    const files = productFiles();
    // The listing itself must have worked: an empty list would pass whatever the files hold.
    expect(files.length).toBeGreaterThan(500);
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long, 'split each along its seams into files named for what they do').toEqual([]);
  });

  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount(`${'x\n'.repeat(MAX_LINES + 1)}`)).toBe(MAX_LINES + 1);
  });
});
