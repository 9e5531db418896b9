// The build writes x.br and x.gz beside each text asset (vite-plugin-compression2 in
// vite.config.ts); the embedded backend sends those bytes instead of compressing each file on its
// first request after a start. A copy older than its file is not trusted.
import { request } from 'node:http';
import { rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { appFixture } from './app-fixture';
import { startApi } from './helpers';

const ASSET = 'assets/chunk-T3st.js';
// ~9 KiB of JavaScript-like text, well over the 1 KiB below which nothing is compressed.
const SOURCE = Array.from({ length: 300 }, (_, i) => `export const valor${i} = "proyecto-${i * 7}";\n`).join('');
// The build's copies, made with settings the server never uses itself (its own brotli is quality
// 9, its gzip level 9 with the default window): identical bytes prove the copy was sent.
const BUILT_BR = brotliCompressSync(SOURCE, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 12 },
});
const BUILT_GZ = gzipSync(SOURCE, { level: 1 });

let b: TestBackend;
let appDir: string;

/** The raw response (undici's fetch would decode it). */
function raw(url: string, encoding: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  appDir = await appFixture();
  await writeFile(path.join(appDir, ASSET), SOURCE);
  await writeFile(path.join(appDir, `${ASSET}.br`), BUILT_BR);
  await writeFile(path.join(appDir, `${ASSET}.gz`), BUILT_GZ);
  await writeFile(path.join(appDir, 'assets/other-T3st.js'), SOURCE);
  b = await startApi({ serveApp: true, appDir });
});

afterAll(async () => {
  await b?.stop();
  await rm(appDir, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it("sends the build's brotli and gzip copies as they are", async () => {
    const br = await raw(`${b.url}/${ASSET}`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.encoding).toBe('br');
    expect(br.body.equals(BUILT_BR)).toBe(true);

    const gz = await raw(`${b.url}/${ASSET}`, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gz.body.equals(BUILT_GZ)).toBe(true);
    expect(gunzipSync(gz.body).toString()).toBe(SOURCE);
  });

  it('compresses a file the build left without copies, and ignores a copy older than its file', async () => {
    const other = await raw(`${b.url}/assets/other-T3st.js`, 'br');
    expect(other.encoding).toBe('br');
    expect(brotliDecompressSync(other.body).toString()).toBe(SOURCE);

    // The asset rewritten after its copies were made (by hand, a partial deploy): the copies are stale.
    const edited = `${SOURCE}export const nuevo = 1;\n`;
    await writeFile(path.join(appDir, 'assets/late-T3st.js'), edited);
    await writeFile(path.join(appDir, 'assets/late-T3st.js.br'), BUILT_BR);
    const past = new Date(Date.now() - 60_000);
    await utimes(path.join(appDir, 'assets/late-T3st.js.br'), past, past);
    const late = await raw(`${b.url}/assets/late-T3st.js`, 'br');
    expect(brotliDecompressSync(late.body).toString()).toBe(edited);
  });
});
