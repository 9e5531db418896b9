-- A focal point per image: what the studio wants kept in view wherever the site crops the image
-- to fill a frame (the home slider on a phone shows about a third of a 3:2 render's width). Two
-- numbers from 0 (left / top) to 1 (right / bottom) beside the image's URL; null means the centre,
-- which is what every crop did before, so rows stored earlier look exactly as they did.
--
--   Project.render_focus_x, render_focus_y          the cover's point
--   Render/Blueprint/Gallery.focus_x, focus_y        each image's point
--   Studio.settings (JSON, no column)                founders[i].focus and reel.posterFocus,
--                                                    read by studioSettings() (src/lib/studio-settings.ts)
--
-- Both numbers or neither: a point with one coordinate is not a point, so a check keeps the pair
-- together. Each lies in [0, 1]. The check is wrapped in coalesce(…, false): with one number null
-- the comparison is null, which a check constraint would let through.
--
-- Re-runnable: columns `if not exists`, constraints added inside a guarded `do` block. No new
-- table, so the table-wide grants of 20261123000100_data_api_grants.sql (hence on these columns
-- too), RLS and the administrators' write trigger keep deciding who writes; backup/restore, push
-- and the trash copy or keep whole rows, so the point travels with its image.

alter table public."Project" add column if not exists render_focus_x real;
alter table public."Project" add column if not exists render_focus_y real;
alter table public."Render" add column if not exists focus_x real;
alter table public."Render" add column if not exists focus_y real;
alter table public."Blueprint" add column if not exists focus_x real;
alter table public."Blueprint" add column if not exists focus_y real;
alter table public."Gallery" add column if not exists focus_x real;
alter table public."Gallery" add column if not exists focus_y real;

do $$
declare
  t record;
begin
  for t in select * from (values ('Project', 'render_focus_x', 'render_focus_y', 'Project_render_focus'),
                                 ('Render', 'focus_x', 'focus_y', 'Render_focus'),
                                 ('Blueprint', 'focus_x', 'focus_y', 'Blueprint_focus'),
                                 ('Gallery', 'focus_x', 'focus_y', 'Gallery_focus')) v(tbl, x, y, name)
  loop
    if not exists (select 1 from pg_constraint
                    where conrelid = format('public.%I', t.tbl)::regclass and conname = t.name) then
      execute format(
        'alter table public.%I add constraint %I check ('
        || 'coalesce((%I is null and %I is null) or (%I between 0 and 1 and %I between 0 and 1), false))',
        t.tbl, t.name, t.x, t.y, t.x, t.y);
    end if;
  end loop;
end
$$;
