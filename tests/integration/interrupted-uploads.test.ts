// An upload the client abandons halfway leaves nothing behind — no temporary file, no
// open file handle — and temporary files a crash left are removed at the next start.
import { readdir, readlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { BUCKET, signInAdmin, startApi, storageState } from './helpers';

let b: TestBackend;
let token: string;

beforeAll(async () => {
  b = await startApi();
  token = (await signInAdmin(b)).session.access_token;
});

afterAll(() => b?.stop());

const tmpDir = () => path.join(b.dataDir, 'storage', 'tmp');

/** What this process (the server runs in it) holds open or has written under storage/tmp. */
async function leftovers() {
  const files = await readdir(tmpDir());
  const handles: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target.startsWith(tmpDir())) handles.push(target);
  }
  return { files, handles };
}

/** Sends the headers and `sent` bytes of a `declared`-byte body, then cuts the connection. */
function abandon(
  pathname: string,
  headers: Record<string, string>,
  head: Buffer,
  declared: number,
  sent: number,
) {
  return new Promise<void>((resolve) => {
    const req = request(`${b.url}${pathname}`, {
      method: 'POST',
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        apikey: b.anonKey,
        'content-length': String(declared),
      },
    });
    req.on('error', () => resolve());
    req.write(head);
    req.write(Buffer.alloc(sent, 7));
    // Long enough for the server to have opened its temporary file, then gone.
    const check = setInterval(async () => {
      if ((await readdir(tmpDir())).length > 0) {
        clearInterval(check);
        req.destroy();
        resolve();
      }
    }, 10);
  });
}

describe('an upload abandoned halfway', () => {
  it('multipart (as supabase-js sends from a browser): no temporary file and no open handle stay', async () => {
    const before = await storageState(b);
    const boundary = '----estudio';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="obra.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    await abandon(
      `/storage/v1/object/${BUCKET}/abandonada/obra.png`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      head,
      4 * 1024 * 1024,
      256 * 1024,
    );
    await eventually(async () => expect(await leftovers()).toEqual({ files: [], handles: [] }), {
      timeout: 5000,
    });
    expect(await storageState(b)).toEqual(before);
  });

  it('a raw body: the same', async () => {
    const before = await storageState(b);
    await abandon(
      `/storage/v1/object/${BUCKET}/abandonada/cruda.png`,
      { 'content-type': 'image/png' },
      Buffer.alloc(0),
      4 * 1024 * 1024,
      256 * 1024,
    );
    await eventually(async () => expect(await leftovers()).toEqual({ files: [], handles: [] }), {
      timeout: 5000,
    });
    expect(await storageState(b)).toEqual(before);
  });
});

describe('temporary files of a crash', () => {
  it('are removed at the next start', async () => {
    const dataDir = b.dataDir;
    await b.stop({ keepData: true });
    await writeFile(path.join(dataDir, 'storage', 'tmp', 'a-medio-subir'), Buffer.alloc(1024));
    b = await startApi({ dataDir });
    expect(await readdir(tmpDir())).toEqual([]);
  });
});
