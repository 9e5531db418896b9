import { WriteError } from './write-error';

// Why not supabase-js? `storage.from(bucket).upload()` goes through fetch(), and fetch reports
// no upload progress. The issue asks for real progress (bytes sent) so that a large video does
// not look frozen. This sends the request supabase-js itself sends for an upload —
// POST {url}/storage/v1/object/<bucket>/<name> with apikey, the user's bearer token,
// x-upsert: false, cache-control and the file as the raw body with its Content-Type (the form
// storage-js uses for non-FormData bodies) — through XMLHttpRequest, whose `upload.onprogress`
// reports bytes sent. The request is identical on hosted Supabase and on the embedded backend.

export interface UploadRequest {
  /** The project URL, e.g. https://xyz.supabase.co or the embedded backend's origin. */
  supabaseUrl: string;
  apiKey: string;
  accessToken: string;
  bucket: string;
  /** Object name inside the bucket (already safe, see upload-name.ts). */
  name: string;
  file: Blob;
  /** Fraction sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function objectUrl(supabaseUrl: string, bucket: string, name: string): string {
  const path = name.split('/').map(encodeURIComponent).join('/');
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${encodeURIComponent(bucket)}/${path}`;
}

function failure(xhr: XMLHttpRequest): WriteError {
  // Storage errors look like {statusCode: "403", error: "Unauthorized", message: "..."}.
  let message = xhr.statusText || 'Error de subida';
  let code: string | undefined;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: string; error?: string; statusCode?: string };
    message = body.message ?? body.error ?? message;
    code = body.statusCode;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): keep the status text.
  }
  return new WriteError(`subida ${xhr.status}: ${message}`, { status: xhr.status, code, stage: 'upload' });
}

/** Uploads `file` under `name`; resolves when the server has stored it. */
export function uploadWithProgress(req: UploadRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', objectUrl(req.supabaseUrl, req.bucket, req.name));
    xhr.setRequestHeader('apikey', req.apiKey);
    xhr.setRequestHeader('Authorization', `Bearer ${req.accessToken}`);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('Content-Type', req.file.type || 'application/octet-stream');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) req.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        req.onProgress?.(1);
        resolve();
      } else {
        reject(failure(xhr));
      }
    };
    xhr.onerror = () =>
      reject(new WriteError('subida: sin conexión con el servidor', { status: 0, stage: 'upload' }));
    xhr.onabort = () => reject(new WriteError('subida cancelada', { status: 0, stage: 'upload' }));

    if (req.signal) {
      if (req.signal.aborted) return xhr.abort();
      req.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    req.onProgress?.(0);
    xhr.send(req.file);
  });
}
