import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';

// Every call to the off-site bucket distrusts the endpoint: a service that stalls, lists without
// end or answers without end must not hold the backups up or fill the memory or the disk (one
// stopped the scheduled backups, local ones included; a listing that never ended read 883 MB in
// 40 s; a download with no cap wrote 976 MB). Each call has a deadline, each answer a size cap,
// each listing a page cap.

export interface OffsiteLimits {
  /** Connecting to the endpoint. */
  connectMs: number;
  /** Silence on an open connection. */
  idleMs: number;
  /** A whole small call (a page of names, key.json, a delete), and the floor of a transfer's. */
  callMs: number;
  /** A transfer may take callMs more than its size at this rate. */
  minBytesPerSecond: number;
  /** Pages of names in one listing (1,000 names a page). */
  maxPages: number;
  /** An answer the SDK reads whole: a page of names, an error. */
  maxAnswerBytes: number;
  /** An encrypted snapshot (rows and manifest). */
  maxSnapshotBytes: number;
}

export const OFFSITE_LIMITS: OffsiteLimits = {
  connectMs: 10_000,
  idleMs: 30_000,
  callMs: 60_000,
  minBytesPerSecond: 128 * 1024,
  maxPages: 1000,
  maxAnswerBytes: 8 * 1024 * 1024,
  maxSnapshotBytes: 256 * 1024 * 1024,
};

/** key.json is a few hundred bytes. */
export const MAX_KEY_BYTES = 64 * 1024;

export interface Bounded {
  client: S3Client;
  limits: OffsiteLimits;
  /** Aborted when the server stops: a copy under way ends at once. */
  signal?: AbortSignal;
}

/** The client settings of these limits: connection and idle timeouts. */
export const handlerSettings = (limits: OffsiteLimits) => ({
  connectionTimeout: limits.connectMs,
  requestTimeout: limits.idleMs,
});

/**
 * Caps every answer the SDK reads whole (all but a download's body, which `saveCapped` caps): its
 * XML parser would otherwise read an endless answer into memory.
 */
export function capAnswers(client: S3Client, limits: OffsiteLimits): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      const response = out.response as { body?: unknown };
      if (context.commandName !== 'GetObjectCommand' && response.body instanceof Readable)
        response.body = response.body.pipe(
          byteCap(limits.maxAnswerBytes, 'an answer of the off-site service'),
        );
      return out;
    },
    { step: 'deserialize', priority: 'low', name: 'estudioAnswerCap' },
  );
}

/** The deadline of a call moving `bytes` (0: a small call). */
export function deadline(limits: OffsiteLimits, bytes = 0): number {
  return limits.callMs + Math.ceil((bytes / limits.minBytesPerSecond) * 1000);
}

/** An abort signal for a call of `ms`, also aborted when the copy is stopped. */
export function callSignal(remote: Bounded, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return remote.signal ? AbortSignal.any([timeout, remote.signal]) : timeout;
}

/** Sends `command` with its deadline; a call past it fails saying so. */
export async function call<T>(remote: Bounded, command: object, what: string, bytes = 0): Promise<T> {
  const ms = deadline(remote.limits, bytes);
  const signal = callSignal(remote, ms);
  // Any command of the client (its typed overloads take one command type at a time).
  const send = remote.client.send.bind(remote.client) as (c: object, o: object) => Promise<unknown>;
  try {
    return (await send(command, { abortSignal: signal })) as T;
  } catch (error) {
    throw timedOut(error, signal, what, ms);
  }
}

function timedOut(error: unknown, signal: AbortSignal, what: string, ms: number): unknown {
  if (!signal.aborted) return error;
  if (signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError')
    return new Error(`the off-site service did not finish ${what} within ${Math.round(ms / 1000)} s`);
  return new Error(`${what}: stopped (the server is stopping)`);
}

/** A stream that fails once more than `max` bytes went through it. */
function byteCap(max: number, what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new Error(`${what} is larger than ${max} bytes: not read further`));
      else done(null, chunk);
    },
  });
}

/** Writes a download's body to `file`: at most `max` bytes, within the call's deadline. */
export async function saveCapped(
  remote: Bounded,
  body: unknown,
  file: string,
  max: number,
  what: string,
): Promise<void> {
  const ms = deadline(remote.limits, max);
  const signal = callSignal(remote, ms);
  try {
    await pipeline(body as Readable, byteCap(max, what), createWriteStream(file, { mode: 0o600 }), {
      signal,
    });
  } catch (error) {
    throw timedOut(error, signal, `the download of ${what}`, ms);
  }
}

/** Reads a small download's body whole: at most `max` bytes, within a small call's deadline. */
export async function readCapped(remote: Bounded, body: unknown, max: number, what: string): Promise<string> {
  const ms = deadline(remote.limits);
  const signal = callSignal(remote, ms);
  const chunks: Buffer[] = [];
  try {
    await pipeline(
      body as Readable,
      byteCap(max, what),
      async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      },
      { signal },
    );
  } catch (error) {
    throw timedOut(error, signal, `the download of ${what}`, ms);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Pages through a listing: at most `maxPages` pages, and a listing that hands back a page token
 * it gave before is not followed round again.
 */
export async function pages<P extends { IsTruncated?: boolean; NextContinuationToken?: string }>(
  limits: OffsiteLimits,
  what: string,
  page: (token: string | undefined) => Promise<P>,
  each: (page: P) => void,
): Promise<void> {
  const seen = new Set<string>();
  let token: string | undefined;
  for (let n = 0; ; n += 1) {
    if (n === limits.maxPages)
      throw new Error(`the off-site listing of ${what} did not end within ${limits.maxPages} pages`);
    const answer = await page(token);
    each(answer);
    token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    if (!token) return;
    if (seen.has(token)) throw new Error(`the off-site listing of ${what} goes round in a circle`);
    seen.add(token);
  }
}
