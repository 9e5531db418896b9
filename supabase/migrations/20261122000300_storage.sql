-- Storage bucket `Gallery` (SPEC §3): public reads through /object/public, so no listing policy
-- is needed for visitors. Size and type limits are enforced by the storage API.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('Gallery', 'Gallery', true, 52428800, array['image/*', 'video/*'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Writes to the bucket: administrators only. The select policy is limited to administrators
-- too: deleting and replacing objects reads the row first, and visitors never list the bucket.
create policy "Gallery bucket: admins read objects" on storage.objects for select to authenticated
  using (bucket_id = 'Gallery' and (select private.is_admin()));
create policy "Gallery bucket: admins upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'Gallery' and (select private.is_admin()));
create policy "Gallery bucket: admins update" on storage.objects for update to authenticated
  using (bucket_id = 'Gallery' and (select private.is_admin()))
  with check (bucket_id = 'Gallery' and (select private.is_admin()));
create policy "Gallery bucket: admins delete" on storage.objects for delete to authenticated
  using (bucket_id = 'Gallery' and (select private.is_admin()));
