import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, readdir, readFile, rm, stat, statfs } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server, type Upload } from '@tus/server';
import type { Database } from '../../db/database';
import { HttpError, storageError } from '../../http/errors';
import type { Caller } from '../../http/caller';
import type { Disk } from '../disk';
import { bucketOf, storagePgError } from '../bucket';
import { canUpload, upsertClause } from '../can-upload';
import { STORAGE_ERRORS } from '../errors';
import { mimeAllowed, validateObjectKey } from '../object-key';
import { uploadMediaType } from '../object-metadata';
import { normaliseCache } from '../receive-upload';

// Supabase Storage's resumable uploads (TUS 1.0.0, /storage/v1/upload/resumable) on the embedded
// backend, built on @tus/server and its FileStore — the same library hosted Storage runs — so the
// protocol (creation, creation-with-upload, HEAD, PATCH, termination, expiration) is not ours to
// get wrong. What is ours: who may create an upload (the caller's role and the bucket's policies,
// asked before anything is written), the bucket's limits at creation, a bound on unfinished
// uploads and their disk, and turning a finished upload into a storage.objects row and its file.
// Unfinished uploads live in DATA_DIR/storage/resumable/ (kept across restarts, never served,
// left out of backups) until they finish or expire 24 h after creation, as on hosted projects.

export const RESUMABLE_PATH = '/storage/v1/upload/resumable';
const EXPIRES_MS = 24 * 60 * 60 * 1000;
/** Free space always left on the disk, whatever the uploads declare. */
const DISK_MARGIN = 256 * 1024 * 1024;
const TOO_LARGE = 'The object exceeded the maximum allowed size';

export interface ResumableLimits {
  /** The largest file any upload may be (FILE_SIZE_LIMIT_MB): Storage's global file size limit,
   * announced as Tus-Max-Size; a bucket's own limit may only be lower. */
  globalLimit: number;
  /** Unfinished uploads at once (RESUMABLE_UPLOADS). */
  maxPending: number;
  /** Bytes all unfinished uploads may declare together (RESUMABLE_DISK_MB). */
  maxPendingBytes: number;
}

export interface PendingUploads {
  uploads: number;
  /** Bytes declared by their Upload-Length. */
  declared: number;
  /** Bytes received so far. */
  received: number;
}

interface Context {
  caller: Caller;
  upsert: boolean;
}

/** tus hooks get srvx's web Request; the Node request (and our context) is behind it. */
function contextOf(contexts: WeakMap<IncomingMessage, Context>, req: unknown): Context {
  const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const context = node && contexts.get(node);
  if (!context) throw new Error('resumable upload without its caller');
  return context;
}

/**
 * @tus/server answers a thrown {status_code, body}. Hosted Storage answers a resumable upload's
 * refusal with the status its error names (404, 403, 413…, not the 400 of its other routes) and
 * the message as the body (its routes/tus/lifecycle.ts, getTusError).
 */
function tusError(error: unknown): unknown {
  if (error instanceof HttpError)
    return {
      status_code: Number(error.body.statusCode ?? error.status) || error.status,
      body: String(error.body.message ?? error.message),
    };
  return error;
}

export class Resumable {
  private readonly contexts = new WeakMap<IncomingMessage, Context>();
  private readonly store: FileStore;
  private readonly tus: Server;
  private readonly sweeper: NodeJS.Timeout;
  /** Upload ids finished during a request: their tus files go once the answer is out. */
  private readonly finished = new WeakMap<IncomingMessage, string[]>();
  /** The upload a creation request made (its URL reaches the client only with the answer). */
  private readonly created = new WeakMap<IncomingMessage, string>();
  /**
   * Room admitted to creations still under way (their files may not be on disk yet), held until
   * the creation request ends; admissions run one at a time (`admitting`). Without both, 30
   * concurrent 1 GiB creations each saw the same disk and 16–30 were accepted against 8 / 8 GiB.
   */
  private readonly reserved = new Map<string, number>();
  private readonly reservations = new WeakMap<IncomingMessage, () => void>();
  private admitting: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: Database,
    private readonly disk: Disk,
    private readonly limits: ResumableLimits,
    readonly directory: string,
    private readonly log: (line: string) => void,
  ) {
    this.store = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRES_MS });
    this.tus = new Server({
      path: RESUMABLE_PATH,
      datastore: this.store,
      // One process: the library's in-memory locker serialises requests on one upload.
      locker: new MemoryLocker(),
      // A path, not an absolute URL: behind an HTTPS proxy the server's own view (http://host)
      // would send the browser to a mixed-content address. tus-js-client resolves it.
      relativeLocation: true,
      respectForwardedHeaders: false,
      disableTerminationForFinishedUploads: true,
      allowedHeaders: ['Authorization', 'X-Upsert', 'ApiKey', 'X-Client-Info'],
      // As Storage: the global limit, whatever the bucket (its routes/tus/index.ts); a bucket's own
      // lower limit is checked at creation (onCreate).
      maxSize: () => this.limits.globalLimit,
      onIncomingRequest: (req, id) =>
        this.onIncoming(req, id).catch((e: unknown) => Promise.reject(tusError(e))),
      onUploadCreate: (req, upload) =>
        this.onCreate(req, upload).catch((e: unknown) => Promise.reject(tusError(e))),
      onUploadFinish: (req, upload) =>
        this.onFinish(req, upload).catch((e: unknown) => Promise.reject(tusError(e))),
      // The library's own size refusal (Upload-Length over every bucket's limit) in Storage's words.
      onResponseError: (_req, error) =>
        'status_code' in error && error.status_code === 413
          ? { status_code: 413, body: TOO_LARGE }
          : undefined,
    });
    this.sweeper = setInterval(() => void this.sweep(), 60 * 60 * 1000);
    this.sweeper.unref();
  }

  static async open(
    db: Database,
    disk: Disk,
    limits: ResumableLimits,
    log: (line: string) => void,
  ): Promise<Resumable> {
    const directory = path.join(disk.root, 'resumable');
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const resumable = new Resumable(db, disk, limits, directory, log);
    await resumable.sweep();
    return resumable;
  }

  /** OPTIONS needs no caller (a browser's preflight carries no key); everything else does. */
  async handle(req: IncomingMessage, res: ServerResponse, caller: Caller | null): Promise<void> {
    if (caller) this.contexts.set(req, { caller, upsert: req.headers['x-upsert'] === 'true' });
    else if (req.method !== 'OPTIONS') throw storageError(401, 'Unauthorized', 'Missing API key');
    if (req.method === 'GET') throw STORAGE_ERRORS.invalidRequest('GET is not part of resumable uploads');
    try {
      await this.tus.handle(req, res);
    } finally {
      // By now the upload's own files are on disk (or it was refused): they count from here on.
      this.reservations.get(req)?.();
      for (const id of this.finished.get(req) ?? []) await this.forget(id);
      // A creation whose body was cut off (cancelled, connection lost) never told the client its
      // URL: nobody can resume it, so its bytes go now instead of in 24 h.
      const created = this.created.get(req);
      if (created && !req.complete) await this.forget(created);
    }
  }

  /** Removes uploads 24 h after their creation (finished ones are gone already). */
  async sweep(): Promise<number> {
    try {
      return await this.tus.cleanUpExpiredUploads();
    } catch (error) {
      this.log(`resumable uploads: sweep failed: ${String(error)}`);
      return 0;
    }
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  /** Unfinished uploads, for the capacity checks and /health; `skip`: ids counted elsewhere. */
  async pending(skip: ReadonlySet<string> = new Set()): Promise<PendingUploads> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const totals = { uploads: 0, declared: 0, received: 0 };
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const id = name.slice(0, -'.json'.length);
      if (skip.has(id)) continue;
      const info = await readFile(path.join(this.directory, name), 'utf8')
        .then((text) => JSON.parse(text) as { size?: number })
        .catch(() => null);
      const received = await stat(path.join(this.directory, id)).then(
        (s) => s.size,
        () => null,
      );
      if (!info || received === null) continue;
      totals.uploads += 1;
      totals.declared += info.size ?? 0;
      totals.received += received;
    }
    return totals;
  }

  /**
   * Every PATCH and DELETE asks the policies again, as hosted Storage does: only a caller who may
   * write the object now may add bytes to it or end it. HEAD only reads an offset.
   */
  private async onIncoming(req: unknown, id: string): Promise<void> {
    const method = (req as { method: string }).method;
    if (method !== 'PATCH' && method !== 'DELETE') return;
    const { caller, upsert } = contextOf(this.contexts, req);
    const upload = await this.store.getUpload(id);
    const { bucketName, objectName } = upload.metadata ?? {};
    if (!bucketName || !objectName) throw STORAGE_ERRORS.noSuchUpload();
    await canUpload(this.db, caller, bucketName, objectName, ownerOf(caller), upsertClause(upsert)).catch(
      async (error: unknown) => {
        // Another upload took the name first: this one can never finish, its bytes go now.
        if (error instanceof HttpError && error.body.statusCode === '409') await this.forget(id);
        throw error;
      },
    );
  }

  /** Creation: everything is checked before the library writes its first byte. */
  private async onCreate(req: unknown, upload: Upload): Promise<{ metadata: Record<string, string> }> {
    const { caller, upsert } = contextOf(this.contexts, req);
    const meta = upload.metadata ?? {};
    if (!meta.bucketName || !meta.objectName)
      throw STORAGE_ERRORS.invalidRequest('Upload-Metadata must name bucketName and objectName');
    if (upload.size === undefined)
      throw STORAGE_ERRORS.invalidRequest('Upload-Length is required (deferred length is not supported)');
    const target = await bucketOf(this.db, meta.bucketName);
    const key = validateObjectKey(meta.objectName);
    await canUpload(this.db, caller, target.id, key, ownerOf(caller), upsertClause(upsert));
    const limit = Math.min(Number(target.file_size_limit ?? this.limits.globalLimit), this.limits.globalLimit);
    if (upload.size > limit) throw STORAGE_ERRORS.entityTooLarge();
    const contentType = uploadMediaType(meta.contentType);
    if (!mimeAllowed(contentType, target.allowed_mime_types)) throw STORAGE_ERRORS.invalidMimeType(contentType);
    const node = (req as { runtime: { node: { req: IncomingMessage } } }).runtime.node.req;
    this.reservations.set(node, await this.admit(upload.id, upload.size));
    this.created.set(node, upload.id);
    return {
      metadata: {
        bucketName: target.id,
        objectName: key,
        contentType,
        cacheControl: normaliseCache(meta.cacheControl ?? undefined),
      },
    };
  }

  /**
   * Bounds what unfinished uploads may hold: how many, how many bytes, and the disk's free space.
   * Checked and reserved atomically (one admission at a time, counting the room reserved by
   * creations still under way); returns the release of this reservation.
   */
  private admit(id: string, size: number): Promise<() => void> {
    const admission = this.admitting.then(async () => {
      // Taken before the disk is read: an upload whose creation ends meanwhile is counted once,
      // by its reservation, whether its files are already listed or not.
      const reserved = new Map(this.reserved);
      const onDisk = await this.pending(new Set(reserved.keys()));
      const free = await statfs(this.directory).then((s) => s.bavail * s.bsize);
      const reservedBytes = [...reserved.values()].reduce((sum, n) => sum + n, 0);
      if (onDisk.uploads + reserved.size >= this.limits.maxPending)
        throw storageError(
          429,
          'TooManyRequests',
          'Too many resumable uploads in progress; finish or cancel one',
        );
      if (
        onDisk.declared + reservedBytes + size > this.limits.maxPendingBytes ||
        reservedBytes + size + DISK_MARGIN > free
      )
        throw storageError(507, 'InsufficientStorage', 'Not enough storage space for this upload');
      this.reserved.set(id, size);
      return () => this.reserved.delete(id);
    });
    this.admitting = admission.catch(() => {});
    return admission;
  }

  /**
   * The last byte arrived: the object's row is inserted as the caller (policies decide, a taken
   * name without x-upsert is 409), and the file joins the bucket by a hard link inside the same
   * transaction, so a committed row always has its file. The tus copy is removed after the answer.
   */
  private async onFinish(req: unknown, upload: Upload): Promise<{ headers: Record<string, string> }> {
    const { caller, upsert } = contextOf(this.contexts, req);
    const node = (req as { runtime: { node: { req: IncomingMessage } } }).runtime.node.req;
    this.finished.set(node, [...(this.finished.get(node) ?? []), upload.id]);
    const meta = upload.metadata ?? {};
    const source = path.join(this.directory, upload.id);
    const hash = createHash('md5');
    await pipeline(createReadStream(source), hash);
    const size = upload.size ?? upload.offset;
    const metadata = {
      eTag: `"${hash.digest('hex')}"`,
      size,
      mimetype: meta.contentType ?? 'application/octet-stream',
      cacheControl: meta.cacheControl ?? 'max-age=3600',
      lastModified: new Date().toISOString(),
      contentLength: size,
      httpStatusCode: 200,
    };
    let placed: string | undefined;
    await this.db
      .asCaller(caller.claims, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4) ${upsertClause(upsert)} returning id`,
          [meta.bucketName, meta.objectName, ownerOf(caller), metadata],
        );
        const id = rows[0]!.id;
        const target = this.disk.objectPath(id);
        await mkdir(path.dirname(target), { recursive: true });
        // An upsert replaces the old bytes: link beside, then rename over (atomic).
        const staged = `${target}.${upload.id}`;
        await link(source, staged);
        await this.disk.place(staged, id);
        placed = id;
      })
      .catch(async (error: unknown) => {
        if (placed && !upsert) await this.disk.discard(this.disk.objectPath(placed));
        throw storagePgError(error);
      });
    return { headers: { 'Tus-Complete': '1' } };
  }

  /** A finished (or refused at its end) upload's tus file and info go. */
  private async forget(id: string): Promise<void> {
    await rm(path.join(this.directory, id), { force: true });
    await rm(path.join(this.directory, `${id}.json`), { force: true });
  }
}

function ownerOf(caller: Caller): string | null {
  return caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
}
