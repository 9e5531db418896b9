import { createHash, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Backend } from './backend-options';
import type { SeedApi } from '../supabase/seed/seed-api';

/** Loads supabase/seed once per data dir (recorded in embedded.meta). Returns true if it ran now. */
export async function seedOnce(backend: Pick<Backend, 'db' | 'disk'>): Promise<boolean> {
  // `demo_content_declined`: restored from a site that never had the demo (server/ops/restore.ts).
  const { rows } = await backend.db.pg.query(
    `select 1 from embedded.meta where key in ('demo_content_loaded', 'demo_content_declined')`,
  );
  if (rows.length > 0) return false;
  const { loadDemoContent } = await import('../supabase/seed/load');
  await loadDemoContent(seedApi(backend));
  await backend.db.pg.query(
    `insert into embedded.meta (key, value) values ('demo_content_loaded', now()::text)`,
  );
  return true;
}

function seedApi(backend: Pick<Backend, 'db' | 'disk'>): SeedApi {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result =
        params && params.length > 0
          ? await backend.db.pg.query<T>(sql, params)
          : { rows: ((await backend.db.pg.exec(sql)).at(-1)?.rows ?? []) as T[] };
      return { rows: result.rows };
    },
    async putObject(name: string, bytes: Uint8Array, contentType: string) {
      const id = randomUUID();
      const tmp = `${backend.disk.root}/tmp/${id}`;
      await writeFile(tmp, bytes);
      const metadata = {
        eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
        size: bytes.length,
        mimetype: contentType,
        cacheControl: 'max-age=3600',
        lastModified: new Date().toISOString(),
        contentLength: bytes.length,
        httpStatusCode: 200,
      };
      await backend.db.asOwner(async (tx) => {
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, metadata) values ($1, 'Gallery', $2, $3)`,
          [id, name, metadata],
        );
        await backend.disk.place(tmp, id);
      });
      return `/storage/v1/object/public/Gallery/${encodeURIComponent(name)}`;
    },
  };
}
