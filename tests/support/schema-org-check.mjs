// The compiler's side of tests/support/schema-org.ts, run in a process of its own (the type check
// takes seconds, which must not stall the backend the test talks to): reads JSON-LD blocks as
// JSON on standard input, writes the problems found as a JSON list of lines.
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FILE = path.join(ROOT, 'tests', '__schema-org-check__.ts');

/** The class a node's `@type` names: one leaf type, or the merge of several (MergeLeafTypes). */
function typeOf(node) {
  const leaf = (name) => `Extract<Thing, { '@type': ${JSON.stringify(name)} }>`;
  const types = node['@type'];
  return Array.isArray(types) ? `MergeLeafTypes<[${types.map(leaf).join(', ')}]>` : leaf(types);
}

function check(blocks) {
  const lines = ["import type { MergeLeafTypes, Thing } from 'schema-dts';"];
  const problems = [];
  blocks.forEach((root, b) => {
    if (root['@context'] !== 'https://schema.org')
      problems.push(`block ${b}: @context is not https://schema.org`);
    const nodes = Array.isArray(root['@graph']) ? root['@graph'] : [root];
    nodes.forEach((node, n) => {
      const { '@context': _context, ...rest } = node;
      lines.push(`export const node_${b}_${n}: ${typeOf(node)} = ${JSON.stringify(rest, null, 1)};`);
    });
  });
  const source = lines.join('\n');
  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const isOurs = (file) => path.resolve(file) === FILE;
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (isOurs(file) ? source : readFile(file));
  host.fileExists = (file) => isOurs(file) || fileExists(file);
  host.getSourceFile = (file, language, ...rest) =>
    isOurs(file) ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([FILE], options, host);
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    const line = (source.split('\n')[at] ?? '').trim().slice(0, 120);
    problems.push(`${ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 300)} (at: ${line})`);
  }
  return problems;
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
process.stdout.write(JSON.stringify(check(JSON.parse(input))));
