import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, sendJson } from './respond';

/** Requests whose body is still arriving, per address: the panel uploads a few files at a time. */
export const MAX_BODIES_PER_ADDRESS = 8;
/** …and in all, as a share of MAX_CONNECTIONS: slow bodies can never take every connection. */
export const BODIES_SHARE_OF_CONNECTIONS = 4;

/**
 * Bounds the requests whose body is still arriving. A body sent one byte a minute keeps its
 * connection "not silent" for as long as the sender likes, so connection caps alone let 9
 * addresses × 128 slow bodies fill the 1024 connections and reset everyone else for 50 s.
 * Beyond MAX_BODIES_PER_ADDRESS from one address: 429; beyond 1/BODIES_SHARE of
 * MAX_CONNECTIONS in all: 503; both with Retry-After and the connection closed, before the handler
 * reads the body. Requests without a body, or whose body came with the headers, are not counted.
 */
export class BodyLimits {
  private readonly byAddress = new Map<string, number>();
  private total = 0;
  readonly maxTotal: number;

  constructor(
    maxConnections: number,
    private readonly trustProxy: boolean,
    private readonly perAddress = MAX_BODIES_PER_ADDRESS,
  ) {
    this.maxTotal = Math.max(1, Math.floor(maxConnections / BODIES_SHARE_OF_CONNECTIONS));
  }

  /**
   * Resolves true when the request may go on; otherwise it has been answered (429/503) and will
   * close. Looked at once the packet that carried the headers has been parsed: a small body that
   * came with them (every JSON call of the app) is complete by then and never counts, however
   * many run at once; only a body still arriving takes a slot, until it has been read.
   */
  async admit(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const length = req.headers['content-length'];
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody) return true;
    await new Promise((resolve) => setImmediate(resolve));
    if (req.complete || req.destroyed) return true;
    const address = clientAddress(req, this.trustProxy);
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.perAddress || this.total >= this.maxTotal) {
      const perAddress = mine >= this.perAddress;
      sendJson(
        res,
        perAddress ? 429 : 503,
        {
          message: perAddress
            ? 'Too many requests with a body under way from this address'
            : 'Too many requests with a body under way',
        },
        { 'Retry-After': '10', Connection: 'close' },
      );
      return false;
    }
    this.byAddress.set(address, mine + 1);
    this.total += 1;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.byAddress.delete(address);
      else this.byAddress.set(address, left);
    };
    req.once('end', release);
    req.once('close', release);
    res.once('close', release);
    return true;
  }
}
