import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No two modules of core/, src/ or server/ reach each other through their imports. eslint's
// import-x/no-cycle (eslint.config.js) catches the cycles that run (value imports); this test
// counts `import type` too, the house's rule being that a type two files share lives in a third
// both import. The graph is read with TypeScript's own import scanner.

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['core', 'src', 'server'];


function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
}

function resolve(from: string, specifier: string, known: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier.replace(/\?.*$/, '')));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Strongly connected components of more than one module (or a module importing itself). */
function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== file);
      if (members.length > 1 || graph.get(file)?.includes(file)) circles.push(members.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

function importGraph(): Map<string, string[]> {
  const files = FOLDERS.filter((folder) => statSync(path.join(ROOT, folder), { throwIfNoEntry: false })).flatMap(
    sourceFiles,
  );
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.map((imported) => resolve(file, imported.fileName, known)).filter((to) => to !== null),
    );
  }
  return graph;
}

describe('import circles', () => {
  it('finds a circle made only of type imports (the check is not blind to them)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts']]);
  });

  it('core/, src/ and server/ hold none, type imports counted', () => {
    expect(importCircles(importGraph()).map((members) => members.join(' '))).toEqual([]);
  });
});
