-- A trashed item's files are not public. While an item is in the 'Papelera' its files wait in
-- the private bucket below (same keys as in 'Gallery'); the panel moves them there when it trashes
-- the item and back when it restores it (supabase-js `move` with `destinationBucket`, which works
-- on a hosted project too), so a trashed project's link answers 404 instead of its pictures.
-- A file a live row still names stays in 'Gallery'. The purge deletes from either bucket.
--
-- Only administrators reach it: the four storage policies of 20261124000100 cover both buckets
-- (one permissive policy per role and action, as Supabase's advisors ask); visitors have none,
-- and a private bucket serves nothing by public URL. Like the trashed rows, the trashed files are
-- read only at aal2 by an administrator with a second factor (a stolen password alone does not
-- open the trash); writes at aal1 are already refused by 20261125000300's trigger.
--
-- No size limit of its own: files only arrive here by a move from 'Gallery', which has already
-- held them to its limit; a smaller one refused a long video's move (it then stayed public), and
-- would also have been the largest limit announced to uploads when 'Gallery''s is lower.
--
-- Re-runnable: `on conflict` for the bucket, `drop policy if exists` + `create policy`.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('Papelera', 'Papelera', false, null, array['image/*', 'video/*'])
on conflict (id) do update
  set public = false,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Gallery bucket: read by administrators" on storage.objects;
create policy "Gallery bucket: read by administrators" on storage.objects for select to authenticated
  using ((select private.is_admin())
         and (bucket_id = 'Gallery' or (bucket_id = 'Papelera' and not (select private.second_step_missing()))));
drop policy if exists "Gallery bucket: upload by administrators" on storage.objects;
create policy "Gallery bucket: upload by administrators" on storage.objects for insert to authenticated
  with check (bucket_id in ('Gallery', 'Papelera') and (select private.is_admin()));
drop policy if exists "Gallery bucket: update by administrators" on storage.objects;
create policy "Gallery bucket: update by administrators" on storage.objects for update to authenticated
  using (bucket_id in ('Gallery', 'Papelera') and (select private.is_admin()))
  with check (bucket_id in ('Gallery', 'Papelera') and (select private.is_admin()));
drop policy if exists "Gallery bucket: delete by administrators" on storage.objects;
create policy "Gallery bucket: delete by administrators" on storage.objects for delete to authenticated
  using (bucket_id in ('Gallery', 'Papelera') and (select private.is_admin()));
