// `restore --force` killed (kill -9, power cut) at any point of its switch leaves
// the next start serving the old site whole or the new site whole, never the new rows without
// their files, and saying which. The switch is a journaled list of renames (restore-swap.ts): the
// test stops it after each step in turn, exactly as a kill would (nothing after that step runs),
// then does what the next start does (settleInterruptedRestores) and serves the data dir.
import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import { LOCK_FILE } from '../../server/ops/data-dir-lock';
import { restoreBackup } from '../../server/ops/restore';
import {
  beginSwap,
  settleInterruptedRestores,
  swapSteps,
  WORK_PREFIX,
  type SwapJournal,
} from '../../server/ops/restore-swap';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, project, signInAdmin, startApi } from './helpers';

let work: string;
/** A stopped site's data dir: the one `restore --force` replaces. */
let oldSite: string;
/** The restored data dir, as the restore builds it in its work dir before the switch. */
let built: string;
let takenAt: string;

/** A site with one project and one stored file, both named after `which`. */
async function site(which: string): Promise<TestBackend> {
  const b = await startApi();
  const { client: admin } = await signInAdmin(b);
  must(
    await admin
      .from('Project')
      .insert(project({ title: `Sitio ${which}`, subtitle: 'Uno' }))
      .select(),
  );
  must(
    await admin.storage
      .from(BUCKET)
      .upload(`${which}.mp4`, Buffer.from(`archivo del sitio ${which}`), { contentType: 'video/mp4' }),
  );
  return b;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-restore-crash-'));
  const [old, fresh] = await Promise.all([site('viejo'), site('nuevo')]);
  const backup = path.join(work, 'nuevo.tar.gz');
  takenAt = (await createBackup(fresh.backend.db, fresh.backend.disk, backup)).createdAt;
  await Promise.all([old.stop({ keepData: true }), fresh.stop()]);
  oldSite = old.dataDir;
  built = path.join(work, 'construido');
  await restoreBackup(backup, built);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true, maxRetries: 5 });
  if (oldSite) await rm(oldSite, { recursive: true, force: true });
});

/** Which site a data dir serves: its project titles and what each site's file answers. */
async function served(dataDir: string) {
  const b = await startApi({ dataDir });
  try {
    const titles = must(await b.client().from('Project').select('title')).map((p) => p.title);
    const file = async (name: string) => {
      const res = await fetch(b.client().storage.from(BUCKET).getPublicUrl(name).data.publicUrl);
      return res.status === 200 ? await res.text() : res.status;
    };
    return { titles, viejo: await file('viejo.mp4'), nuevo: await file('nuevo.mp4') };
  } finally {
    await b.stop({ keepData: true });
  }
}

const OLD = { titles: ['Sitio viejo'], viejo: 'archivo del sitio viejo', nuevo: 404 };
const NEW = { titles: ['Sitio nuevo'], viejo: 404, nuevo: 'archivo del sitio nuevo' };

/**
 * The data dir as `restore --force` leaves it when killed after `steps` renames of its switch
 * (null: before the journal was written). The work dir holds the built data dir, as a real
 * restore's does by then.
 */
async function killedAt(steps: number | null): Promise<{ dataDir: string; previous: string }> {
  const dataDir = path.join(work, `datos-${steps ?? 'antes'}`);
  await cp(oldSite, dataDir, { recursive: true });
  const workDir = path.join(dataDir, `${WORK_PREFIX}prueba`);
  const fresh = path.join(workDir, 'data');
  await mkdir(workDir);
  await cp(built, fresh, { recursive: true, filter: (src) => path.basename(src) !== LOCK_FILE });
  const previous = `${dataDir}.before-restore-prueba`;
  if (steps === null) return { dataDir, previous };
  await mkdir(previous);
  const journal: SwapJournal = {
    target: dataDir,
    previous,
    fresh,
    old: (await readdir(dataDir)).filter((n) => n !== LOCK_FILE && !n.startsWith(WORK_PREFIX)),
    new: await readdir(fresh),
    backupTakenAt: takenAt,
  };
  await beginSwap(workDir, journal);
  for (const step of swapSteps(journal).slice(0, steps)) await rename(step.from, step.to);
  return { dataDir, previous };
}

describe('restore --force killed during its switch', () => {
  it('before the switch began: the next start serves the old site whole and says so', async () => {
    const { dataDir } = await killedAt(null);
    const said = await settleInterruptedRestores(dataDir);
    expect(said).toEqual([expect.stringMatching(/before it changed anything: serving the site as it was/)]);
    expect(await served(dataDir)).toEqual(OLD);
  });

  it('after each step of the switch: the next start finishes it, serves the new site whole and says so', async () => {
    const steps = swapSteps({
      target: '/d',
      previous: '/p',
      fresh: '/f',
      old: (await readdir(oldSite)).filter((n) => n !== LOCK_FILE),
      new: (await readdir(built)).filter((n) => n !== LOCK_FILE),
      backupTakenAt: takenAt,
    }).length;
    // keys.json, pgdata and storage at least, out and in.
    expect(steps).toBeGreaterThanOrEqual(6);
    for (let k = 0; k <= steps; k++) {
      const { dataDir, previous } = await killedAt(k);
      const said = await settleInterruptedRestores(dataDir);
      expect(await served(dataDir), `killed after step ${k}`).toEqual(NEW);
      expect(said, `killed after step ${k}`).toEqual([
        expect.stringContaining(
          `interrupted restore was finished: serving the restored site (backup taken ${takenAt}); the previous site is kept at ${previous}`,
        ),
      ]);
      expect((await readdir(dataDir)).filter((n) => n.startsWith(WORK_PREFIX))).toEqual([]);
      // The old site is whole where the log says.
      expect(await served(previous), `killed after step ${k}: the kept site`).toEqual(OLD);
    }
    // Two starts per step on a busy machine.
  }, 300_000);
});
