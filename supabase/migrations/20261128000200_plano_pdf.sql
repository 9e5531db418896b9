-- Planos from a PDF. Architects export their planos as PDF: the panel renders each page in the
-- browser (pdf.js) into an image that becomes a plano like any other, and stores the PDF itself
-- beside them so visitors may download it. Each plano made from a PDF records it:
--
--   Blueprint.pdf_url   the stored PDF (the same storage URLs as `url`: the public bucket's path
--                       or an absolute URL), shared by every plano made from that PDF
--   Blueprint.pdf_page  which page of it this plano is (1 = the first)
--   Blueprint.pdf_size  its size in bytes, shown beside the site's 'Descargar PDF' link
--
-- All three null for a plano uploaded as an image, as every plano stored before. The page and the
-- size only come with a URL; a page is at least 1 and a size more than 0.
--
-- The buckets take PDFs: 'Gallery' (where the PDF is served from, with its own type
-- `application/pdf`; the size limit stays the bucket's 1 GiB) and 'Papelera' (where it waits while
-- every plano naming it is in the trash; files arrive there by a move, which checks the type).
--
-- A plano that goes for good (deleted, purged, its project deleted) queues its PDF in
-- public."PurgedFile" as the purge does its images: whoever empties the queue removes the file
-- unless a row left still names it (the other pages of the same PDF), as for every other file.
-- A trigger rather than another copy of private.purge_trash(): that function belongs to the
-- trash's migrations, and each table's files are queued whoever deletes the row.
--
-- No new table: the table-wide grants of 20261123000100_data_api_grants.sql cover the columns
-- (anyone reads them with the row, administrators write them), RLS and the administrators' write
-- trigger keep deciding; backup/restore, push and the trash carry whole rows.
--
-- Re-runnable: columns `if not exists`, constraints inside a guarded `do` block, the buckets'
-- types added only when missing, `create or replace` for the function and the trigger.

alter table public."Blueprint" add column if not exists pdf_url text;
alter table public."Blueprint" add column if not exists pdf_page integer;
alter table public."Blueprint" add column if not exists pdf_size bigint;

do $$
declare
  url_rule constant text :=
    '^(https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?'
    || '|/storage/v1/object/public/Gallery/[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+)$';
begin
  if not exists (select 1 from pg_constraint
                  where conrelid = 'public."Blueprint"'::regclass and conname = 'Blueprint_pdf_url') then
    execute format(
      'alter table public."Blueprint" add constraint "Blueprint_pdf_url" check '
      || '(pdf_url is null or (char_length(pdf_url) <= 2048 and pdf_url ~ %L))', url_rule);
  end if;
  if not exists (select 1 from pg_constraint
                  where conrelid = 'public."Blueprint"'::regclass and conname = 'Blueprint_pdf_page') then
    alter table public."Blueprint" add constraint "Blueprint_pdf_page" check (
      (pdf_url is not null or (pdf_page is null and pdf_size is null))
      and (pdf_page is null or pdf_page between 1 and 100000)
      and (pdf_size is null or pdf_size > 0));
  end if;
end
$$;

-- The PDF's type in both buckets, once (a bucket without a list already takes any type).
update storage.buckets
   set allowed_mime_types = allowed_mime_types || array['application/pdf']
 where id in ('Gallery', 'Papelera')
   and allowed_mime_types is not null
   and not ('application/pdf' = any (allowed_mime_types));

-- Security definer: the queue is written only by the database (administrators may read and
-- empty it, never add to it). In schema private, which the API does not expose.
create or replace function private.queue_blueprint_pdfs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public."PurgedFile" (url)
  select distinct pdf_url from gone where pdf_url is not null
  on conflict (url) do nothing;
  return null;
end;
$$;
revoke all on function private.queue_blueprint_pdfs() from public;
grant execute on function private.queue_blueprint_pdfs() to authenticated, service_role;
create or replace trigger queue_blueprint_pdfs after delete on public."Blueprint"
  referencing old table as gone
  for each statement execute function private.queue_blueprint_pdfs();
