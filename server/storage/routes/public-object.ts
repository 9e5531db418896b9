import { findPublicObject } from '../find-public-object';
import { serveFile } from '../serve-file';
import { UNTRUSTED_CONTENT } from '../untrusted-content';
import { storageRoute } from './route';

// GET/HEAD /storage/v1/object/public/<bucket>/<key>: a public bucket's file as it was uploaded,
// with its stored type, ETag and cache time (ranges and conditional requests in serve-file.ts).
export const publicObject = storageRoute({
  name: 'public object',
  methods: ['GET', 'HEAD'],
  path: 'object/public/:bucket?/*key?',
  access: 'public',
  input: { query: { download: 'optional: answer as an attachment, under this file name if given' } },
  async handle({ req, res, url, params, deps }) {
    const found = await findPublicObject(url, params.bucket!, params.key!, deps);
    const meta = {
      contentType: found.stored.mimetype,
      etag: found.stored.eTag,
      lastModified: found.lastModified,
      cacheControl: found.stored.cacheControl,
    };
    return serveFile(req, res, found.source, meta, { ...UNTRUSTED_CONTENT, ...found.download });
  },
});
