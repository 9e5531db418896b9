// Reads of a hosted project (hosted mode's heads and sitemap, the prerender) with a bound on time
// and on size: a project that stalls, or answers far more than any site's content, costs the
// server a few seconds and a few megabytes — not a page that hangs for as long as the project
// does, nor an answer held whole in memory (a 400 MB body took the server to 2 GB).

export interface ReadBounds {
  /** The whole read — the answer's head and all of its body — within this time. */
  timeoutMs: number;
  /** At most this many bytes of body (after decompression); past them the read is abandoned. */
  maxBytes: number;
}

/**
 * Far above what a studio's content weighs (the demo's projects, with every column, are ~60 kB),
 * and far below what would strain the server.
 */
export const READ_BOUNDS_DEFAULT: ReadBounds = { timeoutMs: 5_000, maxBytes: 8 * 1024 * 1024 };

export class HostedReadRefused extends Error {}

/**
 * A `fetch` for supabase-js's `global.fetch`: the answer's body is read here, chunk by chunk,
 * under both bounds, and handed on whole; past either bound the connection is closed and the
 * read fails (supabase-js then returns it as an error).
 */
export function boundedFetch(bounds: ReadBounds = READ_BOUNDS_DEFAULT): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(bounds.timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const res = await fetch(input, { ...init, signal });
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > bounds.maxBytes) {
      await res.body?.cancel().catch(() => {});
      throw new HostedReadRefused(`the answer is ${declared} bytes, more than ${bounds.maxBytes}`);
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > bounds.maxBytes) {
          await reader.cancel().catch(() => {});
          throw new HostedReadRefused(`the answer is more than ${bounds.maxBytes} bytes`);
        }
        chunks.push(value);
      }
    }
    // The body as read (already decompressed): the headers that described its encoded form go.
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    const body = [204, 205, 304].includes(res.status) ? null : Buffer.concat(chunks);
    return new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
