import { Worker } from 'node:worker_threads';
import type { ContactChallenge, ContactProof } from '../core/contact/message-rules';

/** Challenges solved on a worker thread (contact-solver.mjs), never on the server's own. */
export function solverThread() {
  const worker = new Worker(new URL('./contact-solver.mjs', import.meta.url));
  const waiting = new Map<number, (solution: ContactProof['solution'] | null) => void>();
  let next = 0;
  worker.on('message', ({ id, solution }: { id: number; solution: ContactProof['solution'] | null }) => {
    waiting.get(id)?.(solution);
    waiting.delete(id);
  });
  return {
    async solve(challenge: ContactChallenge): Promise<ContactProof> {
      const id = next++;
      const solution = await new Promise<ContactProof['solution'] | null>((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, challenge });
      });
      if (!solution) throw new Error('the challenge was not solved');
      return { challenge, solution };
    },
    stop: () => worker.terminate(),
  };
}
