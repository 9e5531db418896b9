import { storageRoute } from './route';

// /storage/v1/upload/resumable[/<upload id>]: TUS 1.0.0 resumable uploads (creation, HEAD, PATCH,
// DELETE, and its own OPTIONS answer), handled by server/storage/tus/. Its input is the TUS
// protocol's; the bucket's limit is checked at creation on Upload-Length.
export const resumableUpload = storageRoute({
  name: 'resumable upload (TUS)',
  methods: 'any',
  path: 'upload/resumable/*upload?',
  access: 'key-or-preflight',
  input: {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': 'at creation: the whole size, within the bucket limit',
      'upload-metadata': 'at creation: bucketName, objectName, contentType, cacheControl',
      'upload-offset': 'on PATCH: where the bytes sent continue',
      'x-upsert': 'optional: true replaces an object of that name',
    },
    body: 'on PATCH: the next bytes of the file',
  },
  handle: ({ req, res, caller, deps }) => deps.resumable.handle(req, res, caller),
});
