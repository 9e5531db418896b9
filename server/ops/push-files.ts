import pLimit from 'p-limit';
import { boundedFetch, PushHttpError, targetText, type PushFetchLimits } from './push-fetch';
import { BUCKET, encodedName, PUBLIC_PATH } from './push-media';
import type { PushOptions, PushReport } from './push-types';

/** Files uploaded at once: a slow target costs a quarter of the time, and it is not flooded. */
const FILES_AT_ONCE = 4;
/** Files in a row that time out before push stops: the target is down, not one file slow. */
const SILENT_FILES = FILES_AT_ONCE;

const headers = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` });

/**
 * Copies the files FILES_AT_ONCE at a time, each within its own deadline (copyFile). A file that
 * fails is reported and the others go on; SILENT_FILES timeouts in a row stop the push (the
 * target is not answering: waiting a minute per file took over an hour for the demo site).
 */
export async function copyFiles(
  files: string[],
  options: PushOptions,
  target: string,
  limits: PushFetchLimits,
  report: PushReport,
  step: (what: string) => void,
): Promise<void> {
  const limit = pLimit(FILES_AT_ONCE);
  let silentInARow = 0;
  let stopped: Error | null = null;
  await Promise.all(
    files.map((name) =>
      limit(async () => {
        // The files still waiting start nothing once stopped (clearQueue would leave them unsettled).
        if (stopped) return;
        try {
          const copied = await copyFile(name, options, target, limits);
          report.files[copied ? 'copied' : 'skipped'] += 1;
          silentInARow = 0;
        } catch (error) {
          const message = (error as Error).message;
          report.files.failed.push(`${name}: ${message}`);
          silentInARow = error instanceof FileTimeout ? silentInARow + 1 : 0;
          if (silentInARow >= SILENT_FILES && !stopped) {
            stopped = new Error(
              `${SILENT_FILES} files in a row were not copied in their time (last: ${message}); the target is not answering, push stopped. Run it again when it does: what was copied stays.`,
            );
          }
        }
        step(`file ${name}`);
      }),
    ),
  );
  if (stopped) throw stopped;
}

class FileTimeout extends Error {}

/**
 * Uploads one stored file unless the target already has it with the same size. The whole copy
 * (the target's HEAD and the upload) has one deadline: the per-request time plus the file's size
 * at 64 KB/s (a 50 MB video on a slow uplink takes more than a minute).
 */
async function copyFile(
  name: string,
  options: PushOptions,
  target: string,
  limits: PushFetchLimits,
): Promise<boolean> {
  const http = boundedFetch(limits);
  const encoded = encodedName(name);
  const source = await http(`${options.source.url}${PUBLIC_PATH}${encoded}`);
  if (!source.ok) throw new Error(`the local file answered ${source.status}`);
  const bytes = Buffer.from(await source.arrayBuffer());
  const budgetMs = limits.timeoutMs + Math.ceil(bytes.length / 64);
  const deadline = AbortSignal.timeout(budgetMs);
  const upload = boundedFetch({ ...limits, timeoutMs: budgetMs });
  try {
    const there = await http(`${target}${PUBLIC_PATH}${encoded}`, { method: 'HEAD', signal: deadline });
    if (there.ok && Number(there.headers.get('content-length')) === bytes.length) return false;
    if (options.dryRun) return true;
    const res = await upload(`${target}/storage/v1/object/${BUCKET}/${encoded}`, {
      method: 'POST',
      headers: {
        ...headers(options.target.secretKey),
        'Content-Type': source.headers.get('content-type') ?? 'application/octet-stream',
        'Cache-Control': source.headers.get('cache-control')?.replace(/^max-age=/, '') ?? '3600',
        'x-upsert': 'true',
      },
      body: bytes,
      signal: deadline,
    });
    if (!res.ok) throw new Error(`upload answered ${res.status} ${targetText(await res.text())}`);
    return true;
  } catch (error) {
    if (deadline.aborted || (error instanceof PushHttpError && error.timedOut))
      throw new FileTimeout(`not copied within ${Math.ceil(budgetMs / 1000)} s`);
    throw error;
  }
}
