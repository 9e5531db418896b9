// Every limit an operator may change, read from the environment in one place (docs/SECURITY.md
// explains each). A value that is not a positive whole number stops the start with a message
// instead of quietly becoming NaN or 0.

export interface Limits {
  /** DB_MAX_ROWS: most rows one REST read answers (PostgREST's db-max-rows). */
  maxRows: number;
  /** RENDER_CONCURRENCY: image renders at once (each takes a core; 1 leaves the other to visitors). */
  renderConcurrency: number;
  /** RENDER_QUEUE: renders that may wait for a slot; more get 503 with Retry-After. */
  renderQueue: number;
  /** RENDER_CACHE_MB: disk kept for rendered images; least recently used go first. */
  renderCacheMb: number;
  /** RENDERS_PER_MINUTE: new (uncached) renders one address may ask for per minute, after a burst of as many. */
  rendersPerMinute: number;
  /** MAX_CONNECTIONS: open connections in all. */
  maxConnections: number;
  /** MAX_CONNECTIONS_PER_ADDRESS: connections one address may hold without a request under way (ignored with TRUST_PROXY). */
  maxConnectionsPerAddress: number;
  /** IDLE_TIMEOUT_S: a connection silent this long is closed. */
  idleTimeoutS: number;
  /** SHUTDOWN_GRACE_S: on SIGTERM, how long requests and uploads under way may take to finish. */
  shutdownGraceS: number;
  /** RESUMABLE_UPLOADS: unfinished resumable (TUS) uploads at once; more are refused at creation (429). */
  resumableUploads: number;
  /** RESUMABLE_DISK_MB: disk all unfinished resumable uploads may declare together (507 beyond). */
  resumableDiskMb: number;
  /** FILE_SIZE_LIMIT_MB: the largest file any upload may be (Storage's global file size limit); a bucket's own may only be lower. */
  fileSizeLimitMb: number;
}

export const LIMIT_DEFAULTS: Limits = {
  maxRows: 1000,
  renderConcurrency: 1,
  renderQueue: 64,
  renderCacheMb: 512,
  rendersPerMinute: 120,
  maxConnections: 1024,
  // perAddressShare(1024): what one address may hold idle, partial or stalled; its requests under
  // way are not counted (many browsers share a carrier's or an office's address).
  maxConnectionsPerAddress: 16,
  idleTimeoutS: 60,
  shutdownGraceS: 10,
  resumableUploads: 8,
  resumableDiskMb: 8192,
  // The largest bucket limit of the migrations (the Gallery bucket's 1 GiB): as on a hosted
  // project, raising a bucket's limit past it means raising this too.
  fileSizeLimitMb: 1024,
};

const ENV: Record<keyof Limits, string> = {
  maxRows: 'DB_MAX_ROWS',
  renderConcurrency: 'RENDER_CONCURRENCY',
  renderQueue: 'RENDER_QUEUE',
  renderCacheMb: 'RENDER_CACHE_MB',
  rendersPerMinute: 'RENDERS_PER_MINUTE',
  maxConnections: 'MAX_CONNECTIONS',
  maxConnectionsPerAddress: 'MAX_CONNECTIONS_PER_ADDRESS',
  idleTimeoutS: 'IDLE_TIMEOUT_S',
  shutdownGraceS: 'SHUTDOWN_GRACE_S',
  resumableUploads: 'RESUMABLE_UPLOADS',
  resumableDiskMb: 'RESUMABLE_DISK_MB',
  fileSizeLimitMb: 'FILE_SIZE_LIMIT_MB',
};

/**
 * MAX_CONNECTIONS_PER_ADDRESS when unset: a 64th of MAX_CONNECTIONS (at least 4, a browser's few
 * parallel connections): what one address may hold without using it (connection-limits.ts).
 */
export function perAddressShare(maxConnections: number): number {
  return Math.max(4, Math.floor(maxConnections / 64));
}

export function readLimits(env: NodeJS.ProcessEnv): Limits {
  // Each limit's name, default and meaning: docs/SECURITY.md.
  const limits = { ...LIMIT_DEFAULTS };
  for (const key of Object.keys(ENV) as (keyof Limits)[]) {
    const raw = env[ENV[key]];
    if (raw === undefined || raw === '') continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1)
      throw new Error(`${ENV[key]} must be a positive whole number (got "${raw}")`);
    limits[key] = Number(raw);
  }
  if (!env.MAX_CONNECTIONS_PER_ADDRESS)
    limits.maxConnectionsPerAddress = perAddressShare(limits.maxConnections);
  return limits;
}
