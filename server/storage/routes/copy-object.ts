import { sendJson } from '../../http/respond';
import { storagePgError } from '../bucket';
import { canUpload, upsertClause } from '../can-upload';
import { STORAGE_ERRORS } from '../errors';
import { mimeAllowed } from '../object-key';
import { readStorageJson } from '../read-json';
import { storageRoute } from './route';
import {
  destinationBucket,
  parseTransferBody,
  relatedNotFound,
  TRANSFER_BODY,
  TRANSFER_BODY_BYTES,
} from './transfer-body';

// POST /storage/v1/object/copy (supabase-js `copy()`), as Supabase Storage does it (its
// routes/object/copyObject.ts, storage/object.ts `copyObject`): the source is looked up under the
// caller's policies ("Object not found" if it may not read it), the destination is asked of them
// as an upload would be (`x-upsert: true` to replace), the destination bucket's size and type
// rules hold, and the copy keeps the source's metadata. The bytes are copied into place before
// the new row commits. Answer `{ Id, Key: "<bucket>/<key>", …the new row }`.

interface SourceRow {
  id: string;
  metadata: { mimetype?: string; size?: number } | null;
  user_metadata: unknown;
}

export const copyObject = storageRoute({
  name: 'copy object',
  methods: ['POST'],
  path: 'object/copy',
  access: 'key',
  input: {
    body: TRANSFER_BODY,
    maxBodyBytes: TRANSFER_BODY_BYTES,
    headers: { 'x-upsert': 'optional: true replaces an object of the destination name' },
  },
  async handle({ req, res, caller, deps }) {
    const body = parseTransferBody(await readStorageJson(req, TRANSFER_BODY_BYTES));
    const upsert = req.headers['x-upsert'] === 'true';
    const owner = caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
    const target = await destinationBucket(deps.db, body);
    const source = await deps.db.asCaller(caller.claims, async (tx) => {
      const { rows } = await tx.query<SourceRow>(
        'select id, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
        [body.bucketId, body.sourceKey],
      );
      return rows[0];
    });
    if (!source) throw STORAGE_ERRORS.noSuchKey();
    if (!target) throw relatedNotFound();
    await canUpload(deps.db, caller, target.id, body.destination, owner, upsertClause(upsert));
    const mimetype = source.metadata?.mimetype;
    if (mimetype && !mimeAllowed(mimetype, target.allowed_mime_types)) throw STORAGE_ERRORS.invalidMimeType(mimetype);
    if (target.file_size_limit !== null && Number(source.metadata?.size ?? 0) > Number(target.file_size_limit))
      throw STORAGE_ERRORS.entityTooLarge();
    const tmp = await deps.disk.copyToTmp(source.id);
    try {
      const row = await deps.db
        .asOwner(async (tx) => {
          const { rows } = await tx.query<Record<string, unknown> & { id: string }>(
            `insert into storage.objects (bucket_id, name, owner, metadata, user_metadata)
             values ($1, $2, $3, $4, $5) ${upsertClause(upsert)}
             returning id, bucket_id, name, owner, metadata, user_metadata, version, created_at, updated_at, last_accessed_at`,
            [target.id, body.destination, owner, source.metadata ?? {}, source.user_metadata ?? null],
          );
          await deps.disk.place(tmp, rows[0]!.id);
          return rows[0]!;
        })
        .catch((error: unknown) => {
          throw storagePgError(error);
        });
      sendJson(res, 200, { Id: row.id, Key: `${target.id}/${body.destination}`, ...row });
    } finally {
      await deps.disk.discard(tmp);
    }
  },
});
