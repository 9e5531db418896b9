// The bounds on unfinished resumable uploads (how many, how many bytes they
// declare) are reserved at creation, not just checked: 30 creations of 1 GiB at once were
// accepted 16 and 30 times against a limit of 8 uploads and 8 GiB, each having seen the same disk.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, raw, signInAdmin, startApi } from './helpers';

const GiB = 1024 * 1024 * 1024;

const metadata = (name: string) =>
  Object.entries({ bucketName: BUCKET, objectName: name, contentType: 'video/mp4' })
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** 30 creations of 1 GiB each, all at once; the statuses, and the uploads left on disk. */
async function thirtyAtOnce(b: TestBackend): Promise<{ statuses: number[]; onDisk: number }> {
  const token = (await signInAdmin(b)).session.access_token;
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      raw(b, '/storage/v1/upload/resumable', {
        method: 'POST',
        token,
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(GiB),
          'Upload-Metadata': metadata(`1700000034${String(i).padStart(3, '0')}-video.mp4`),
        },
      }),
    ),
  );
  const files = await readdir(path.join(b.dataDir, 'storage', 'resumable'));
  return {
    statuses: answers.map((a) => a.status).sort(),
    onDisk: files.filter((f) => f.endsWith('.json')).length,
  };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('30 concurrent creations of 1 GiB', () => {
  it('against 8 unfinished uploads and 8 GiB: exactly 8 are accepted', async () => {
    const b = await startApi({ resumableUploads: 8, resumableDiskMb: 8192 });
    try {
      const { statuses, onDisk } = await thirtyAtOnce(b);
      expect(count(statuses, 201)).toBe(8);
      expect(count(statuses, 201) + count(statuses, 429) + count(statuses, 507)).toBe(30);
      expect(onDisk).toBe(8);
    } finally {
      await b.stop();
    }
  }, 120_000);

  it('against 3 GiB declared in all: exactly 3 are accepted, the others 507', async () => {
    const b = await startApi({ resumableUploads: 100, resumableDiskMb: 3072 });
    try {
      const { statuses, onDisk } = await thirtyAtOnce(b);
      expect(count(statuses, 201)).toBe(3);
      expect(count(statuses, 507)).toBe(27);
      expect(onDisk).toBe(3);
    } finally {
      await b.stop();
    }
  }, 120_000);
});
