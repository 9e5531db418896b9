-- Studio videos (a one-minute 4K export is several hundred MB) must fit in the `Gallery` bucket:
-- its per-file limit goes from 50 MB to 1 GiB. Large files go up through the resumable (TUS)
-- endpoint, /storage/v1/upload/resumable. On a hosted project the plan's global file size limit
-- still caps every bucket (the free plan's 50 MB wins over this value; Pro and above allow it).
-- Re-runnable: it only sets the value, and only on the bucket the app uses.
do $$
begin
  update storage.buckets
     set file_size_limit = 1073741824
   where id = 'Gallery'
     and file_size_limit is distinct from 1073741824;
end
$$;
