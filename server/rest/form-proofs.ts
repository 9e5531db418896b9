import { createHash } from 'node:crypto';

/**
 * The contact form's two functions (supabase/migrations/20261129000700_contact_messages.sql):
 * the challenge a browser solves, and the message it sends with the solution.
 */
export const CONTACT_CHALLENGE = 'contact_challenge';
export const CONTACT_SEND = 'send_contact_message';

export const isFormCall = (name: string): boolean => name === CONTACT_CHALLENGE || name === CONTACT_SEND;

/** Challenges handed out and not yet claimed, at most: older ones are forgotten first. */
const MAX_ISSUED = 20_000;

interface Parameters {
  keyPrefix?: unknown;
  nonce?: unknown;
  salt?: unknown;
}

interface Proof {
  challenge?: { signature?: unknown; parameters?: Parameters };
  solution?: { counter?: unknown };
}

const HEX32 = /^[0-9a-f]{32}$/;

/**
 * Which of the visitors' messages go first on the embedded backend (rpc-gate.ts): those whose
 * proof of work is a challenge this server handed out, not claimed before, and solved. The
 * database decides whether a message is kept (its HMAC, its expiry, its once-only use); this only
 * orders the line in front of it, without any secret: whether the work was done anyone can check
 * (one sha256), and the challenges handed out are the database's answers as they went by. A
 * robot that skipped the work, made up a challenge or replays one waits behind every visitor
 * who did the work, whatever address either comes from.
 */
export class FormProofs {
  /** Signature → when its challenge expires (ms). A Map keeps insertion order: oldest first. */
  private readonly issued = new Map<string, number>();

  constructor(private readonly max = MAX_ISSUED) {}

  /** Notes the challenge in a `contact_challenge` answer (its JSON body). */
  issue(body: string, now = Date.now()): void {
    let answer: { signature?: unknown; parameters?: { expiresAt?: unknown } };
    try {
      answer = JSON.parse(body) as typeof answer;
    } catch {
      return;
    }
    const { signature } = answer;
    const expiresAt = Number(answer.parameters?.expiresAt) * 1000;
    if (typeof signature !== 'string' || !Number.isFinite(expiresAt)) return;
    this.issued.set(signature, expiresAt);
    for (const [key, expires] of this.issued) {
      if (this.issued.size <= this.max && expires > now) break;
      this.issued.delete(key);
    }
  }

  /**
   * Whether `proof` (the call's argument) is the first claim of a challenge handed out here and
   * its solution does the work; a true answer uses the challenge up.
   */
  claim(proof: unknown, now = Date.now()): boolean {
    const { challenge, solution } = (proof ?? {}) as Proof;
    const signature = challenge?.signature;
    if (typeof signature !== 'string') return false;
    const expires = this.issued.get(signature);
    if (expires === undefined || expires <= now || !solves(challenge?.parameters, solution?.counter))
      return false;
    this.issued.delete(signature);
    return true;
  }
}

/** sha256(salt ‖ nonce ‖ counter as a big-endian uint32) starts with the key prefix. */
function solves(parameters: Parameters | undefined, counter: unknown): boolean {
  const { keyPrefix, nonce, salt } = parameters ?? {};
  if (typeof keyPrefix !== 'string' || typeof nonce !== 'string' || typeof salt !== 'string') return false;
  if (!HEX32.test(keyPrefix) || !HEX32.test(nonce) || !HEX32.test(salt)) return false;
  if (typeof counter !== 'number' || !Number.isInteger(counter) || counter < 0 || counter > 0xffffffff)
    return false;
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  const key = createHash('sha256')
    .update(Buffer.from(salt, 'hex'))
    .update(Buffer.from(nonce, 'hex'))
    .update(count)
    .digest('hex');
  return key.startsWith(keyPrefix);
}
