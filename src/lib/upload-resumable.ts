import { Upload, type DetailedError, type PreviousUpload } from 'tus-js-client';
import { STORAGE_BUCKET } from '../../core/constants';
import { supabase } from './supabase';
import { SpeedMeter, formatBytes, type UploadProgress } from './upload-progress';
import { publishUpload } from './upload-status';
import { SessionExpiredError, WriteError } from './write-error';

// Every panel upload goes through Supabase Storage's resumable endpoint (TUS,
// <url>/storage/v1/upload/resumable), with tus-js-client as Supabase's docs show it: metadata
// bucketName/objectName/contentType/cacheControl, 6 MiB chunks, x-upsert: false. The library
// gives progress, retries after a dropped connection (resuming from the server's offset, not from
// zero) and, with the fingerprint it keeps in localStorage, resumes the same file after a reload
// or a closed tab. The same requests work on a hosted project and on the embedded backend.

/** Supabase's required chunk size for resumable uploads. */
const CHUNK_SIZE = 6 * 1024 * 1024;
/**
 * A café's Wi-Fi may be gone for a minute: retry for about ten minutes in all before giving up
 * (tus-js-client's own default gives up at once while the browser reports being offline).
 */
const RETRY_DELAYS = [
  0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000,
];
/** The bucket's limit (supabase/migrations/…_gallery_size_limit.sql) when nothing says otherwise. */
const DEFAULT_LIMIT = 1024 * 1024 * 1024;

export class UploadCancelledError extends WriteError {
  constructor() {
    super('subida cancelada', { status: 0, stage: 'upload' });
    this.name = 'UploadCancelledError';
  }
}

/** A file over the effective limit: refused before sending (or by a hosted project's 413). */
export class UploadTooLargeError extends WriteError {
  constructor(fileName: string, size: number, limit: number | null) {
    super(
      limit === null
        ? `«${fileName}» pesa ${formatBytes(size)}: es más grande de lo que el servidor acepta. No se subió.`
        : `«${fileName}» pesa ${formatBytes(size)} y el límite es ${formatBytes(limit)}. No se subió.`,
      { status: 413, stage: 'upload' },
    );
    this.name = 'UploadTooLargeError';
  }
}

export const resumableEndpoint = (supabaseUrl: string) =>
  `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/upload/resumable`;

let knownLimit: Promise<number> | undefined;

/**
 * The largest file the panel sends, asked once per page as on a hosted project:
 * - the server's global limit, its `Tus-Max-Size` (Storage announces its global file size limit
 *   there: 50 MB on a hosted free plan);
 * - the Gallery bucket's own limit, from Storage's bucket settings (`storage.getBucket`, which
 *   administrators may read: supabase/migrations/20261129000950_buckets_read_by_administrators.sql);
 * - VITE_UPLOAD_LIMIT_MB when the build sets it.
 * The lowest wins; whichever cannot be read is left out (the bucket's 1 GiB if none can).
 */
export function uploadLimit(supabaseUrl: string): Promise<number> {
  knownLimit ??= Promise.all([
    fetch(resumableEndpoint(supabaseUrl), { method: 'OPTIONS' })
      .then((res) => Number(res.headers.get('Tus-Max-Size')) || Infinity)
      .catch(() => Infinity),
    supabase.storage
      .getBucket(STORAGE_BUCKET)
      .then(({ data }) => Number(data?.file_size_limit) || Infinity)
      .catch(() => Infinity),
  ]).then(([server, bucket]) => {
    const configured = Number(import.meta.env.VITE_UPLOAD_LIMIT_MB) * 1024 * 1024 || Infinity;
    const lowest = Math.min(server, bucket, configured);
    return Number.isFinite(lowest) ? lowest : DEFAULT_LIMIT;
  });
  return knownLimit;
}

export interface ResumableRequest {
  supabaseUrl: string;
  apiKey: string;
  /** Asked before every request: a long upload outlives one access token. */
  accessToken: () => Promise<string>;
  bucket: string;
  /** The name for a new upload; a resumed one keeps the name it started with. */
  name: string;
  file: Blob;
  /** The name the administrator knows the file by (for the overlay and messages). */
  fileName: string;
  onProgress?: (fraction: number) => void;
  /**
   * One small part of a larger whole (a full-detail tile): its caller shows the whole's progress
   * and 'Cancelar', and it is never resumed by fingerprint — two tiles of one size would match.
   */
  part?: boolean;
  /**
   * The upload queue's name for this file (its item and copy): found again by it after a reload,
   * however the browser re-creates the file it read back from storage, and resumed from the
   * server's last byte. Without it the file's own name, size and date identify it.
   */
  resumeKey?: string;
  /**
   * Stops the upload: aborted with 'discard', what the server holds of it goes too (as
   * 'Cancelar'); with any other reason it is kept there, to resume later. Rejects with
   * UploadStoppedError either way.
   */
  signal?: AbortSignal;
}

/** The upload was stopped through its signal (the queue paused, or discarded it). */
export class UploadStoppedError extends WriteError {
  constructor() {
    super('subida detenida', { status: 0, stage: 'upload' });
    this.name = 'UploadStoppedError';
  }
}

function failure(error: Error | DetailedError, fileName: string, size: number, limit: number): WriteError {
  const cause = 'causingError' in error ? error.causingError : null;
  if (cause instanceof SessionExpiredError) return cause;
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (status === 413) return new UploadTooLargeError(fileName, size, limit);
  // Hosted Storage answers resumable errors with the message as plain text ("jwt expired", …).
  const body = response?.getBody() ?? '';
  return new WriteError(status ? `subida ${status}: ${body}` : 'subida: sin conexión con el servidor', {
    status,
    stage: 'upload',
    cause: error,
  });
}

/** Uploads `file`; resolves with the object's name once the server has stored it whole. */
export async function uploadResumable(req: ResumableRequest): Promise<{ name: string }> {
  const limit = await uploadLimit(req.supabaseUrl);
  if (req.file.size > limit) throw new UploadTooLargeError(req.fileName, req.file.size, limit);
  const metadata = {
    bucketName: req.bucket,
    objectName: req.name,
    contentType: req.file.type || 'application/octet-stream',
    cacheControl: '3600',
  };
  const meter = new SpeedMeter();
  let resumedFrom = 0;
  let upload!: Upload;
  let cancel: () => void = () => {};
  let stop: () => void = () => {};
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () => {
      void upload.abort(true).catch(() => {});
      reject(new UploadCancelledError());
    };
    stop = () => {
      void upload.abort(req.signal?.reason === 'discard').catch(() => {});
      reject(new UploadStoppedError());
    };
  });
  const publish = (progress: UploadProgress) => {
    if (!req.part) publishUpload({ fileName: req.fileName, progress, cancel: () => cancel() });
  };

  const finished = new Promise<void>((resolve, reject) => {
    upload = new Upload(req.file, {
      endpoint: resumableEndpoint(req.supabaseUrl),
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      uploadDataDuringCreation: true,
      // Once stored, the same file chosen again is a new upload (with a new name).
      removeFingerprintOnSuccess: true,
      storeFingerprintForResuming: !req.part,
      ...(req.resumeKey ? { fingerprint: async () => `estudio-cola:${req.resumeKey}` } : {}),
      metadata,
      headers: { apikey: req.apiKey, 'x-upsert': 'false' },
      onBeforeRequest: async (request) => {
        request.setHeader('authorization', `Bearer ${await req.accessToken()}`);
      },
      onAfterResponse: (request, response) => {
        if (request.getMethod() === 'HEAD' && response.getStatus() === 200)
          resumedFrom = Number(response.getHeader('Upload-Offset')) || 0;
      },
      onShouldRetry: (error) => {
        if (error.causingError instanceof SessionExpiredError) return false;
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 423;
      },
      onProgress: (sent, total) => {
        const secondsLeft = meter.update(sent, total, performance.now());
        publish({ sent, total, fraction: total ? sent / total : 0, secondsLeft, resumedFrom });
        req.onProgress?.(total ? sent / total : 0);
      },
      onError: (error) => reject(failure(error, req.fileName, req.file.size, limit)),
      onSuccess: () => resolve(),
    });
  });

  const previous = req.part ? undefined : newestOf(await upload.findPreviousUploads(), req.bucket);
  if (previous) {
    metadata.objectName = previous.metadata.objectName!;
    upload.resumeFromPreviousUpload(previous);
  }
  publish({ sent: 0, total: req.file.size, fraction: 0, secondsLeft: null, resumedFrom: 0 });
  if (req.signal?.aborted) stop();
  req.signal?.addEventListener('abort', stop);
  const network = pauseWhileOffline(upload);
  network.begin();
  try {
    await Promise.race([finished, cancelled]);
    req.onProgress?.(1);
    return { name: metadata.objectName };
  } finally {
    req.signal?.removeEventListener('abort', stop);
    network.release();
    if (!req.part) publishUpload(null);
  }
}

/**
 * While the browser says it is offline no request is sent (the library would spend its retries
 * on a link that is not there): the upload waits, and goes on from the server's last byte as soon
 * as the browser is back online, not at the library's next retry, up to a minute later.
 */
function pauseWhileOffline(upload: Upload): { begin(): void; release(): void } {
  let paused = false;
  const offline = () => {
    paused = true;
    void upload.abort(false).catch(() => {});
  };
  const online = () => {
    if (!paused) return;
    paused = false;
    upload.start();
  };
  addEventListener('offline', offline);
  addEventListener('online', online);
  return {
    begin() {
      if (navigator.onLine) upload.start();
      else paused = true;
    },
    release() {
      removeEventListener('offline', offline);
      removeEventListener('online', online);
    },
  };
}

/** The most recent earlier upload of this same file into this bucket, if one was interrupted. */
function newestOf(uploads: PreviousUpload[], bucket: string): PreviousUpload | undefined {
  return uploads
    .filter((u) => u.metadata.bucketName === bucket && u.metadata.objectName)
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
}
