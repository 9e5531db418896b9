-- Issue 33: the studio's own words in English too. Each Spanish text a visitor reads gets an
-- optional English column beside it; null means "no English: the English page shows the Spanish,
-- marked lang=es". Spanish stays the site: nothing Spanish changes.
--
--   Project.title_en, subtitle_en, description_en, location_en   non-blank when present
--   Project.render_description_en                                at most 300 characters
--   Render/Blueprint/Gallery.description_en                      at most 300 characters
--   Client.testimonial_en                                        non-blank when present
--   Studio.settings (JSON, no column)                            the key `en` (src/lib/studio-english.ts)
--
-- The settings' `en` holds the Spanish keys it localises (contactMessage, footerLead, texts.*,
-- founders[i].role/bio). studioSettings() carries it as stored (so every save keeps it) and
-- studioEnglish() in src/lib/studio-english.ts reads it; that reader comes with the English pages'
-- chunk and the panel, not with the Spanish pages, which are at their 100 KiB budget.
--
-- Every English column is also non-blank when present (the Spanish descriptions allow '', but an
-- empty English text would hide the Spanish one it stands in for: the panel saves a cleared
-- field as null). The Spanish title, subtitle, description, location and testimonial have no
-- length limit, so neither do their English columns.
--
-- The English address, /en/ProjectsGallery/{title_en ?? title}-{subtitle_en ?? subtitle}, names
-- one project among those not in the trash, like the Spanish one (20261125000200's decoded key,
-- 20261125000400's partial index). While no English is written the English key equals the
-- Spanish one, which is already unique, so adding the index cannot fail on existing rows.
--
-- Re-runnable: columns `if not exists`, constraints added inside guarded `do` blocks, the index
-- `if not exists`. No new table, so the table-wide grants of 20261123000100_data_api_grants.sql
-- (hence on these columns too), RLS and the administrators' write trigger keep deciding who
-- writes, and backup/restore/push/doctor, which copy whole rows, carry the columns as they are.

alter table public."Project" add column if not exists title_en text;
alter table public."Project" add column if not exists subtitle_en text;
alter table public."Project" add column if not exists description_en text;
alter table public."Project" add column if not exists location_en text;
alter table public."Project" add column if not exists render_description_en text;
alter table public."Render" add column if not exists description_en text;
alter table public."Blueprint" add column if not exists description_en text;
alter table public."Gallery" add column if not exists description_en text;
alter table public."Client" add column if not exists testimonial_en text;

do $$
declare
  t record;
begin
  for t in select * from (values ('Project', 'title_en', null), ('Project', 'subtitle_en', null),
                                 ('Project', 'description_en', null), ('Project', 'location_en', null),
                                 ('Project', 'render_description_en', 300), ('Render', 'description_en', 300),
                                 ('Blueprint', 'description_en', 300), ('Gallery', 'description_en', 300),
                                 ('Client', 'testimonial_en', null)) v(tbl, col, max_chars)
  loop
    if not exists (select 1 from pg_constraint
                    where conrelid = format('public.%I', t.tbl)::regclass
                      and conname = t.tbl || '_' || t.col || '_text') then
      execute format('alter table public.%I add constraint %I check (%I is null or (btrim(%I) <> ''''%s))',
                     t.tbl, t.tbl || '_' || t.col || '_text', t.col, t.col,
                     case when t.max_chars is null then ''
                          else format(' and char_length(%I) <= %s', t.col, t.max_chars) end);
    end if;
  end loop;
end $$;

-- The English address. The index name is what the panel and `push` recognise a clash by.
create unique index if not exists "Project_address_en_key"
  on public."Project" (private.project_address_key(coalesce(title_en, title) || '-' || coalesce(subtitle_en, subtitle)))
  where deleted_at is null;
