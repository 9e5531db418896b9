import { escapeForLog } from '../http/log-error';

/**
 * The only way `push` talks HTTP (its own requests and supabase-js's): the target is another
 * machine that holds the service_role key's fate and may be slow, broken or hostile.
 *
 * - Redirects are never followed: fetch would resend the `apikey` header (and every row) to
 *   whatever origin a 307 names. A 3xx becomes an error naming where it pointed.
 * - Every request, body included, must end within `timeoutMs`.
 * - An answer's body is read up to `maxBytes` and no further: a target that ignores the page
 *   range, or streams without end, cannot fill the memory.
 */
export interface PushFetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_PUSH_LIMITS: PushFetchLimits = {
  timeoutMs: 60_000,
  // A page of 1000 rows or one stored file (50 MiB at most) with room to spare.
  maxBytes: 64 * 1024 * 1024,
};

export class PushHttpError extends Error {
  /** True when the target did not answer in time (push stops after several in a row). */
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** Text that came from the target, safe to print: control characters escaped, cut at 300 chars. */
export function targetText(value: string): string {
  return escapeForLog(value.trim(), 300);
}

export function boundedFetch(limits: PushFetchLimits): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const signal = init?.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(limits.timeoutMs)])
      : AbortSignal.timeout(limits.timeoutMs);
    const where = `${init?.method ?? 'GET'} ${new URL(url).origin}${new URL(url).pathname}`;
    try {
      const res = await fetch(input, { ...init, redirect: 'manual', signal });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        throw new PushHttpError(
          `${targetText(where)} answered a redirect (${res.status}) to ${targetText(res.headers.get('location') ?? '?')}; push never follows redirects: give the address it points to with --url if you trust it`,
        );
      }
      // These statuses carry no body; a Response cannot even be built with one.
      if (!res.body || [101, 204, 205, 304].includes(res.status)) return res;
      const declared = Number(res.headers.get('content-length'));
      if (declared > limits.maxBytes) {
        await res.body.cancel();
        throw tooLarge(where, limits);
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > limits.maxBytes) throw tooLarge(where, limits);
        chunks.push(chunk);
      }
      // The body is whole and in memory: hand it on as a fresh Response with the same head.
      return new Response(Buffer.concat(chunks), {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    } catch (error) {
      if (error instanceof PushHttpError) throw error;
      const name = (error as Error).name;
      if (name === 'TimeoutError' || (name === 'AbortError' && !init?.signal?.aborted))
        throw new PushHttpError(
          `${targetText(where)} did not answer within ${limits.timeoutMs / 1000} s`,
          true,
        );
      throw error;
    }
  };
}

function tooLarge(where: string, limits: PushFetchLimits): PushHttpError {
  return new PushHttpError(
    `${targetText(where)} answered more than ${Math.round(limits.maxBytes / 1024 / 1024)} MiB; push stopped reading`,
  );
}
