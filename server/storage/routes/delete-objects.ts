import { STORAGE_ERRORS } from '../errors';
import { sendJson } from '../../http/respond';
import { readStorageJson } from '../read-json';
import { storagePgError } from '../bucket';
import type { ObjectRow } from '../deps';
import { storageRoute } from './route';

const MAX_BODY = 256 * 1024;
const MAX_NAMES = 1000;

// DELETE /storage/v1/object/<bucket> (supabase-js `remove([...])`): the rows first, as the caller
// (the policies decide which go); the files only after the delete has committed. As Storage (its
// routes/object/deleteObjects.ts), an unknown bucket or name is simply not in the answer.
export const deleteObjects = storageRoute({
  name: 'delete objects',
  methods: ['DELETE'],
  path: 'object/:bucket',
  access: 'key',
  input: { body: `JSON { prefixes: 1 to ${MAX_NAMES} object names }`, maxBodyBytes: MAX_BODY },
  async handle({ req, res, params, caller, deps }) {
    const bucketId = params.bucket!;
    const body = await readStorageJson(req, MAX_BODY);
    const prefixes = (body as { prefixes?: unknown } | undefined)?.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > MAX_NAMES ||
      !prefixes.every((p) => typeof p === 'string')
    ) {
      throw STORAGE_ERRORS.invalidRequest('prefixes must be a list of 1 to 1000 object names');
    }
    const removed = await deps.db
      .asCaller(
        caller.claims,
        async (tx) =>
          (
            await tx.query<ObjectRow>(
              'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
              [bucketId, prefixes],
            )
          ).rows,
      )
      .catch((error: unknown) => {
        throw storagePgError(error);
      });
    await Promise.all(removed.map((row) => deps.disk.discard(deps.disk.objectPath(row.id))));
    sendJson(res, 200, removed);
  },
});
