// Backup/restore and `push` carry the studio's settings and the files they name (a
// founder's portrait, the reel), with the portrait's and the reel poster's focal points and the
// reel's recorded types, and a backup taken before the table existed still restores.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { pushSite } from '../../server/ops/push';
import { restoreBackup } from '../../server/ops/restore';
import { DEFAULT_STUDIO_SETTINGS, studioSettings, type StudioSettings } from '../../core/studio/studio-settings';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, pngImage, restoredCopy, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let work: string;
const PORTRAIT = '1732400000000-retrato.png';
const PORTRAIT_URL = `/storage/v1/object/public/${BUCKET}/${PORTRAIT}`;
let portraitBytes: Buffer;
const EDITED: StudioSettings = {
  ...DEFAULT_STUDIO_SETTINGS,
  phone: '5213312345678',
  founders: [
    // With the portrait's focal point, which the backup and push must carry as written.
    { ...DEFAULT_STUDIO_SETTINGS.founders[0], photo: PORTRAIT_URL, focus: '0.15 0.3' },
    DEFAULT_STUDIO_SETTINGS.founders[1],
  ],
  // The reel's recorded types and its poster's point: text, not URLs, carried unchanged.
  reel: {
    ...DEFAULT_STUDIO_SETTINGS.reel,
    videoType: 'video/mp4; codecs="hvc1.1.6.L93.B0, mp4a.40.2"',
    phoneType: 'video/mp4; codecs="avc1.64001f"',
    posterFocus: '0.9 0.1',
  },
};

async function settingsOf(backend: TestBackend) {
  const { data } = await backend.client().from('Studio').select('id, settings');
  return data ?? [];
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-studio-ops-'));
  b = await startApi();
  admin = (await signInAdmin(b)).client;
  portraitBytes = await pngImage(300, 400);
  must(await admin.storage.from(BUCKET).upload(PORTRAIT, portraitBytes, { contentType: 'image/png' }));
  must(
    await admin
      .from('Studio')
      .insert({ id: 1, settings: EDITED as never })
      .select(),
  );
});

afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('studio settings in operations', () => {
  it('a backup restores the settings and the portrait they name', async () => {
    const copy = await restoredCopy(b, work);
    try {
      const rows = await settingsOf(copy);
      expect(rows).toHaveLength(1);
      expect(studioSettings(rows[0]!.settings)).toEqual(EDITED);
      const served = await fetch(copy.url + PORTRAIT_URL);
      expect(Buffer.from(await served.arrayBuffer()).equals(portraitBytes)).toBe(true);
    } finally {
      await copy.stop();
    }
  });

  it('a backup from before the table restores, and the site then shows the defaults', async () => {
    const file = path.join(work, 'nuevo.tar.gz');
    await createBackup(b.backend.db, b.backend.disk, file);
    // Rewrite the archive as an older version wrote it: no Studio entry, not in the manifest.
    const dir = path.join(work, 'antiguo');
    await rm(dir, { recursive: true, force: true });
    await (await import('node:fs/promises')).mkdir(dir, { recursive: true });
    await extractTar({ file, cwd: dir });
    const manifestPath = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    delete manifest.rows['public."Studio"'];
    manifest.entries = manifest.entries.filter((e: { path: string }) => e.path !== 'data/public.Studio.json');
    await writeFile(manifestPath, JSON.stringify(manifest));
    await rm(path.join(dir, 'data/public.Studio.json'));
    const old = path.join(work, 'antiguo.tar.gz');
    await createTar({ file: old, cwd: dir, gzip: true }, ['.']);
    const dataDir = path.join(work, 'restaurado-antiguo');
    await restoreBackup(old, dataDir);
    const copy = await startApi({ dataDir });
    try {
      expect(await settingsOf(copy)).toEqual([]);
    } finally {
      await copy.stop();
    }
  });

  it('push copies the settings with the portrait rewritten to the target; a second push changes nothing', async () => {
    const to = await startApi();
    try {
      const options = {
        source: { url: b.url, key: b.secretKey },
        target: { url: to.url, secretKey: to.secretKey },
        statePath: path.join(work, 'push-state.json'),
      };
      const first = await pushSite(options);
      expect(first.rows.Studio).toMatchObject({ inserted: 1, failed: [] });
      const [row] = await settingsOf(to);
      const pushed = studioSettings(row?.settings);
      expect(pushed.phone).toBe(EDITED.phone);
      expect(pushed.founders[0].photo).toBe(`${to.url}${PORTRAIT_URL}`);
      expect(pushed.founders[0].focus).toBe('0.15 0.3');
      expect(pushed.reel).toEqual(EDITED.reel);
      const served = await fetch(pushed.founders[0].photo);
      expect(Buffer.from(await served.arrayBuffer()).equals(portraitBytes)).toBe(true);

      const second = await pushSite(options);
      expect(second.rows.Studio).toMatchObject({ inserted: 0, updated: 0, skipped: 1 });
      // A save made locally later is carried as an update of the same row.
      must(
        await admin
          .from('Studio')
          .update({ settings: { ...EDITED, city: 'Puebla' } as never })
          .eq('id', 1)
          .select(),
      );
      const third = await pushSite(options);
      expect(third.rows.Studio).toMatchObject({ updated: 1 });
      expect((await settingsOf(to)).map((r) => studioSettings(r.settings).city)).toEqual(['Puebla']);
    } finally {
      await to.stop();
    }
  });
});
