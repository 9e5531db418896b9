#!/usr/bin/env node
// `npm run test:soak [-- --runs N] [--busy]`: builds once, then runs the browser suite N times
// (default 10) and prints each run's failures, so a timing-dependent test shows itself before CI
// meets it. `--busy` keeps every core spinning in worker threads while the suite runs (started and
// stopped here), to see the suite on a loaded machine. Exit code 1 if any run failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, busy: { type: 'boolean', default: false } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('--runs takes a whole number from 1 to 100');
  process.exit(2);
}

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

// A burner per core: each worker spins until told to stop (bounded by the soak itself).
const burners = values.busy
  ? Array.from({ length: availableParallelism() }, () => new Worker('for (;;) {}', { eval: true }))
  : [];

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-soak.json';
const results = [];
for (let run = 1; run <= runs; run++) {
  rmSync(report, { force: true });
  const started = performance.now();
  spawnSync('npx', ['vitest', 'run', '--project', 'browser', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = (performance.now() - started) / 1000;
  let failures = [];
  let total = 0;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    total = json.numTotalTests;
    for (const file of json.testResults) {
      if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
        failures.push(`${file.name.replace(process.cwd() + '/', '')}: ${String(file.message).split('\n')[0]}`);
      }
      for (const test of file.assertionResults) {
        if (test.status === 'failed') failures.push(`${test.fullName}: ${String(test.failureMessages[0] ?? '').split('\n')[0]}`);
      }
    }
    if (total === 0) failures.push('no tests ran');
  } catch {
    failures = ['the suite wrote no report (it crashed)'];
  }
  results.push(failures.length === 0);
  console.log(`run ${run}/${runs}${values.busy ? ' (busy)' : ''}: ${failures.length === 0 ? 'green' : `${failures.length} failed`} · ${total} tests · ${seconds.toFixed(0)} s`);
  for (const line of failures) console.log(`  ✗ ${line}`);
}
await Promise.all(burners.map((w) => w.terminate()));

const green = results.filter(Boolean).length;
console.log(`\nsoak${values.busy ? ' under load' : ''}: ${green}/${runs} runs green`);
process.exit(green === runs ? 0 : 1);
