import { HttpError, storageError } from '../../http/errors';
import { clientAddress } from '../../http/respond';
import { findPublicObject } from '../find-public-object';
import { parseRenderOptions, renderImage } from '../render-image';
import { serveFile } from '../serve-file';
import { UNTRUSTED_CONTENT } from '../untrusted-content';
import { storageRoute } from './route';

// GET/HEAD /storage/v1/render/image/public/<bucket>/<key>: a public image at another size or in
// another format (Supabase's image transformations). Sizes are rounded to the few renders kept
// (render-image.ts); a render not yet cached waits in the render queue and counts against the
// caller's address.
export const publicRender = storageRoute({
  name: 'public image render',
  methods: ['GET', 'HEAD'],
  path: 'render/image/public/:bucket?/*key?',
  access: 'public',
  input: {
    query: {
      width: 'optional: 1–2500 px',
      height: 'optional: 1–2500 px',
      resize: 'optional: cover (the default) | contain | fill',
      quality: 'optional: 20–100 (80)',
      format: 'optional: only origin (keep the stored type); otherwise WebP when Accept takes it',
      download: 'optional: answer as an attachment, under this file name if given',
    },
    headers: { accept: 'the image types the client takes (WebP when it says so)' },
  },
  async handle({ req, res, url, params, deps }) {
    const { source, lastModified, stored, download } = await findPublicObject(
      url,
      params.bucket!,
      params.key!,
      deps,
    );
    if (!stored.mimetype.startsWith('image/'))
      throw storageError(400, 'InvalidRequest', 'Only images can be transformed');
    const options = parseRenderOptions(url.searchParams, req.headers.accept, stored.mimetype);
    const renderer = {
      cache: deps.renders.cache,
      queue: deps.renders.queue,
      admit: () => {
        const address = clientAddress(req, deps.renders.trustProxy);
        if (!deps.renders.limiter.take(address)) {
          const { body } = storageError(
            429,
            'TooManyRequests',
            'Too many new image sizes requested; try again shortly',
          );
          throw new HttpError(429, body, {
            'Retry-After': String(Math.max(1, deps.renders.limiter.retryAfter(address))),
          });
        }
      },
    };
    const send = async () => {
      const out = await renderImage(source, stored.eTag, options, renderer, stored.mimetype);
      const meta = {
        contentType: out.contentType,
        etag: out.etag,
        lastModified,
        cacheControl: stored.cacheControl,
      };
      return serveFile(req, res, out.file, meta, { Vary: 'Accept', ...UNTRUSTED_CONTENT, ...download });
    };
    // A cached render evicted between the lookup and the open is simply rendered again.
    return send().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT' && !res.headersSent) return send();
      throw error;
    });
  },
});
