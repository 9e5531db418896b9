// Run by backup-store.test.ts as its own process, to be killed with SIGKILL while it works:
//   backup <dataDir> <storeRoot>  takes snapshots into <storeRoot>/run-0, run-1, … for ever
//   prune <storeDir>              prunes <storeDir> to one snapshot
// It says "started" once under way.
import path from 'node:path';
import { Database } from '../../server/db/database';
import { pruneSnapshots, takeSnapshot } from '../../server/ops/backup-store';
import { Disk } from '../../server/storage/disk';

const [mode, a, b] = process.argv.slice(2);
if (mode === 'backup') {
  const db = await Database.open(path.join(a!, 'pgdata'));
  const disk = new Disk(path.join(a!, 'storage'));
  console.log('started');
  for (let i = 0; ; i++) await takeSnapshot(db, disk, path.join(b!, `run-${i}`));
} else {
  console.log('started');
  await pruneSnapshots(a!, 1);
}
