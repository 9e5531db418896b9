import { request } from 'node:http';

// What the connection benches measure once every connection is held (partial heads, stalled
// readers): whether a newcomer from an address of its own still gets the project list.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface NewcomerTry {
  status: number;
  ms: number;
}

/** `tries` requests for `path` from 127.0.9.9, one after another with `pauseMs` between them. */
export async function newcomerTries(
  port: number,
  path: string,
  headers: Record<string, string>,
  tries: number,
  pauseMs: number,
): Promise<NewcomerTry[]> {
  const results: NewcomerTry[] = [];
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    const status = await new Promise<number>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, path, localAddress: '127.0.9.9', agent: false, headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end();
    });
    results.push({ status, ms: performance.now() - started });
    await sleep(pauseMs);
  }
  return results;
}
