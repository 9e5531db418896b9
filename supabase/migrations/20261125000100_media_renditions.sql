-- Issue 28: renditions made in the panel, recorded beside the original they were made from.
-- Hosted Supabase transcodes nothing and resizes images only on paid plans, so the panel makes, at
-- upload, a phone version of each video (H.264 MP4, at most 1280×720) with a poster frame, and
-- each image at the widths the site asks for; the files go to the Gallery bucket next to the
-- original and their URLs are kept here. The original is never replaced (SPEC §5). A row without
-- renditions (media stored before this change) keeps working: the site then serves the original.
--
-- The shape, the simplest that serves every table with media:
--   Project.video_phone, Project.video_poster  the project video's phone rendition and poster (URLs)
--   Project.render_widths                      the cover's widths: {"480": url, "960": url, …}
--   Render.widths, Blueprint.widths, Gallery.widths   the same for each image
--   Studio.settings (JSON, no column)          reel.phone, and each founder's photoWidths
-- A widths map holds only files narrower than the original; the original itself is the largest.
--
-- Re-runnable: columns `if not exists`, constraints added inside guarded `do` blocks. No new
-- table, so the table-wide grants of 20261123000100_data_api_grants.sql (hence on these columns
-- too), RLS and the administrators' write trigger keep deciding who writes.

alter table public."Project" add column if not exists video_phone text;
alter table public."Project" add column if not exists video_poster text;
alter table public."Project" add column if not exists render_widths jsonb;
alter table public."Render" add column if not exists widths jsonb;
alter table public."Blueprint" add column if not exists widths jsonb;
alter table public."Gallery" add column if not exists widths jsonb;

-- The same URL rule as Project.render and Project.video (20261124000200_media_urls.sql): a public
-- URL of the Gallery bucket or an absolute http(s) URL. These values go into served heads
-- (preloads) and into the app's srcset, where a space would break the list. A widths map is an
-- object of at most 8 entries whose keys are widths in pixels and whose values are such URLs.
do $$
declare
  url_body constant text :=
    '(https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?'
    || '|/storage/v1/object/public/Gallery/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+)';
  url_rule constant text := '^' || url_body || '$';
  map_rule text;
  t record;
begin
  for t in select * from (values ('video_phone'), ('video_poster')) v(col) loop
    if not exists (select 1 from pg_constraint
                    where conrelid = 'public."Project"'::regclass and conname = format('Project_%s_url', t.col)) then
      execute format(
        'alter table public."Project" add constraint %I check (%I is null or (char_length(%I) <= 2048 and %I ~ %L))',
        format('Project_%s_url', t.col), t.col, t.col, t.col, url_rule);
    end if;
  end loop;

  -- The map's text as jsonb prints it ({"480": "url", "960": "url"}), matched whole: a check
  -- constraint may not hold a subquery, and one regular expression needs none. Keys are widths
  -- of 2–4 digits, values URLs by the rule above (whose characters exclude quotes and spaces).
  map_rule := '^\{("[0-9]{2,4}": "' || url_body || '"(, "[0-9]{2,4}": "' || url_body || '"){0,7})?\}$';
  for t in select * from (values ('Project', 'render_widths'), ('Render', 'widths'),
                                 ('Blueprint', 'widths'), ('Gallery', 'widths')) v(tbl, col) loop
    if not exists (select 1 from pg_constraint
                    where conrelid = format('public.%I', t.tbl)::regclass
                      and conname = t.tbl || '_' || t.col || '_map') then
      execute format(
        'alter table public.%I add constraint %I check (%I is null or (octet_length(%I::text) <= 20000 and %I::text ~ %L))',
        t.tbl, t.tbl || '_' || t.col || '_map', t.col, t.col, t.col, map_rule);
    end if;
  end loop;
end
$$;
