-- A project's cover (render) and video are written into every served page's head (preloads, link
-- previews) and into the app's <img>/<video>. The API used to accept any text there, and one value
-- that was not a URL made `/`, its gallery page and the project page answer 500 (issue 23). Only
-- two forms are accepted now: a public URL of the Gallery bucket as the embedded backend stores it
-- (`/storage/v1/object/public/Gallery/...`) or an absolute http(s) URL (what supabase-js's
-- getPublicUrl returns on hosted Supabase), at most 2048 characters, made of the characters
-- RFC 3986 allows in a URL (getPublicUrl percent-encodes everything else). The served head also
-- leaves out any value that is not such a URL (server/http/html-text.ts), for rows written before.
--
-- Re-runnable, and safe on a hosted project that already holds a bad value: each constraint is
-- added `not valid` (new and updated rows are checked, existing ones are not), then validated
-- when every existing row passes. When one does not, the constraint stays unvalidated and a
-- notice says so: fix that row (set it to null or re-upload the file) and run
-- `alter table public."Project" validate constraint "Project_render_url";` (or _video_url).

do $$
declare
  url_rule constant text :=
    '^(https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?'
    || '|/storage/v1/object/public/Gallery/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+)$';
  col text;
begin
  foreach col in array array['render', 'video'] loop
    if not exists (
      select 1 from pg_constraint
      where conrelid = 'public."Project"'::regclass and conname = format('Project_%s_url', col)
    ) then
      execute format(
        'alter table public."Project" add constraint %I check (%I is null or (char_length(%I) <= 2048 and %I ~ %L)) not valid',
        format('Project_%s_url', col), col, col, col, url_rule
      );
    end if;
    begin
      execute format('alter table public."Project" validate constraint %I', format('Project_%s_url', col));
    exception when check_violation then
      raise notice 'Project.% has values that are not URLs; new writes are checked, fix those rows then validate "Project_%_url"', col, col;
    end;
  end loop;
end
$$;
