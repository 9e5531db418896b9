// The links of README.md and docs/: each relative link must name a file of the repository, and
// each `#anchor` a heading of its target as GitHub names it. `npm test` runs this through
// scripts/doc-links.test.ts, so a guide moved or a section renamed cannot strand its readers.
// marked reads the Markdown (code blocks and code spans are not links; reference links resolve);
// github-slugger makes the anchors GitHub makes (lowercase, spaces to '-', punctuation dropped,
// accents kept, a repeated heading numbered).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, type Token, type Tokens } from 'marked';

export interface LinkProblem {
  /** The Markdown file, relative to the repository's root. */
  file: string;
  target: string;
  problem: string;
}

/** README.md and every Markdown file under docs/, relative to `root`. */
export function docFiles(root: string): string[] {
  const found = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (dir: string) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) found.push(rel);
    }
  };
  walk('docs');
  return found;
}

/** Every token, inline ones included, in document order. */
function* allTokens(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    const nested = token as {
      tokens?: Token[];
      items?: Token[];
      header?: { tokens: Token[] }[];
      rows?: { tokens: Token[] }[][];
    };
    if (nested.tokens) yield* allTokens(nested.tokens);
    if (nested.items) yield* allTokens(nested.items);
    for (const cell of nested.header ?? []) yield* allTokens(cell.tokens);
    for (const row of nested.rows ?? []) for (const cell of row) yield* allTokens(cell.tokens);
  }
}

/** The text a heading shows (its inline Markdown rendered to plain text), as GitHub slugs it. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      const inner = token as { tokens?: Token[]; text?: string };
      if (token.type === 'html') return '';
      if (inner.tokens) return plainText(inner.tokens);
      return token.type === 'codespan' ? (inner.text ?? '') : (inner.text ?? token.raw);
    })
    .join('');
}

/** The anchors of a Markdown file: its headings' slugs and any `id`/`name` set in its HTML. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const token of allTokens(new Lexer().lex(markdown))) {
    if (token.type === 'heading') anchors.add(slugger.slug(plainText((token as Tokens.Heading).tokens)));
    if (token.type === 'html')
      for (const match of token.raw.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

/** Every link and image target of a Markdown file (HTML `href` and `src` too). */
export function targetsOf(markdown: string): string[] {
  const targets: string[] = [];
  for (const token of allTokens(new Lexer().lex(markdown))) {
    if (token.type === 'link' || token.type === 'image') targets.push((token as Tokens.Link).href);
    if (token.type === 'html')
      for (const match of token.raw.matchAll(/\b(?:href|src)="([^"]+)"/g)) targets.push(match[1]!);
  }
  return targets;
}

/** A scheme (https:, mailto:…): another site's address, which this check does not fetch. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** What is wrong with each link of `files` (paths relative to `root`); none when all lead somewhere. */
export function checkLinks(root: string, files: readonly string[]): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(path.join(root, file), 'utf8')));
    return anchorCache.get(file)!;
  };
  for (const file of files) {
    for (const target of targetsOf(readFileSync(path.join(root, file), 'utf8'))) {
      if (EXTERNAL.test(target)) continue;
      const report = (problem: string) => problems.push({ file, target, problem });
      const [rawPath = '', rawAnchor] = target.split('#', 2);
      const pathPart = decodeURIComponent(rawPath.split('?')[0]!);
      // GitHub reads a leading '/' from the repository's root.
      // An anchor alone ('#section') names a heading of the file itself.
      const resolved =
        pathPart === ''
          ? path.join(root, file)
          : pathPart.startsWith('/')
            ? path.join(root, pathPart)
            : path.resolve(root, path.dirname(file), pathPart);
      const relative = path.relative(root, resolved);
      if (relative.startsWith('..') || path.isAbsolute(relative)) {
        report('leads outside the repository');
        continue;
      }
      if (!existsSync(resolved)) {
        report(`no such file: ${relative}`);
        continue;
      }
      if (rawAnchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
      const anchor = decodeURIComponent(rawAnchor);
      if (!anchors(relative.split(path.sep).join('/')).has(anchor))
        report(`no heading of ${relative} has the anchor #${anchor}`);
    }
  }
  return problems;
}
