-- What each stored video is, so the site hands a browser only a file it can show.
--
-- An iPhone films HEVC (H.265); Chromium on Linux, Firefox and older phones cannot decode it: given
-- such a file they show an empty dark frame where the cover was (only the sound plays) after
-- downloading it whole. The panel reads the video's container and codecs when it is uploaded (it
-- opens the file anyway, to strip the camera's position and device tags and to make the phone
-- version) and records them here as a MIME type with codecs, the form a browser answers about
-- (`HTMLMediaElement.canPlayType`, `<source type>`):
--
--   Project.video_type         the original's, e.g. video/mp4; codecs="hvc1.1.6.L153.B0, mp4a.40.2"
--   Project.video_phone_type   the phone version's, e.g. video/mp4; codecs="avc1.64001f, mp4a.40.2"
--
-- Null: a video recorded before this change; the site then offers it as before, and 'Optimizar
-- medios' lists it to be read (and rewritten without position tags).
--
-- Re-runnable: columns `if not exists`, constraints added inside a guarded `do` block. No new
-- table, so the table-wide grants of 20261123000100_data_api_grants.sql (hence on these columns
-- too), RLS and the administrators' write trigger keep deciding who writes, and
-- backup/restore/push, which copy whole rows, carry the columns as they are.

alter table public."Project" add column if not exists video_type text;
alter table public."Project" add column if not exists video_phone_type text;

-- A video MIME type, optionally with a quoted codecs list of RFC 6381 names: the value goes into
-- the page's <source type> attribute, so no quote, angle bracket or other character beyond those.
do $$
declare
  col text;
begin
  foreach col in array array['video_type', 'video_phone_type'] loop
    if not exists (select 1 from pg_constraint
                    where conrelid = 'public."Project"'::regclass and conname = format('Project_%s_mime', col)) then
      execute format(
        'alter table public."Project" add constraint %I check (%I is null or (char_length(%I) <= 200 and %I ~ %L))',
        format('Project_%s_mime', col), col, col, col,
        '^video/[a-z0-9.+-]{1,40}(; codecs="[A-Za-z0-9.-]{1,40}(, [A-Za-z0-9.-]{1,40}){0,3}")?$');
    end if;
  end loop;
end
$$;
