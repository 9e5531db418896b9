// Runs in the password pool's worker threads (server/auth/password-pool.ts): bcrypt synchronously
// here, so a check takes this thread only — never libuv's shared pool, which file serving, JWT
// checks and /health also wait on, nor the event loop.
import { hashSync, verifySync } from '@node-rs/bcrypt';

/** @param {{ op: 'hash', password: string, cost: number } | { op: 'verify', password: string, encoded: string }} task */
export default function bcryptTask(task) {
  if (task.op === 'hash') return hashSync(task.password, { cost: task.cost, version: '2a' });
  try {
    return verifySync(task.password, task.encoded);
  } catch {
    return false; // a malformed stored hash matches nothing
  }
}
