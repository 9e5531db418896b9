import { storageError } from '../../http/errors';
import { sendJson } from '../../http/respond';
import { bucketOf, storagePgError } from '../bucket';
import { canUpload } from '../can-upload';
import { mimeAllowed, validateObjectKey } from '../object-key';
import { uploadMediaType } from '../object-metadata';
import { receiveUpload } from '../receive-upload';
import { storageRoute } from './route';

/** Default when a bucket sets no limit: Supabase's free-plan global limit. */
const GLOBAL_LIMIT = 50 * 1024 * 1024;

// POST /storage/v1/object/<bucket>/<key> (supabase-js `upload()`) and PUT (`update()`, or POST
// with `x-upsert: true`): one file in one request. The policies are asked before a byte is read
// (can-upload.ts); the bytes are moved into place before the row commits.
export const uploadObject = storageRoute({
  name: 'upload object',
  methods: ['POST', 'PUT'],
  path: 'object/:bucket/*key',
  access: 'key',
  input: {
    headers: {
      'content-type': 'the file type, or multipart/form-data with a cacheControl field and the file',
      'cache-control': 'optional: max-age=<seconds> kept for the file',
      'x-upsert': 'optional: true replaces an object of that name (as PUT does)',
    },
    body: 'the file, raw or multipart',
    maxBodyBytes: GLOBAL_LIMIT,
  },
  async handle({ req, res, params, caller, deps }) {
    const bucketId = params.bucket!;
    const rawKey = params.key!;
    const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
    const target = await bucketOf(deps.db, bucketId);
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawKey);
    } catch {
      // Malformed percent-encoding is a bad key (400 InvalidKey), not a server error (was a 500).
      throw storageError(400, 'InvalidKey', `Invalid key: ${rawKey}`);
    }
    const key = validateObjectKey(decoded);
    const owner = caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
    const conflict = upsert
      ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()'
      : '';
    await canUpload(deps.db, caller, bucketId, key, owner, conflict);
    const limit = Math.min(Number(target.file_size_limit ?? GLOBAL_LIMIT), GLOBAL_LIMIT);
    const file = await receiveUpload(req, deps.disk, limit);
    try {
      const contentType = uploadMediaType(file.contentType);
      if (!mimeAllowed(contentType, target.allowed_mime_types)) {
        throw storageError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
      }
      const metadata = {
        eTag: `"${file.md5}"`,
        size: file.size,
        mimetype: contentType,
        cacheControl: file.cacheControl,
        lastModified: new Date().toISOString(),
        contentLength: file.size,
        httpStatusCode: 200,
      };
      let placed: string | undefined;
      const id = await deps.db
        .asCaller(caller.claims, async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4) ${conflict} returning id`,
            [bucketId, key, owner, metadata],
          );
          // The bytes are moved into place before the row commits: a committed row always has its file.
          await deps.disk.place(file.tmp, rows[0]!.id);
          placed = rows[0]!.id;
          return rows[0]!.id;
        })
        .catch(async (error: unknown) => {
          // The row did not commit: its file must not stay behind (an upsert's file is kept).
          if (placed && !upsert) await deps.disk.discard(deps.disk.objectPath(placed));
          throw storagePgError(error);
        });
      sendJson(res, 200, { Key: `${bucketId}/${key}`, Id: id });
    } finally {
      await deps.disk.discard(file.tmp);
    }
  },
});
