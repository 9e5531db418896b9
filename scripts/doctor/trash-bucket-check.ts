import type { SupabaseClient } from '@supabase/supabase-js';
import { TRASH_BUCKET } from '../../core/media/storage-object-key';
import type { Check } from './check';

// The trash's private bucket (supabase/migrations/20261127000200_trash_bucket.sql), checked as a
// visitor can: it exists (a visitor's upload is refused by the policies, not for want of a
// bucket) and it is private (its public route answers "Bucket not found", as Supabase Storage
// does for a bucket that is not public). Without it the panel cannot hide a trashed item's files.

const MIGRATION = 'supabase/migrations/20261127000200_trash_bucket.sql';

export async function trashBucketChecks(supabase: SupabaseClient, base: string): Promise<Check[]> {
  const name = `doctor-${Date.now()}.png`;
  const { error } = await supabase.storage
    .from(TRASH_BUCKET)
    .upload(name, new Uint8Array(), { contentType: 'image/png' });
  const missing = /bucket not found/i.test(error?.message ?? '');
  const exists = Boolean(error) && !missing;
  const checks: Check[] = [
    {
      name: `bucket ${TRASH_BUCKET} existe y rechaza subidas anónimas`,
      ok: exists,
      seen: error
        ? `${(error as { statusCode?: string }).statusCode ?? ''} ${error.message}`.trim()
        : `aceptada (${name} quedó en el bucket: bórralo)`,
      fix: exists ? '' : `Aplica ${MIGRATION} / Create the private trash bucket and its policies.`,
    },
  ];
  if (!exists) return checks;
  const res = await fetch(`${base}/storage/v1/object/public/${TRASH_BUCKET}/${name}`).catch((e: Error) => ({
    status: 0,
    text: () => Promise.resolve(e.message),
  }));
  const body = await res.text();
  const isPrivate = /bucket not found/i.test(body);
  checks.push({
    name: `bucket ${TRASH_BUCKET} privado`,
    ok: isPrivate,
    seen: `${res.status} ${body.slice(0, 120)}`,
    fix: isPrivate
      ? ''
      : `Los archivos de la papelera serían públicos: update storage.buckets set public = false where id = '${TRASH_BUCKET}'; / Make the trash bucket private.`,
  });
  return checks;
}
