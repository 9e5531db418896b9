import type { ContactChallenge, ContactProof } from '../../../../core/contact/message-rules';

/**
 * A proof made ahead: the form asks for a challenge and solves it as soon as the visitor starts
 * writing, so "Enviar" rarely waits. A proof older than FRESH_MS is made again (the database's
 * challenges last 30 minutes), and a failed one is forgotten so the next request tries afresh.
 */
export const FRESH_MS = 10 * 60 * 1000;

export class ProofSupply {
  private current: { at: number; proof: Promise<ContactProof> } | undefined;

  constructor(
    private readonly fetchChallenge: () => Promise<ContactChallenge>,
    private readonly solve: (challenge: ContactChallenge) => Promise<ContactProof['solution']>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts making a proof unless a fresh one is made or under way. */
  warm(): void {
    if (this.current && this.now() - this.current.at < FRESH_MS) return;
    const made = this.fetchChallenge().then(async (challenge) => ({
      challenge,
      solution: await this.solve(challenge),
    }));
    const entry = { at: this.now(), proof: made };
    this.current = entry;
    made.catch(() => {
      if (this.current === entry) this.current = undefined;
    });
  }

  /** A fresh proof (made now if none is under way). */
  take(): Promise<ContactProof> {
    this.warm();
    return this.current!.proof;
  }

  /** The proof was used or refused: the next message needs a new one. */
  drop(): void {
    this.current = undefined;
  }
}
