import type { IncomingMessage } from 'node:http';
import { RateLimiter } from '../auth/rate-limit';
import type { Keys } from '../auth/keys';
import type { Claims } from '../db/database';
import { restError, type HttpError } from '../http/errors';
import { CONTACT_CHALLENGE, CONTACT_SEND, FormProofs, isFormCall } from './form-proofs';

/**
 * What a caller of `/rest/v1/rpc/*` can cost the embedded backend. PGlite runs in this process, on
 * the same thread as every request: while it runs a call, no visitor's page read is answered. So
 * calls go to the database one at a time, and after each one the next waits long enough that
 * calls take at most SHARE of the time (a call of 1 ms, then 9 ms for everything else); a bounded
 * number wait, signed-in callers' in a line of their own served first (a flood of visitors' calls
 * cannot keep an administrator's out); and every caller has a budget:
 * - a visitor (the public key alone): per address. A visitor sends one count per page and one per
 *   contact link, far below it. Over budget, an answer costs no database and no crypto: the router
 *   asks `door` before the caller's key is even verified.
 * - anyone else (a user's token, the service key): per address and per token before the token is
 *   verified (a flood of tokens, forged or not, or of one token from many addresses, spends its
 *   budget and then no crypto), then per account once it is (its sessions together). The panel's functions (sessions,
 *   administrators) are called a few times per view. Both before the session is looked up or the
 *   body read: a signed-in flood of 10,000 calls once pushed visitors' p99 to 12.9 s.
 * The contact form's functions (form-proofs.ts) are the exception: never a budget per address, so
 * many visitors behind one carrier or office address all send their messages. They wait in lines
 * of their own instead, a message whose proof of work this server handed out and the browser
 * solved before the challenges, and those before a message without one (a robot's, or a replay);
 * each line bounded. The database's limits per form and per email address decide what is kept.
 * Hosted Supabase has its own gateway limits; the function's daily caps hold on both.
 */
export const RPC_RATE = { capacity: 10, perSecond: 1 / 6 };
/** A signed-in caller's budget, per account and per address: 30 at once, then one every 2 s. */
export const SIGNED_IN_RPC_RATE = { capacity: 30, perSecond: 1 / 2 };
/**
 * The share of the time calls may keep the database (and so the server) busy. A tenth: on two
 * busy cores a quarter still let the project list's p99 reach 2.9x idle during
 * bench/visit-flood.ts; a tenth still counts ~70 calls a second, far beyond a studio's visitors.
 */
export const SHARE = 0.1;
/** Verified tokens remembered (by signature) so their calls skip their address's budget. */
const VERIFIED_KEPT = 10_000;

// One answer each, made once: a flood's refusals cost no new Error (its stack trace) apiece.
const OVER_BUDGET = restError(429, '54000', 'Too many requests from this address', null, 'Try again later');
const ACCOUNT_OVER_BUDGET = restError(
  429,
  '54000',
  'Too many requests from this account',
  null,
  'Try again later',
);
const QUEUE_FULL = restError(503, '53400', 'Too many calls waiting', null, 'Try again later');

/**
 * Whose line a call waits in, in the order they are served: signed-in callers, then visitors'
 * messages with a solved challenge, the form's challenges, the visit counter, and last messages
 * without a solved challenge of this server's.
 */
export const LANES = ['signed-in', 'proven', 'challenge', 'visitor', 'unproven'] as const;
export type RpcLane = (typeof LANES)[number];

/** How many calls each line holds; a flood of unsolved messages waits in a short one. */
const LANE_WAITING: Partial<Record<RpcLane, number>> = { unproven: 8 };

type Rate = { capacity: number; perSecond: number };

export class RpcGate {
  private readonly perAddress: RateLimiter;
  private readonly signedInPerAddress: RateLimiter;
  private readonly perAccount: RateLimiter;
  private readonly perToken: RateLimiter;
  /** A call is in the database, or the pause after one has not ended. */
  private busy = false;
  private readonly waiting = Object.fromEntries(LANES.map((lane) => [lane, []])) as unknown as Record<
    RpcLane,
    (() => void)[]
  >;
  /** The form's challenges handed out and not claimed yet (form-proofs.ts). */
  readonly proofs = new FormProofs();

  /** `rate`: each address's bucket for visitors' calls, by default 10 at once, then 10 a minute. */
  constructor(
    rate: Rate = RPC_RATE,
    private readonly maxWaiting = 32,
    private readonly share = SHARE,
    signedInRate: Rate = SIGNED_IN_RPC_RATE,
  ) {
    this.perAddress = new RateLimiter(rate.capacity, rate.perSecond);
    this.signedInPerAddress = new RateLimiter(signedInRate.capacity, signedInRate.perSecond);
    this.perAccount = new RateLimiter(signedInRate.capacity, signedInRate.perSecond);
    this.perToken = new RateLimiter(signedInRate.capacity, signedInRate.perSecond);
  }

  /**
   * The refusal a visitor's call from `address` would get now (over its budget, or too many
   * waiting), or null; takes nothing.
   */
  refuses(address: string): HttpError | null {
    if (this.waiting.visitor.length >= this.maxWaiting) return QUEUE_FULL;
    return this.perAddress.retryAfter(address) > 0 ? OVER_BUDGET : null;
  }

  /** The most calls `lane` holds waiting. */
  private room(lane: RpcLane): number {
    return LANE_WAITING[lane] ?? this.maxWaiting;
  }

  /**
   * For the router, before the caller's key is verified: a visitor's call is refused as `refuses`
   * says (taking nothing: `admit` takes once the key is known); any other call takes from its
   * address's signed-in budget now, and from its token's (the Authorization header), or is
   * refused.
   */
  door(address: string, visitor: boolean, authorization?: string, name = ''): HttpError | null {
    // The form's calls have no budget per address; their lines are bounded (laneFor, run).
    if (visitor && isFormCall(name)) return null;
    if (visitor) return this.refuses(address);
    if (this.waiting['signed-in'].length >= this.maxWaiting) return QUEUE_FULL;
    // The same token again and again, from many addresses: its signature (a JWT's last part) names
    // it, and only whoever holds the token can spend its budget. Past it, no verification.
    const token = authorization?.slice(-64);
    // A token this server verified before spends only its own budget: forged tokens sent from
    // the owner's address spend that address's, and no longer the owner's calls with it.
    if (!(token && this.verified(token)) && !this.signedInPerAddress.take(address)) return OVER_BUDGET;
    return token && !this.perToken.take(token) ? ACCOUNT_OVER_BUDGET : null;
  }

  /** Signatures of tokens verified in `admit`, until they expire (the most recent VERIFIED_KEPT). */
  private readonly genuine = new Map<string, number>();

  private verified(token: string, now = Date.now()): boolean {
    const until = this.genuine.get(token);
    if (until === undefined) return false;
    if (until > now) return true;
    this.genuine.delete(token);
    return false;
  }

  /**
   * Once the caller is known, before its session is looked up or its body read: an anonymous call
   * takes from its address's budget, any other from its account's (the user, or the role of a key).
   */
  admit(
    address: string,
    claims: Pick<Claims, 'role' | 'sub'> & { exp?: unknown } = { role: 'anon' },
    authorization?: string,
    name = '',
  ): void {
    const lane = laneOf(claims);
    if (lane === 'visitor' && isFormCall(name)) return;
    if (lane === 'signed-in' && authorization && typeof claims.exp === 'number') {
      this.genuine.delete(authorization.slice(-64));
      this.genuine.set(authorization.slice(-64), claims.exp * 1000);
      for (const oldest of this.genuine.keys()) {
        if (this.genuine.size <= VERIFIED_KEPT) break;
        this.genuine.delete(oldest);
      }
    }
    if (this.waiting[lane].length >= this.maxWaiting) throw QUEUE_FULL;
    if (lane === 'visitor') {
      if (!this.perAddress.take(address)) throw OVER_BUDGET;
    } else if (!this.perAccount.take(claims.sub ?? claims.role)) throw ACCOUNT_OVER_BUDGET;
  }

  /**
   * The line of a call by `lane`'s caller (laneOf) to the function `name` with `args`: a
   * visitor's message goes before the challenges when its proof claims a challenge handed out
   * here and solved, after everything else when not; a visitor's challenge has its own line.
   */
  laneFor(lane: RpcLane, name: string, args: Record<string, unknown>): RpcLane {
    if (lane !== 'visitor') return lane;
    if (name === CONTACT_CHALLENGE) return 'challenge';
    if (name === CONTACT_SEND) return this.proofs.claim(args.proof) ? 'proven' : 'unproven';
    return lane;
  }

  /** After a call to `name` answered `body`: a challenge handed out is noted (form-proofs.ts). */
  answered(name: string, body: string): void {
    if (name === CONTACT_CHALLENGE) this.proofs.issue(body);
  }

  /**
   * Runs `fn` when no other call is in the database and the pause after the last one is over;
   * the lines in LANES order.
   */
  async run<T>(fn: () => Promise<T>, lane: RpcLane = 'visitor'): Promise<T> {
    if (this.busy) {
      if (this.waiting[lane].length >= this.room(lane)) throw QUEUE_FULL;
      await new Promise<void>((resolve) => this.waiting[lane].push(resolve));
    }
    this.busy = true;
    const started = performance.now();
    try {
      return await fn();
    } finally {
      // Measured as it ran, others' requests included: a busy server spaces calls out further.
      const pause = (performance.now() - started) * (1 / this.share - 1);
      const next = () => {
        const waiter = LANES.map((l) => this.waiting[l])
          .find((line) => line.length > 0)
          ?.shift();
        if (waiter) waiter();
        else this.busy = false;
      };
      // The caller's answer does not wait for the pause; only the next call does.
      if (pause >= 1) setTimeout(next, pause);
      else next();
    }
  }
}

/** The line a caller's calls wait in: visitors' (the anon role) or everyone else's. */
export function laneOf(claims: Pick<Claims, 'role'>): RpcLane {
  return claims.role === 'anon' ? 'visitor' : 'signed-in';
}

/**
 * Whether a request is a visitor's by its key alone: no user token, only the project's public key
 * (the publishable key, or the legacy anon key). Plain comparisons: these keys are public.
 */
export function visitorKey(
  req: IncomingMessage,
  url: URL,
  keys: Pick<Keys, 'publishableKey' | 'anonKey'>,
): boolean {
  const isPublic = (key: unknown) => key === keys.publishableKey || key === keys.anonKey;
  const apikey = req.headers.apikey ?? url.searchParams.get('apikey');
  const authorization = req.headers.authorization;
  const bearer = authorization && /^bearer /i.test(authorization) ? authorization.slice(7).trim() : apikey;
  return isPublic(apikey) && isPublic(bearer);
}
