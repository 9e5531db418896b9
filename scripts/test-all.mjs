#!/usr/bin/env node
// `npm test`: typecheck, lint, then the three suites of docs/ARCHITECTURE.md ("Tests") — unit, integration and
// browser (against a fresh production build) — one after the other, so the browser suite has
// the machine to itself. Ends with one line "N passed, N failed" over all suites. A suite whose
// worker Node's engine aborted (scripts/runtime-crash.mjs) runs again once, and the end says so.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { runtimeCrash } from './runtime-crash.mjs';

/** Runs a step with its output shown as it comes and also kept, to look for an engine abort. */
function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    const kept = [];
    const tee = (out) => (chunk) => {
      out.write(chunk);
      kept.push(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(kept).toString('utf8') }));
  });
}

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['bundle budget', 'node', ['scripts/check-bundle-budget.mjs']],
  ['browser', 'npx', ['vitest', 'run', '--project', 'browser']],
];

mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];
/** Suites run a second time because the engine aborted their worker in the first. */
const rerun = [];
/** Wall time of each stage, printed at the end so the suite's growth is visible run to run. */
const timings = [];
const suiteStart = performance.now();

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const stageStart = performance.now();
  const isSuite = args.includes('--project');
  const report = `.tmp/vitest-${name}.json`;
  rmSync(report, { force: true });
  const fullArgs = isSuite ? [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : args;
  const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
  let result = await run(cmd, fullArgs, env);
  const crash = isSuite && result.status !== 0 ? runtimeCrash(result.output) : null;
  if (crash) {
    console.log(`\n=== ${name}, again: Node's engine aborted its worker ("${crash}"), not a test ===`);
    rerun.push(name);
    rmSync(report, { force: true });
    result = await run(cmd, fullArgs, env);
  }
  if (isSuite) {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      passed += json.numPassedTests;
      failed += json.numFailedTests + (json.numTotalTests === 0 ? 1 : 0);
      if (json.numTotalTests === 0) failures.push(`${name}: no tests ran`);
      if (json.numPendingTests + json.numTodoTests > 0) failures.push(`${name}: ${json.numPendingTests + json.numTodoTests} skipped tests`);
    } catch {
      failed += 1;
    }
  }
  if (result.status !== 0) failures.push(`${name} (exit ${result.status})`);
  timings.push([name, (performance.now() - stageStart) / 1000]);
}

console.log('\nstage         seconds');
for (const [name, seconds] of timings) console.log(`${name.padEnd(12)} ${seconds.toFixed(1).padStart(8)}`);
console.log(`${'total'.padEnd(12)} ${((performance.now() - suiteStart) / 1000).toFixed(1).padStart(8)}`);
console.log('');
if (rerun.length > 0) console.log(`Run again after Node's engine aborted a worker: ${rerun.join(', ')}`);
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
