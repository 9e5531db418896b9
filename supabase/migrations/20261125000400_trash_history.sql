-- Issue 29: nothing the studio deletes by mistake is lost.
--
-- 1. The trash. Project, Render, Blueprint, Gallery and Client carry `deleted_at`: a trashed row
--    stays in its table with its deletion time, and the read policies hide it from visitors and
--    from signed-in non-administrators (DESIGN.md: "soft delete is a policy, not a filter"), so
--    the site, the served heads, the sitemap, the prerender and the API stop showing it at once.
--    Administrators still read it (the panel's 'Papelera'). Trashing a project trashes its live
--    renders and blueprints with the same time; restoring it brings back exactly those.
--    A trashed row leaves its order (the others close ranks) but keeps its `position`; restored,
--    it goes back to that place. A trashed project frees its address; restoring it while another
--    project has taken that address fails (23505) and restores nothing.
-- 2. The purge. Rows trashed more than 30 days ago are deleted by private.purge_trash(), which
--    queues the files they used in public."PurgedFile"; whoever can reach Storage removes them
--    (the embedded backend's scheduler right after; on a hosted project the panel, which also
--    purges at sign-in when pg_cron is not there). On a hosted project with Supabase Cron
--    (pg_cron) enabled the purge is scheduled daily below; without it the panel's sign-in does it.
-- 3. The studio settings' history: every change of public."Studio" keeps the previous document
--    in public."StudioVersion" (the newest 50 are kept), with its time and author. A file a kept
--    version names stays; the files of a version that falls off go to the purge's queue.
--
-- Re-runnable like every file since 20261124000100: guarded blocks, `if not exists`,
-- `drop policy if exists` + `create policy`, `create or replace`.

------------------------------------------------------------------------------------------------
-- 1. Deletion time and the read policies.
alter table public."Project" add column if not exists deleted_at timestamptz;
alter table public."Render" add column if not exists deleted_at timestamptz;
alter table public."Blueprint" add column if not exists deleted_at timestamptz;
alter table public."Gallery" add column if not exists deleted_at timestamptz;
alter table public."Client" add column if not exists deleted_at timestamptz;

do $$
declare
  t text;
begin
  foreach t in array array['Project', 'Client', 'Gallery', 'Render', 'Blueprint'] loop
    -- 20261124000100's read policy let everyone read every row; it is replaced by the two below.
    execute format('drop policy if exists %I on public.%I', t || ': read by anyone', t);
    execute format('drop policy if exists %I on public.%I', t || ': read unless trashed', t);
    execute format('create policy %I on public.%I for select to anon, authenticated using (deleted_at is null)',
      t || ': read unless trashed', t);
    execute format('drop policy if exists %I on public.%I', t || ': trash read by administrators', t);
    execute format('create policy %I on public.%I for select to authenticated using (deleted_at is not null and (select private.is_admin()))',
      t || ': trash read by administrators', t);
    execute format('create index if not exists %I on public.%I (deleted_at) where deleted_at is not null',
      t || '_trashed', t);
  end loop;
end $$;

-- The trash time is the database's, not the browser's clock: the 30 days count from the server.
create or replace function private.stamp_trash_time()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.deleted_at is not null and old.deleted_at is null then
    new.deleted_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_trash_time() from public;
grant execute on function private.stamp_trash_time() to anon, authenticated, service_role;

-- A project goes to the trash with its renders and blueprints, and comes back with the ones that
-- went with it (not those trashed on their own before).
create or replace function private.trash_with_project()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.deleted_at is not null then
    update public."Render" set deleted_at = new.deleted_at where id_project = new.id and deleted_at is null;
    update public."Blueprint" set deleted_at = new.deleted_at where id_project = new.id and deleted_at is null;
  else
    update public."Render" set deleted_at = null where id_project = new.id and deleted_at = old.deleted_at;
    update public."Blueprint" set deleted_at = null where id_project = new.id and deleted_at = old.deleted_at;
  end if;
  return null;
end;
$$;
revoke all on function private.trash_with_project() from public;
grant execute on function private.trash_with_project() to anon, authenticated, service_role;

do $$
declare
  t text;
begin
  foreach t in array array['Project', 'Client', 'Gallery', 'Render', 'Blueprint'] loop
    execute format('create or replace trigger stamp_trash_time before update on public.%I
                      for each row when (new.deleted_at is distinct from old.deleted_at)
                      execute function private.stamp_trash_time()', t);
  end loop;
end $$;
create or replace trigger trash_with_project after update on public."Project"
  for each row when (new.deleted_at is distinct from old.deleted_at)
  execute function private.trash_with_project();

------------------------------------------------------------------------------------------------
-- 2. Addresses: a trashed project does not hold its address. The key is the decoded address of
-- 20261125000200 (private.project_address_key), so a page is still one project whatever its
-- characters; only projects not in the trash count. Pasting 000300 or 000200 again keeps this
-- index (000300 creates one only when none exists; 000200 replaces only one not on the key).
do $$
begin
  if exists (select 1 from pg_indexes where schemaname = 'public' and indexname = 'Project_address_key'
              and (indexdef not ilike '%where%' or indexdef not like '%project_address_key(%')) then
    drop index public."Project_address_key";
  end if;
end $$;
create unique index if not exists "Project_address_key"
  on public."Project" (private.project_address_key(title || '-' || subtitle))
  where deleted_at is null;

------------------------------------------------------------------------------------------------
-- 3. Order (20261124000300) among the rows that are not trashed. The unique constraints become
--    exclusion constraints of the same names over live rows only (still checked at commit), so a
--    trashed row can keep the position it had while the others close ranks over it.
do $$
declare
  c record;
begin
  for c in select * from (values ('Project', 'Project_position_key', 'position with ='),
                                 ('Render', 'Render_position_key', 'id_project with =, position with ='),
                                 ('Blueprint', 'Blueprint_position_key', 'id_project with =, position with ='))
                        v(tbl, name, cols)
  loop
    if exists (select 1 from pg_constraint where conname = c.name
                and conrelid = format('public.%I', c.tbl)::regclass and contype <> 'x') then
      execute format('alter table public.%I drop constraint %I', c.tbl, c.name);
    end if;
    if not exists (select 1 from pg_constraint where conname = c.name
                    and conrelid = format('public.%I', c.tbl)::regclass) then
      execute format('alter table public.%I add constraint %I exclude using btree (%s)
                        where (deleted_at is null) deferrable initially deferred', c.tbl, c.name, c.cols);
    end if;
  end loop;
end $$;

-- 20261124000300's function with every count and shift limited to live rows. Trashing or
-- restoring a row does not move anything here: reorder_after_trash() renumbers once per statement.
create or replace function private.place_in_order()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  -- Renders and blueprints are ordered per project; projects among all projects.
  grp bigint := (to_jsonb(new) ->> 'id_project')::bigint;
  old_grp bigint;
  scope text := case when tg_table_name = 'Project' then 'deleted_at is null'
                     else 'id_project = $1 and deleted_at is null' end;
  total int;
begin
  if pg_trigger_depth() > 1 then
    return new;
  end if;
  -- A trashed row (inserted by a restore or `push`, or being trashed) takes no place in the order.
  if new.deleted_at is not null then
    if new.position is null then
      execute format('select count(*)::int + 1 from public.%I where %s', tg_table_name, scope)
        into new.position using grp;
    end if;
    return new;
  end if;
  if tg_op = 'UPDATE' then
    if old.deleted_at is not null then
      return new; -- being restored: reorder_after_trash() puts it back at its position
    end if;
    old_grp := (to_jsonb(old) ->> 'id_project')::bigint;
    if grp is distinct from old_grp then
      -- Moved to another project: close the gap it leaves, then place it there like an insert.
      execute format('update public.%I set position = position - 1
                       where id_project = $1 and deleted_at is null and position > $2',
                     tg_table_name) using old_grp, old.position;
    elsif new.position is not distinct from old.position then
      return new;
    else
      execute format('select count(*)::int from public.%I where %s', tg_table_name, scope) into total using grp;
      new.position := least(greatest(coalesce(new.position, old.position), 1), total);
      if new.position < old.position then
        execute format('update public.%I set position = position + 1 where %s and position >= $2 and position < $3',
                       tg_table_name, scope) using grp, new.position, old.position;
      elsif new.position > old.position then
        execute format('update public.%I set position = position - 1 where %s and position > $2 and position <= $3',
                       tg_table_name, scope) using grp, old.position, new.position;
      end if;
      return new;
    end if;
  end if;
  -- An insert, or an update that moved the row into another project's list.
  execute format('select count(*)::int from public.%I where %s and id <> $2', tg_table_name, scope)
    into total using grp, new.id;
  if new.position is null or new.position > total then
    new.position := total + 1;
  else
    new.position := greatest(new.position, 1);
    execute format('update public.%I set position = position + 1 where %s and position >= $2 and id <> $3',
                   tg_table_name, scope) using grp, new.position, new.id;
  end if;
  return new;
end;
$$;

-- After a delete the live rows close ranks (trashed rows keep the place they will return to).
create or replace function private.close_order_gaps()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  execute format(
    'update public.%1$I t set position = o.rn
       from (select id, row_number() over (%2$s order by position, id)::int as rn
               from public.%1$I where deleted_at is null) o
      where t.id = o.id and t.position <> o.rn',
    tg_table_name, case when tg_table_name = 'Project' then '' else 'partition by id_project' end);
  return null;
end;
$$;

-- After a statement that trashed or restored rows: the live rows are numbered 1…n again, by
-- position; a restored row comes before the row that took its position meanwhile, so it is back
-- exactly where it was (or last, if the list got shorter).
create or replace function private.reorder_after_trash()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  restored bigint[];
begin
  if not exists (select 1 from changed_new n join changed_old o on o.id = n.id
                  where n.deleted_at is distinct from o.deleted_at) then
    return null;
  end if;
  select coalesce(array_agg(n.id), '{}') into restored
    from changed_new n join changed_old o on o.id = n.id
   where o.deleted_at is not null and n.deleted_at is null;
  execute format(
    'update public.%1$I t set position = o.rn
       from (select id, row_number() over (%2$s order by position, (id = any($1)) desc, id)::int as rn
               from public.%1$I where deleted_at is null) o
      where t.id = o.id and t.position <> o.rn',
    tg_table_name, case when tg_table_name = 'Project' then '' else 'partition by id_project' end)
    using restored;
  return null;
end;
$$;
revoke all on function private.reorder_after_trash() from public;
grant execute on function private.reorder_after_trash() to anon, authenticated, service_role;

create or replace trigger reorder_after_trash after update on public."Project"
  referencing old table as changed_old new table as changed_new
  for each statement execute function private.reorder_after_trash();
create or replace trigger reorder_after_trash after update on public."Render"
  referencing old table as changed_old new table as changed_new
  for each statement execute function private.reorder_after_trash();
create or replace trigger reorder_after_trash after update on public."Blueprint"
  referencing old table as changed_old new table as changed_new
  for each statement execute function private.reorder_after_trash();

------------------------------------------------------------------------------------------------
-- 4. The purge. Files of purged rows wait in public."PurgedFile" until something that can reach
--    Storage removes them (a file still named by a row or a kept settings version is kept).
create table if not exists public."PurgedFile" (
  url text primary key,
  purged_at timestamptz not null default now()
);
alter table public."PurgedFile" enable row level security;
revoke all on table public."PurgedFile" from anon, authenticated, service_role;
grant select, delete on table public."PurgedFile" to authenticated;
grant select, insert, update, delete on table public."PurgedFile" to service_role;
drop policy if exists "PurgedFile: read by administrators" on public."PurgedFile";
create policy "PurgedFile: read by administrators" on public."PurgedFile" for select to authenticated
  using ((select private.is_admin()));
drop policy if exists "PurgedFile: delete by administrators" on public."PurgedFile";
create policy "PurgedFile: delete by administrators" on public."PurgedFile" for delete to authenticated
  using ((select private.is_admin()));
create or replace trigger refuse_non_admin_change before insert or update or delete on public."PurgedFile"
  for each statement execute function private.refuse_non_admin_change();

-- Deletes what has been in the trash longer than `keep` (rows first) and queues its files.
-- Security definer: pg_cron and the embedded scheduler run it as the owner; the API roles
-- cannot call it.
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

-- Supabase Cron: only where the pg_cron extension is enabled (Integrations → Cron). A job of the
-- same name is replaced, so running this again schedules it once.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $job$select cron.schedule('estudio-purge-trash', '17 3 * * *', 'select private.purge_trash()')$job$;
  end if;
end $$;

------------------------------------------------------------------------------------------------
-- 5. History of the studio settings.
create table if not exists public."StudioVersion" (
  -- By default, not always: a restored backup brings its versions with their ids.
  id bigint generated by default as identity primary key,
  settings jsonb not null check (jsonb_typeof(settings) = 'object'),
  saved_at timestamptz not null default now(),
  -- Who saved the document this version replaced (the author of `settings`).
  author_email text
);
alter table public."StudioVersion" enable row level security;
revoke all on table public."StudioVersion" from anon, authenticated, service_role;
grant select on table public."StudioVersion" to authenticated;
grant select, insert, update, delete on table public."StudioVersion" to service_role;
drop policy if exists "StudioVersion: read by administrators" on public."StudioVersion";
create policy "StudioVersion: read by administrators" on public."StudioVersion" for select to authenticated
  using ((select private.is_admin()));
create or replace trigger refuse_non_admin_change before insert or update or delete on public."StudioVersion"
  for each statement execute function private.refuse_non_admin_change();

-- Who saved the current document: kept beside it so its version can name its author.
alter table public."Studio" add column if not exists saved_by text;
alter table public."Studio" add column if not exists saved_at timestamptz;

-- Every change of the settings keeps the document it replaces; the newest 50 versions stay.
create or replace function private.keep_studio_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
begin
  -- Only a save through the API is stamped and versioned; a restore (as the owner, no claims)
  -- writes the rows the backup had.
  if claims is null then
    return new;
  end if;
  new.saved_at := now();
  new.saved_by := claims ->> 'email';
  if tg_op = 'UPDATE' and new.settings is distinct from old.settings then
    insert into public."StudioVersion" (settings, saved_at, author_email)
    values (old.settings, coalesce(old.saved_at, now()), old.saved_by);
    -- The versions that fall off the end leave their files to the purge's queue; a file the
    -- current settings or a kept version still name is kept when the queue is emptied.
    with dropped as (
      delete from public."StudioVersion"
       where id not in (select id from public."StudioVersion" order by id desc limit 50)
      returning settings
    )
    insert into public."PurgedFile" (url)
    select distinct v #>> '{}' from dropped, jsonb_path_query(dropped.settings, 'strict $.**') v
     where jsonb_typeof(v) = 'string' and (v #>> '{}') like '%/storage/v1/object/public/Gallery/%'
    on conflict (url) do nothing;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_studio_version() from public;
grant execute on function private.keep_studio_version() to authenticated, service_role;
create or replace trigger keep_studio_version before insert or update on public."Studio"
  for each row execute function private.keep_studio_version();

------------------------------------------------------------------------------------------------
-- The second step of 20261125000300 guards every table the administrators' trigger guards: the
-- tables above too (the same loop as there, so pasting either file again changes nothing).
do $$
declare
  target record;
begin
  if to_regprocedure('private.refuse_without_second_step()') is null then
    return;
  end if;
  for target in
    select tg.tgrelid::regclass::text as rel
    from pg_trigger tg
    where tg.tgname = 'refuse_non_admin_change' and not tg.tgisinternal
  loop
    execute format(
      'create or replace trigger refuse_without_second_step before insert or update or delete on %s '
      'for each statement execute function private.refuse_without_second_step()',
      target.rel
    );
  end loop;
end
$$;
