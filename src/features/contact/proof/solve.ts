import type { ContactChallenge, ContactProof } from '../../../../core/contact/message-rules';

/**
 * Solves a challenge in a worker (solver.worker.ts), fetched with the form; where a worker
 * cannot start, on this thread.
 */
export function solve(challenge: ContactChallenge): Promise<ContactProof['solution']> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return import('./solve-here').then((m) => m.solveHere(challenge));
  }
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ solution?: ContactProof['solution']; error?: string }>) => {
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? 'the challenge was not solved'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'the solver stopped'));
    };
    worker.postMessage(challenge);
  });
}
