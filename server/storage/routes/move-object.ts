import { readJson } from '../../http/body';
import { storageError } from '../../http/errors';
import { sendJson } from '../../http/respond';
import { bucketOf, storagePgError } from '../bucket';
import { mimeAllowed, validateObjectKey } from '../object-key';
import { storageRoute, type StorageRequest } from './route';

// POST /storage/v1/object/move, as Supabase Storage speaks it (supabase-js
// `storage.from(bucketId).move(sourceKey, destinationKey, { destinationBucket })`): body
// `{ bucketId, sourceKey, destinationKey, destinationBucket? }`, answer
// `{ message: 'Successfully moved' }`. The panel uses it to take a trashed item's files out of the
// public bucket and to bring them back on 'Restaurar'.
//
// As there, the caller's own policies decide: the object's row is updated to its new bucket and
// name as the caller (the update policy's `using` for the source, `with check` for the
// destination); an object the caller cannot see is "not found". Files live on disk by object id,
// so the bytes stay where they are: the move is one row update, all or nothing.

interface MoveBody {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket?: string;
}

function parseMoveBody(body: unknown): MoveBody {
  const b = body as Partial<Record<keyof MoveBody, unknown>> | null;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0;
  if (!b || typeof b !== 'object' || !text(b.bucketId) || !text(b.sourceKey) || !text(b.destinationKey))
    throw storageError(400, 'InvalidRequest', 'body must have bucketId, sourceKey and destinationKey');
  if (b.destinationBucket !== undefined && !text(b.destinationBucket))
    throw storageError(400, 'InvalidRequest', 'destinationBucket must be a bucket id');
  return b as MoveBody;
}

const MAX_BODY = 16 * 1024;

export const moveObject = storageRoute({
  name: 'move object',
  methods: ['POST'],
  path: 'object/move',
  access: 'key',
  input: { body: 'JSON { bucketId, sourceKey, destinationKey, destinationBucket? }', maxBodyBytes: MAX_BODY },
  handle: move,
});

async function move({ req, res, caller, deps }: StorageRequest<'key'>): Promise<void> {
  const body = parseMoveBody(
    await readJson(req, MAX_BODY, (why, kind) =>
      storageError(400, 'InvalidRequest', kind === 'syntax' ? 'The body must be JSON' : why),
    ),
  );
  const source = validateObjectKey(body.sourceKey);
  const destination = validateObjectKey(body.destinationKey);
  await bucketOf(deps.db, body.bucketId);
  const target = await bucketOf(deps.db, body.destinationBucket ?? body.bucketId);
  const owner = caller.claims.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
  const moved = await deps.db
    .asCaller(caller.claims, async (tx) => {
      const { rows } = await tx.query<{ mimetype: string | null; size: string | null }>(
        `update storage.objects
            set bucket_id = $3, name = $4, owner = $5, updated_at = now()
          where bucket_id = $1 and name = $2
        returning metadata ->> 'mimetype' as mimetype, metadata ->> 'size' as size`,
        [body.bucketId, source, target.id, destination, owner],
      );
      const row = rows[0];
      if (!row) return false;
      // The destination bucket's rules hold for what moves in, as for an upload.
      if (row.mimetype && !mimeAllowed(row.mimetype, target.allowed_mime_types)) {
        throw storageError(415, 'invalid_mime_type', `mime type ${row.mimetype} is not supported`);
      }
      if (target.file_size_limit !== null && Number(row.size ?? 0) > Number(target.file_size_limit)) {
        throw storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size');
      }
      return true;
    })
    .catch((error: unknown) => {
      throw storagePgError(error);
    });
  if (!moved) throw storageError(404, 'not_found', 'Object not found');
  sendJson(res, 200, { message: 'Successfully moved' });
}
