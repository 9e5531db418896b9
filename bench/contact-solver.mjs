// A worker thread that solves the contact form's challenges as a visitor's browser does
// (altcha-lib's solver; Node's SHA-256 here), so a bench's visitors and robots do their work off
// the thread the server under test runs on. Messages: { id, challenge } → { id, solution }.
import { parentPort } from 'node:worker_threads';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

parentPort.on('message', async ({ id, challenge }) => {
  const solution = await solveChallenge({ challenge, deriveKey });
  parentPort.postMessage({
    id,
    solution: solution && { counter: solution.counter, derivedKey: solution.derivedKey },
  });
});
