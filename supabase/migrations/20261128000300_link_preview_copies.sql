-- A cover's link-preview copy: the 1200 × 630 picture a chat app or social network shows when a
-- project's address is shared (og:image, twitter:image), cut around the cover's focal point.
-- Supabase's image transformations crop only around the centre (resize=cover takes no point), so
-- the panel cuts the copy itself when the studio saves a point, stores it beside the cover and
-- records it here; the served head and the prerender name it on every backend. Null: no point
-- chosen (or a cover stored before), and the preview is the centred crop, as before.
--
--   Project.render_preview   URL of the copy, by the rule of 20261125000100's renditions
--
-- It belongs to the cover: replaced with it (kept in "ReplacedMedia".columns), trashed, purged
-- and deleted for good with it. Re-runnable: column `if not exists`, constraint in a guarded
-- `do` block, functions `create or replace`. No new table, so the table-wide grants of
-- 20261123000100_data_api_grants.sql, RLS and the administrators' write trigger keep deciding
-- who writes; backup/restore and push copy whole rows and rewrite every URL they hold.

alter table public."Project" add column if not exists render_preview text;

do $$
declare
  url_rule constant text :=
    '^(https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?'
    || '|/storage/v1/object/public/Gallery/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+)$';
begin
  if not exists (select 1 from pg_constraint
                  where conrelid = 'public."Project"'::regclass and conname = 'Project_render_preview_url') then
    execute format('alter table public."Project" add constraint "Project_render_preview_url" check '
                   '(render_preview is null or (char_length(render_preview) <= 2048 and render_preview ~ %L))',
                   url_rule);
  end if;
end
$$;

-- The files a replaced value names (20261127001200's list) with the cover's preview copy.
create or replace function private.replaced_media_urls(columns jsonb)
returns setof text
language sql
immutable
set search_path = ''
as $$
  select u from (
    select columns ->> 'render' as u
    union all select columns ->> 'render_preview'
    union all select columns ->> 'video'
    union all select columns ->> 'video_phone'
    union all select columns ->> 'video_poster'
    union all select w.value from jsonb_each_text(
      case when jsonb_typeof(columns -> 'render_widths') = 'object' then columns -> 'render_widths' else '{}' end) w
  ) f where u is not null
$$;
revoke all on function private.replaced_media_urls(jsonb) from public;
grant execute on function private.replaced_media_urls(jsonb) to authenticated, service_role;

-- The purge (20261127001200's body) also queues a purged project's preview copy.
create or replace function private.purge_trash(keep interval default interval '30 days')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - keep;
  purged int := 0;
  n int;
begin
  insert into public."PurgedFile" (url)
  select distinct u from (
    select render as u from public."Project" where deleted_at < cutoff
    union all select video from public."Project" where deleted_at < cutoff
    -- The renditions made in the panel (20261125000100): phone video, poster, narrower copies.
    union all select render_preview from public."Project" where deleted_at < cutoff
    union all select video_phone from public."Project" where deleted_at < cutoff
    union all select video_poster from public."Project" where deleted_at < cutoff
    union all select w.value from public."Project" p, jsonb_each_text(coalesce(p.render_widths, '{}')) w
     where p.deleted_at < cutoff
    union all select r.url from public."Render" r
     where r.deleted_at < cutoff or r.id_project in (select id from public."Project" where deleted_at < cutoff)
    union all select w.value from public."Render" r, jsonb_each_text(coalesce(r.widths, '{}')) w
     where r.deleted_at < cutoff or r.id_project in (select id from public."Project" where deleted_at < cutoff)
    union all select b.url from public."Blueprint" b
     where b.deleted_at < cutoff or b.id_project in (select id from public."Project" where deleted_at < cutoff)
    union all select w.value from public."Blueprint" b, jsonb_each_text(coalesce(b.widths, '{}')) w
     where b.deleted_at < cutoff or b.id_project in (select id from public."Project" where deleted_at < cutoff)
    union all select url from public."Gallery" where deleted_at < cutoff
    union all select w.value from public."Gallery" g, jsonb_each_text(coalesce(g.widths, '{}')) w
     where g.deleted_at < cutoff
  ) f where u is not null
  on conflict (url) do nothing;
  delete from public."ReplacedMedia" where deleted_at < cutoff;
  get diagnostics n = row_count; purged := purged + n;
  delete from public."Render" where deleted_at < cutoff;
  get diagnostics n = row_count; purged := purged + n;
  delete from public."Blueprint" where deleted_at < cutoff;
  get diagnostics n = row_count; purged := purged + n;
  delete from public."Gallery" where deleted_at < cutoff;
  get diagnostics n = row_count; purged := purged + n;
  delete from public."Client" where deleted_at < cutoff;
  get diagnostics n = row_count; purged := purged + n;
  delete from public."Project" where deleted_at < cutoff;
  get diagnostics n = row_count; purged := purged + n;
  return purged;
end;
$$;
revoke all on function private.purge_trash(interval) from public;
