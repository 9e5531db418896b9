import pLimit from 'p-limit';
import { boundedFetch, PushHttpError, targetText, type PushFetchLimits } from './push-fetch';
import { BUCKET, encodedName, PUBLIC_PATH } from './push-media';
import { TRASH_BUCKET } from '../../core/media/storage-object-key';
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
 * Uploads one stored file unless the target already has it with the same size. A trashed item's
 * file waits in the private trash bucket: it is read with the source's key and goes into the
 * target's trash bucket, so it is not public there either; a file the target holds in the other
 * bucket (trashed or restored since the last push) is moved across there rather than copied.
 * The whole copy (the target's HEAD, a move or the upload) has one deadline: the per-request
 * time plus the file's size at 64 KB/s (a 50 MB video on a slow uplink takes more than a minute).
 */
async function copyFile(
  name: string,
  options: PushOptions,
  target: string,
  limits: PushFetchLimits,
): Promise<boolean> {
  const http = boundedFetch(limits);
  const encoded = encodedName(name);
  const { bucket, source } = await readLocal(http, options, encoded);
  const bytes = Buffer.from(await source.arrayBuffer());
  const budgetMs = limits.timeoutMs + Math.ceil(bytes.length / 64);
  const deadline = AbortSignal.timeout(budgetMs);
  const upload = boundedFetch({ ...limits, timeoutMs: budgetMs });
  const key = options.target.secretKey;
  try {
    const there = await http(
      bucket === BUCKET
        ? `${target}${PUBLIC_PATH}${encoded}`
        : `${target}/storage/v1/object/authenticated/${bucket}/${encoded}`,
      { method: 'HEAD', headers: bucket === BUCKET ? {} : headers(key), signal: deadline },
    );
    if (there.ok && Number(there.headers.get('content-length')) === bytes.length) return false;
    if (options.dryRun) return true;
    const moved = await upload(`${target}/storage/v1/object/move`, {
      method: 'POST',
      headers: { ...headers(key), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        bucketId: bucket === BUCKET ? TRASH_BUCKET : BUCKET,
        sourceKey: name,
        destinationBucket: bucket,
        destinationKey: name,
      }),
      signal: deadline,
    });
    await moved.arrayBuffer();
    if (moved.ok) return true;
    const res = await upload(`${target}/storage/v1/object/${bucket}/${encoded}`, {
      method: 'POST',
      headers: {
        ...headers(key),
        'Content-Type': source.headers.get('content-type') ?? 'application/octet-stream',
        // Seconds only: a file read from the trash comes with `private, no-store`, which an upload refuses.
        'Cache-Control': /max-age=(\d+)/.exec(source.headers.get('cache-control') ?? '')?.[1] ?? '3600',
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

/** A local file by its public URL, or, when it is in the trash, from the private bucket. */
async function readLocal(
  http: ReturnType<typeof boundedFetch>,
  options: PushOptions,
  encoded: string,
): Promise<{ bucket: string; source: Response }> {
  const open = await http(`${options.source.url}${PUBLIC_PATH}${encoded}`);
  if (open.ok) return { bucket: BUCKET, source: open };
  await open.body?.cancel();
  const hidden = await http(
    `${options.source.url}/storage/v1/object/authenticated/${TRASH_BUCKET}/${encoded}`,
    {
      headers: headers(options.source.key),
    },
  );
  if (hidden.ok) return { bucket: TRASH_BUCKET, source: hidden };
  await hidden.body?.cancel();
  throw new Error(`the local file answered ${open.status}`);
}
