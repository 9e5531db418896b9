// Checks JSON-LD against schema.org's vocabulary with schema-dts, Google's typings generated from
// the current vocabulary (its classes, each class's properties, the types each property takes):
// each node of a page's JSON-LD is written into a TypeScript source as a value of the class its
// `@type` names (MergeLeafTypes for a node of two types), and the TypeScript compiler reports
// every property the class does not have, every value of a type the property does not take and
// every class that does not exist. No list of names is kept here. The compiler runs in a process
// of its own (schema-org-check.mjs), so a backend in this process keeps answering meanwhile.
import { spawn } from 'node:child_process';
import path from 'node:path';

const CHECKER = path.join(import.meta.dirname, 'schema-org-check.mjs');

/** What the compiler finds wrong in the JSON-LD blocks, one line each; [] when they are valid. */
export function schemaOrgErrors(blocks: readonly unknown[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHECKER], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the schema.org check ended with ${code}`));
      else resolve(JSON.parse(out) as string[]);
    });
    child.stdin.end(JSON.stringify(blocks));
  });
}
