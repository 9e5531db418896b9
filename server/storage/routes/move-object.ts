import { sendJson } from '../../http/respond';
import { storagePgError } from '../bucket';
import { STORAGE_ERRORS } from '../errors';
import { mimeAllowed } from '../object-key';
import { readStorageJson } from '../read-json';
import { storageRoute, type StorageRequest } from './route';
import {
  destinationBucket,
  parseTransferBody,
  relatedNotFound,
  TRANSFER_BODY,
  TRANSFER_BODY_BYTES,
} from './transfer-body';

// POST /storage/v1/object/move, as Supabase Storage speaks it (supabase-js
// `storage.from(bucketId).move(sourceKey, destinationKey, { destinationBucket })`, its
// routes/object/moveObject.ts): answer `{ message: 'Successfully moved' }`. The panel uses it to
// take a trashed item's files out of the public bucket and to bring them back on 'Restaurar'.
//
// As there (storage/object.ts `moveObject`), the source is looked up under the caller's own
// policies first: one the caller may not read is "Object not found", whatever else it may do.
// Then the row is updated to its new bucket and name as the caller (the update policy's `using`
// for the source, `with check` for the destination). Files live on disk by object id, so the
// bytes stay where they are: the move is one row update, all or nothing.

export const moveObject = storageRoute({
  name: 'move object',
  methods: ['POST'],
  path: 'object/move',
  access: 'key',
  input: { body: TRANSFER_BODY, maxBodyBytes: TRANSFER_BODY_BYTES },
  handle: move,
});

async function move({ req, res, caller, deps }: StorageRequest<'key'>): Promise<void> {
  const body = parseTransferBody(await readStorageJson(req, TRANSFER_BODY_BYTES));
  const owner = caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
  const target = await destinationBucket(deps.db, body);
  await deps.db
    .asCaller(caller.claims, async (tx) => {
      const seen = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        body.bucketId,
        body.sourceKey,
      ]);
      if (seen.rows.length === 0) throw STORAGE_ERRORS.noSuchKey();
      if (!target) throw relatedNotFound();
      const { rows } = await tx.query<{ mimetype: string | null; size: string | null }>(
        `update storage.objects
            set bucket_id = $3, name = $4, owner = $5, updated_at = now()
          where bucket_id = $1 and name = $2
        returning metadata ->> 'mimetype' as mimetype, metadata ->> 'size' as size`,
        [body.bucketId, body.sourceKey, target.id, body.destination, owner],
      );
      const row = rows[0];
      if (!row) throw STORAGE_ERRORS.noSuchKey();
      // The destination bucket's rules hold for what moves in, as for an upload.
      if (row.mimetype && !mimeAllowed(row.mimetype, target.allowed_mime_types))
        throw STORAGE_ERRORS.invalidMimeType(row.mimetype);
      if (target.file_size_limit !== null && Number(row.size ?? 0) > Number(target.file_size_limit))
        throw STORAGE_ERRORS.entityTooLarge();
    })
    .catch((error: unknown) => {
      throw storagePgError(error);
    });
  sendJson(res, 200, { message: 'Successfully moved' });
}
