// A backup taken while the site runs restores into a fresh data dir with every row and
// byte-identical files; consistency under concurrent writes; damaged archives change nothing.
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { RestoreError, restoreBackup } from '../../server/ops/restore';
import type { TestBackend } from '../../harness/backend';
import {
  BUCKET,
  insertContent,
  must,
  pngImage,
  signIn,
  signInAdmin,
  snapshot,
  startApi,
  storageState,
  type Client,
} from './helpers';

let b: TestBackend;
let admin: Client;
let work: string;
let backupFile: string;
const PHOTO = 'respaldo/fachada.png';
let totpSecret: string;
const codeNow = () =>
  new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-backup-test-'));
  b = await startApi();
  admin = (await signInAdmin(b)).client;
  const content = await insertContent(admin);
  // An order the studio chose (not the ids') and the images' descriptions travel too.
  const [first, second, third] = content.projects;
  must(await admin.from('Project').update({ position: 1 }).eq('id', third!.id).select());
  must(await admin.from('Project').update({ position: 1 }).eq('id', second!.id).select());
  must(
    await admin
      .from('Project')
      .update({ render_description: 'Fachada al atardecer' })
      .eq('id', first!.id)
      .select(),
  );
  // Renditions recorded beside the originals travel too.
  must(
    await admin
      .from('Project')
      .update({
        video_phone: '/storage/v1/object/public/Gallery/respaldo/recorrido.phone.mp4',
        video_poster: '/storage/v1/object/public/Gallery/respaldo/recorrido.poster.jpg',
        // What the video is (its codecs): the site offers browsers only what they can play.
        video_type: 'video/mp4; codecs="hvc1.1.6.L93.B0, mp4a.40.2"',
        video_phone_type: 'video/mp4; codecs="avc1.64001f, mp4a.40.2"',
        render_widths: { '480': '/storage/v1/object/public/Gallery/respaldo/fachada.480.jpg' },
      })
      .eq('id', first!.id)
      .select(),
  );
  must(
    await admin
      .from('Gallery')
      .update({ widths: { '480': '/storage/v1/object/public/Gallery/respaldo/taller.480.jpg' } })
      .eq('id', content.gallery[0]!.id)
      .select(),
  );
  must(
    await admin
      .from('Gallery')
      .update({ description: 'El taller' })
      .eq('id', content.gallery[0]!.id)
      .select(),
  );
  must(
    await admin.storage.from(BUCKET).upload(PHOTO, await pngImage(640, 480), { contentType: 'image/png' }),
  );
  must(
    await admin.storage
      .from(BUCKET)
      .upload('respaldo/recorrido.mp4', Buffer.alloc(300_000, 3), { contentType: 'video/mp4' }),
  );
  await b.createUser('editora@estudio.test', 'clave-editora-123', { admin: true });
  // An administrator with two-step sign-in; its factor travels with the backup.
  await b.createUser('dos-pasos@estudio.test', 'clave-dos-pasos-1', { admin: true });
  const { client: twoStep } = await signIn(b, 'dos-pasos@estudio.test', 'clave-dos-pasos-1');
  const enrolled = await twoStep.auth.mfa.enroll({ factorType: 'totp' });
  totpSecret = (enrolled.data as { totp: { secret: string } }).totp.secret;
  must(await twoStep.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: codeNow() }));
  // A counted visit (its daily aggregate travels; the day's hashes do not).
  const counted = await fetch(`${b.url}/rest/v1/rpc/count_visit`, {
    method: 'POST',
    headers: {
      apikey: b.anonKey,
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 Firefox/133.0',
    },
    body: JSON.stringify({ kind: 'view', page: '/WhoWeAre', referrer: 'instagram.com' }),
  });
  expect(await counted.json()).toBe(true);
  backupFile = path.join(work, 'sitio.tar.gz');
  await createBackup(b.backend.db, b.backend.disk, backupFile);
});

afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

/** Restores `file` into a new data dir and starts a backend on it. */
async function restored(file: string): Promise<TestBackend> {
  const dataDir = path.join(work, `restaurado-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  await restoreBackup(file, dataDir);
  return startApi({ dataDir });
}

describe('backup then restore into a fresh data dir', () => {
  it('gives the same rows, byte-identical files, the same accounts and a working site', async () => {
    const copy = await restored(backupFile);
    try {
      expect(await snapshot(copy)).toEqual(await snapshot(b));
      expect((await snapshot(copy)).Project).toContainEqual(
        expect.objectContaining({
          video_phone: '/storage/v1/object/public/Gallery/respaldo/recorrido.phone.mp4',
          render_widths: { '480': '/storage/v1/object/public/Gallery/respaldo/fachada.480.jpg' },
        }),
      );
      const [mine, theirs] = await Promise.all([storageState(b), storageState(copy)]);
      expect(theirs.rows).toEqual(mine.rows);
      expect(theirs.files).toEqual(mine.files);
      for (const file of mine.files.filter((f) => f.startsWith('objects/'))) {
        const [x, y] = await Promise.all([
          readFile(path.join(b.dataDir, 'storage', file)),
          readFile(path.join(copy.dataDir, 'storage', file)),
        ]);
        expect(y.equals(x)).toBe(true);
      }
      const served = await fetch(copy.client().storage.from(BUCKET).getPublicUrl(PHOTO).data.publicUrl);
      expect(served.status).toBe(200);
      // Accounts keep their passwords (bcrypt hashes travel) and their rights.
      const { client: editor } = await signIn(copy, 'editora@estudio.test', 'clave-editora-123');
      expect(
        (await editor.from('Client').insert({ name: 'Tras restaurar', testimonial: 't' }).select()).status,
      ).toBe(201);
      const counts = (client: Client) => client.from('DailyCount').select('*');
      const theirCounts = must(await counts((await signInAdmin(copy)).client));
      expect(theirCounts).toEqual(must(await counts(admin)));
      expect(theirCounts).toHaveLength(1);
      // New rows continue after the restored ids.
      const ids = (await snapshot(copy)).Client.map((r) => (r as { id: number }).id);
      expect(Math.max(...ids)).toBeGreaterThan(
        Math.max(...(await snapshot(b)).Client.map((r) => (r as { id: number }).id)),
      );
    } finally {
      await copy.stop();
    }
  });

  it('keeps the administrators and their second step: a password alone still writes nothing', async () => {
    const copy = await restored(backupFile);
    try {
      const { client } = await signIn(copy, 'dos-pasos@estudio.test', 'clave-dos-pasos-1');
      const refused = await client.from('Client').insert({ name: 'Sin código', testimonial: 't' });
      expect(refused.error).toMatchObject({ code: '42501' });
      const factor = (await client.auth.mfa.listFactors()).data!.totp[0]!;
      must(await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeNow() }));
      expect((await client.from('Client').insert({ name: 'Con código', testimonial: 't' })).error).toBeNull();
    } finally {
      await copy.stop();
    }
  });

  it('refuses a data dir that is not empty, unless --force, which keeps the old one aside', async () => {
    const dataDir = path.join(work, 'ocupado');
    await restoreBackup(backupFile, dataDir);
    await expect(restoreBackup(backupFile, dataDir)).rejects.toThrow(/not empty/);
    const { previous } = await restoreBackup(backupFile, dataDir, { force: true });
    expect(previous).toMatch(/ocupado\.before-restore-/);
    expect((await readdir(previous!)).sort()).toEqual((await readdir(dataDir)).sort());
    // Three restores: 20-31 s on two cores at a load of 18 (the default 30 s was too close).
  }, 90_000);
});

describe('a damaged backup', () => {
  const target = () => path.join(work, `destino-${Math.random().toString(36).slice(2)}`);
  const untouched = async (dir: string) =>
    expect(
      await stat(dir).then(
        () => 'exists',
        () => 'absent',
      ),
    ).toBe('absent');

  it.each([
    ['truncated', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6))],
    [
      'with a flipped byte',
      (bytes: Buffer) =>
        Buffer.from(bytes.map((x, i) => (i === Math.floor(bytes.length / 2) ? x ^ 0xff : x))),
    ],
    ['not a backup at all', () => Buffer.from('hola, esto no es un respaldo')],
  ])('%s is refused with a clear message and changes nothing', async (_name, damage) => {
    const bad = path.join(work, `malo-${Math.random().toString(36).slice(2)}.tar.gz`);
    await writeFile(bad, damage(await readFile(backupFile)));
    const dir = target();
    await expect(restoreBackup(bad, dir)).rejects.toThrow(RestoreError);
    await untouched(dir);
    expect((await readdir(work)).filter((n) => n.includes('.restore-'))).toEqual([]);
  });

  it('a file whose bytes were changed inside a well-formed archive fails its checksum', async () => {
    const unpacked = path.join(work, 'desempacado');
    const { extract } = await import('tar');
    await (await import('node:fs/promises')).mkdir(unpacked);
    await extract({ file: backupFile, cwd: unpacked });
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8')) as {
      entries: { path: string }[];
    };
    const victim = manifest.entries.find((e) => e.path.startsWith('files/'))!.path;
    const bytes = await readFile(path.join(unpacked, victim));
    bytes[10] = bytes[10]! ^ 0xff;
    await writeFile(path.join(unpacked, victim), bytes);
    const forged = path.join(work, 'alterado.tar.gz');
    await createTar({ gzip: true, file: forged, cwd: unpacked }, await readdir(unpacked));
    const dir = target();
    await expect(restoreBackup(forged, dir)).rejects.toThrow(/checksum/);
    await untouched(dir);
  });
});

// Backups taken during concurrent writes: tests/integration/backup-during-writes.test.ts.
