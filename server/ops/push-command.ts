import path from 'node:path';
import type { Backend, BackendOptions } from '../backend-options';
import { loadOrCreateKeys } from '../auth/keys';
import { runAdminCommand, type AdminRequest } from './admin-commands';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { pushSite } from './push';
import { targetText } from './push-fetch';
import { administratorsSql, formatPushReport, type SourceAdministrator } from './push-report';
import { SECRET_KEY_VARIABLE } from './secret-key';

/** `push`: the site into a hosted Supabase project, read from the running server or from one started here. */
export interface PushCommand {
  dataDir: string;
  port: number;
  url: string | undefined;
  secretKey: string | undefined;
  dryRun: boolean;
  serverRunning: () => Promise<boolean>;
  /** One admin command through the running server's socket. */
  viaServer: (request: AdminRequest) => Promise<string>;
  /**
   * Starts a backend on the data dir when no server runs (server/app.ts's startBackend, handed in
   * by the command line so ops/ does not import the composition root).
   */
  startBackend: (options: BackendOptions) => Promise<Backend>;
}

export async function runPush(command: PushCommand): Promise<void> {
  const { dataDir, port, url, secretKey, dryRun, serverRunning, viaServer, startBackend } = command;
  if (!url || !secretKey)
    throw new Error(
      `Usage: ${SECRET_KEY_VARIABLE}=<secret key> npm run admin -- push --url <supabase url> [--dry-run]\n` +
        `   or: npm run admin -- push --url <supabase url> --secret-key-stdin < file-with-the-key`,
    );
  const target = new URL(url);
  const statePath = path.join(dataDir, 'push-state', `${target.host}.json`);
  const progress = (done: number, total: number, item: string) => {
    // A stored file's name is the studio's text: escaped before it reaches a terminal.
    const what = targetText(item);
    if (!process.stdout.isTTY) {
      // Logs (a pipe, systemd, CI): a line at each tenth of the way, and at the end.
      if (Math.floor((done * 10) / total) > Math.floor(((done - 1) * 10) / total))
        console.log(`  ${done}/${total} (${Math.floor((done * 100) / total)} %), last: ${what}`);
      return;
    }
    const width = 30;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    process.stdout.write(
      `\r  [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${what.slice(0, 40).padEnd(40)}`,
    );
    if (done === total) process.stdout.write('\n');
  };
  let local: Backend | undefined;
  let lock: DataDirLock | undefined;
  try {
    // The local secret key: push reads everything, the trash and the settings' history too.
    let source: { url: string; key: string };
    let admins: SourceAdministrator[];
    if (await serverRunning()) {
      const keys = await loadOrCreateKeys(dataDir);
      source = { url: `http://127.0.0.1:${port}`, key: keys.secretKey };
      admins = JSON.parse(await viaServer({ command: 'administrators' })) as SourceAdministrator[];
    } else {
      lock = await lockDataDir(dataDir, 'push');
      local = await startBackend({ dataDir, port: 0, host: '127.0.0.1', appDir: false, log: () => {} });
      source = { url: local.url, key: local.keys.secretKey };
      admins = JSON.parse(
        await runAdminCommand({ command: 'administrators' }, local.db, local.disk),
      ) as SourceAdministrator[];
    }
    console.log(`${dryRun ? 'Dry run: nothing is written. ' : ''}Copying ${dataDir} to ${target.origin}…`);
    const report = await pushSite({
      source,
      target: { url: target.origin, secretKey },
      statePath,
      dryRun: dryRun,
      progress,
    });
    console.log(formatPushReport(report, dryRun));
    console.log(administratorsSql(admins));
    const failed =
      report.files.failed.length + Object.values(report.rows).reduce((n, r) => n + r.failed.length, 0);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await local?.close();
    await lock?.release();
  }
}
