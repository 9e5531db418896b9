-- A project's 3D model. Studios export their buildings as glTF (Rhino, SketchUp, Blender) or IFC
-- (Revit, Archicad); the panel converts an IFC to glTF and optimises every model in the browser
-- (meshopt-compressed geometry, textures at most 2048 px), draws a still image of it (its poster)
-- and stores both in the public bucket, like every other rendition. Visitors open it with "3D" on
-- the project page. One model per project, in the project's own row:
--
--   Project.model                the optimised GLB (the same storage URLs as `render`)
--   Project.model_poster         its poster, a 1920 px image drawn in the panel
--   Project.model_poster_widths  the poster's narrower copies ({"480": url, …}), as render_widths
--   Project.model_size           the stored GLB's bytes (the site says how much "3D" downloads)
--   Project.model_source         what the studio chose: 'glb', 'gltf' or 'ifc'
--
-- All null for a project without a model. The poster, its copies, the size and the source only
-- come with a model; the size is that of a file the bucket takes.
--
-- A replaced or removed model goes to the trash as a replaced cover or video does
-- (public."ReplacedMedia", field 'model'); a project trashed, restored or deleted takes its model
-- with it (the row's own columns). A row that goes for good queues its model's files in
-- public."PurgedFile", by trigger, as the planos' PDFs are: private.purge_trash() stays defined in
-- one place.
--
-- The buckets take the GLB's type, `model/gltf-binary` (RFC 9134 registers it): 'Gallery' serves
-- it, 'Papelera' holds it while it is in the trash (a move checks the type).
--
-- No new table: the table-wide grants of 20261123000100_data_api_grants.sql cover the columns
-- (anyone reads them with the row, administrators write them), RLS and the administrators' write
-- trigger keep deciding; backup/restore, push and the trash carry whole rows.
--
-- Re-runnable: columns `if not exists`, constraints inside a guarded `do` block, the buckets'
-- type added only when missing, `create or replace` for the functions and triggers.

alter table public."Project" add column if not exists model text;
alter table public."Project" add column if not exists model_poster text;
alter table public."Project" add column if not exists model_poster_widths jsonb;
alter table public."Project" add column if not exists model_size bigint;
alter table public."Project" add column if not exists model_source text;

do $$
declare
  url_rule constant text :=
    '^(https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?'
    || '|/storage/v1/object/public/Gallery/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+)$';
  col text;
begin
  foreach col in array array['model', 'model_poster'] loop
    if not exists (select 1 from pg_constraint
                    where conrelid = 'public."Project"'::regclass and conname = format('Project_%s_url', col)) then
      execute format(
        'alter table public."Project" add constraint %I check (%I is null or (char_length(%I) <= 2048 and %I ~ %L))',
        format('Project_%s_url', col), col, col, col, url_rule);
    end if;
  end loop;
  if not exists (select 1 from pg_constraint
                  where conrelid = 'public."Project"'::regclass and conname = 'Project_model_parts') then
    alter table public."Project" add constraint "Project_model_parts" check (
      (model is not null or (model_poster is null and model_poster_widths is null
                             and model_size is null and model_source is null))
      and (model_size is null or model_size between 1 and 1073741824)
      and (model_source is null or model_source in ('glb', 'gltf', 'ifc'))
      and (model_poster_widths is null or jsonb_typeof(model_poster_widths) = 'object'));
  end if;
end
$$;

-- A replaced or removed model is kept in the trash like a replaced cover or video: the field the
-- panel records widens to 'model' (20261127001200 allowed 'render' and 'video').
do $$
declare
  c record;
begin
  for c in select conname, pg_get_constraintdef(oid) as def from pg_constraint
            where conrelid = 'public."ReplacedMedia"'::regclass and contype = 'c'
              and pg_get_constraintdef(oid) like '%field%' loop
    if c.def not like '%model%' then
      execute format('alter table public."ReplacedMedia" drop constraint %I', c.conname);
    end if;
  end loop;
  if not exists (select 1 from pg_constraint
                  where conrelid = 'public."ReplacedMedia"'::regclass and conname = 'ReplacedMedia_field_check') then
    alter table public."ReplacedMedia" add constraint "ReplacedMedia_field_check"
      check (field in ('render', 'video', 'model'));
  end if;
end
$$;

-- The GLB's type in both buckets, once (a bucket without a list already takes any type).
update storage.buckets
   set allowed_mime_types = allowed_mime_types || array['model/gltf-binary']
 where id in ('Gallery', 'Papelera')
   and allowed_mime_types is not null
   and not ('model/gltf-binary' = any (allowed_mime_types));

-- The files a model's values name: the GLB, its poster and the poster's copies.
create or replace function private.model_urls(v jsonb)
returns setof text
language sql
immutable
set search_path = ''
as $$
  select u from (
    select v ->> 'model' as u
    union all select v ->> 'model_poster'
    union all select w.value from jsonb_each_text(
      case when jsonb_typeof(v -> 'model_poster_widths') = 'object' then v -> 'model_poster_widths' else '{}' end) w
  ) f where u is not null
$$;
revoke all on function private.model_urls(jsonb) from public, anon, authenticated;

-- A project or a replaced model deleted for good (the purge, 'Eliminar definitivamente') queues
-- its model's files; whoever empties the queue removes each one no row left names. Security
-- definer: the deleting administrator may not write the queue itself; the function lives in
-- `private`, which the API does not expose, and only the triggers run it.
create or replace function private.queue_project_model()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public."PurgedFile" (url)
  select distinct u from gone, private.model_urls(to_jsonb(gone)) u where gone.model is not null
  on conflict (url) do nothing;
  return null;
end;
$$;
revoke all on function private.queue_project_model() from public, anon, authenticated;
create or replace trigger queue_project_model after delete on public."Project"
  referencing old table as gone
  for each statement execute function private.queue_project_model();

create or replace function private.queue_replaced_model()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public."PurgedFile" (url)
  select distinct u from gone, private.model_urls(gone.columns) u where gone.field = 'model'
  on conflict (url) do nothing;
  return null;
end;
$$;
revoke all on function private.queue_replaced_model() from public, anon, authenticated;
create or replace trigger queue_replaced_model after delete on public."ReplacedMedia"
  referencing old table as gone
  for each statement execute function private.queue_replaced_model();
