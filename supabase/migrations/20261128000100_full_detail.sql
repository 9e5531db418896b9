-- Full detail: a plano's (or a 360° render's) full resolution, added and never substituted. SPEC §9
-- stays as it is — the row's `url` is the 1920 px compressed image every page shows — and, beside
-- it, the panel keeps the file the studio chose as a tiled pyramid made in the browser at upload
-- (Deep Zoom's layout, which OpenSeadragon reads: core/media/detail-pyramid.ts), stored in the Gallery
-- bucket under the image's own name (`1732-plano.png` → `1732-plano_files/<level>/<col>_<row>.webp`).
--
--   Render.detail, Blueprint.detail   the pyramid: {"width", "height", "tileSize", "overlap",
--                                     "format", "minLevel", "maxLevel", "url"} (+ "texture" for a
--                                     360° render: its equirectangular image for the panorama
--                                     viewer); null: no full detail (stored before, a browser
--                                     that could not prepare it, or an ordinary render)
--   Render.panorama                   the render is a 360° equirectangular image
--
-- The check keeps every value one the site and the server can trust: whole (exactly those keys),
-- integers within bounds (at most 32768 px a side, tiles of 256–1024 px: no row can name a million
-- tiles for the purge or `push` to walk), a known format, and a folder URL of the Gallery bucket
-- (or an absolute http(s) one, as a pushed row's is) ending in `/`. Each comparison sits behind a
-- `case` on the value's JSON type, so a wrong type fails the check instead of a cast.
--
-- Re-runnable: columns `if not exists`, constraints added inside a guarded `do` block. No new
-- table, so the table-wide grants of 20261123000100_data_api_grants.sql (hence on these columns
-- too), RLS and the administrators' write trigger keep deciding who writes: visitors read them with
-- the row, administrators alone write them. Backup/restore copy whole rows and every stored object;
-- `push`, the trash and its purge, and the orphan sweep follow each pyramid to its tiles.

alter table public."Render" add column if not exists detail jsonb;
alter table public."Blueprint" add column if not exists detail jsonb;
alter table public."Render" add column if not exists panorama boolean not null default false;

do $$
declare
  url_body constant text :=
    '(https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?'
    || '|/storage/v1/object/public/Gallery/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+)';
  keys constant text := 'array[''width'',''height'',''tileSize'',''overlap'',''format'',''minLevel'',''maxLevel'',''url'']';
  rule text;
  t record;
begin
  rule := format(
    'detail is null or (jsonb_typeof(detail) = ''object'''
    || ' and detail ?& %1$s'
    || ' and (detail - %1$s - ''texture'') = ''{}''::jsonb'
    || ' and %2$s and %3$s and %4$s and %5$s and %6$s and %7$s'
    || ' and coalesce(detail->>''format'' in (''webp'', ''avif''), false)'
    || ' and case when jsonb_typeof(detail->''url'') = ''string'' then'
    || '   char_length(detail->>''url'') <= 2048 and detail->>''url'' ~ %8$L else false end'
    || ' and case when detail ? ''texture'' then jsonb_typeof(detail->''texture'') = ''string'''
    || '   and char_length(detail->>''texture'') <= 2048 and detail->>''texture'' ~ %9$L else true end'
    || ' and case when jsonb_typeof(detail->''minLevel'') = ''number'' and jsonb_typeof(detail->''maxLevel'') = ''number'''
    || '   then (detail->>''minLevel'')::numeric <= (detail->>''maxLevel'')::numeric else false end)',
    keys,
    format('case when jsonb_typeof(detail->%1$L) = ''number'' then (detail->>%1$L)::numeric between 1 and 32768 and (detail->>%1$L)::numeric = trunc((detail->>%1$L)::numeric) else false end', 'width'),
    format('case when jsonb_typeof(detail->%1$L) = ''number'' then (detail->>%1$L)::numeric between 1 and 32768 and (detail->>%1$L)::numeric = trunc((detail->>%1$L)::numeric) else false end', 'height'),
    format('case when jsonb_typeof(detail->%1$L) = ''number'' then (detail->>%1$L)::numeric between 256 and 1024 and (detail->>%1$L)::numeric = trunc((detail->>%1$L)::numeric) else false end', 'tileSize'),
    format('case when jsonb_typeof(detail->%1$L) = ''number'' then (detail->>%1$L)::numeric between 0 and 2 and (detail->>%1$L)::numeric = trunc((detail->>%1$L)::numeric) else false end', 'overlap'),
    format('case when jsonb_typeof(detail->%1$L) = ''number'' then (detail->>%1$L)::numeric between 0 and 15 and (detail->>%1$L)::numeric = trunc((detail->>%1$L)::numeric) else false end', 'minLevel'),
    format('case when jsonb_typeof(detail->%1$L) = ''number'' then (detail->>%1$L)::numeric between 0 and 15 and (detail->>%1$L)::numeric = trunc((detail->>%1$L)::numeric) else false end', 'maxLevel'),
    '^' || url_body || '/$',
    '^' || url_body || '$');
  for t in select * from (values ('Render'), ('Blueprint')) v(tbl) loop
    if not exists (select 1 from pg_constraint
                    where conrelid = format('public.%I', t.tbl)::regclass
                      and conname = t.tbl || '_detail_pyramid') then
      execute format('alter table public.%I add constraint %I check (%s)', t.tbl, t.tbl || '_detail_pyramid', rule);
    end if;
  end loop;
end
$$;

-- A row deleted for good (the trash's purge, here by pg_cron or the embedded scheduler, or
-- 'Eliminar definitivamente') queues its pyramid's folder — and a 360° render's texture — in
-- public."PurgedFile" beside the files private.purge_trash() queues, so whoever empties that
-- queue (the embedded purge, the panel at sign-in) removes the tiles under it that no row left
-- names. One row per pyramid, not one per tile: the queue stays small. A trigger rather than a
-- new body for private.purge_trash(), so the purge function stays defined in one place.
-- Security definer: the deleting administrator may not write the queue itself; the function
-- lives in `private`, which the API does not expose, and only the trigger runs it.
create or replace function private.queue_detail_tiles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if jsonb_typeof(old.detail) = 'object' then
    insert into public."PurgedFile" (url)
    select u from (values (old.detail->>'url'), (old.detail->>'texture')) v(u)
     where u is not null
    on conflict (url) do nothing;
  end if;
  return null;
end;
$$;
revoke all on function private.queue_detail_tiles() from public, anon, authenticated;

do $$
declare
  t record;
begin
  for t in select * from (values ('Render'), ('Blueprint')) v(tbl) loop
    execute format(
      'create or replace trigger queue_detail_tiles after delete on public.%I '
      || 'for each row when (old.detail is not null) execute function private.queue_detail_tiles()',
      t.tbl);
  end loop;
end
$$;
