-- Administrators may read the buckets' own settings (storage.buckets): the panel asks Storage for
-- the Gallery bucket's file size limit (supabase-js `storage.getBucket('Gallery')`) to refuse a
-- larger file before sending a byte, on a hosted project as on the embedded backend. Without a
-- policy Storage answers "Bucket not found" to every API role, as hosted projects' Storage does
-- by default. Visitors still see no bucket; nobody but the database's own roles changes one.
-- Re-runnable: `drop policy if exists` + `create policy`.

drop policy if exists "Buckets: read by administrators" on storage.buckets;
create policy "Buckets: read by administrators" on storage.buckets for select to authenticated
  using ((select private.is_admin()));
