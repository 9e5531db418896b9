-- Issue 20: one address per project, an order the studio sets, and a description per image.
-- Re-runnable by hand: every statement checks what is already there. No new table, so the grants
-- of 20261123000100_data_api_grants.sql (table-wide, hence also on these columns), RLS and the
-- admin trigger keep deciding who writes; the functions below run as the caller.

------------------------------------------------------------------------------------------------
-- 1. One address per project. The project page is /ProjectsGallery/{title}-{subtitle} and finds
--    its project by every hyphen split of that name, so two projects whose title || '-' ||
--    subtitle are equal ("Torre" + "Norte-Sur" and "Torre-Norte" + "Sur") took each other's page
--    offline. A hosted database may already hold such clashes: the later project (higher id) gets
--    " (2)", " (3)"… after its subtitle, nothing is deleted, and each renaming is reported.
do $$
declare
  clash record;
  n int;
  candidate text;
begin
  for clash in
    select p.id, p.title, p.subtitle from public."Project" p
     where exists (select 1 from public."Project" q
                    where q.id < p.id and q.title || '-' || q.subtitle = p.title || '-' || p.subtitle)
     order by p.id
  loop
    n := 2;
    loop
      candidate := clash.subtitle || ' (' || n || ')';
      exit when not exists (select 1 from public."Project" q
                             where q.title || '-' || q.subtitle = clash.title || '-' || candidate);
      n := n + 1;
    end loop;
    update public."Project" set subtitle = candidate where id = clash.id;
    raise notice 'Project % "%-%" shared its address with an earlier project: its subtitle is now "%"',
      clash.id, clash.title, clash.subtitle, candidate;
  end loop;
end $$;

create unique index if not exists "Project_address_key" on public."Project" ((title || '-' || subtitle));

------------------------------------------------------------------------------------------------
-- 2. Descriptions: the image's words for screen readers and search (alt, og:image:alt). Optional.
alter table public."Project" add column if not exists render_description text;
alter table public."Render" add column if not exists description text;
alter table public."Blueprint" add column if not exists description text;
alter table public."Gallery" add column if not exists description text;

do $$
declare
  t record;
begin
  for t in select * from (values ('Project', 'render_description'), ('Render', 'description'),
                                 ('Blueprint', 'description'), ('Gallery', 'description')) v(tbl, col)
  loop
    if not exists (select 1 from pg_constraint
                    where conrelid = format('public.%I', t.tbl)::regclass
                      and conname = t.tbl || '_' || t.col || '_length') then
      execute format('alter table public.%I add constraint %I check (char_length(%I) <= 300)',
                     t.tbl, t.tbl || '_' || t.col || '_length', t.col);
    end if;
  end loop;
end $$;

------------------------------------------------------------------------------------------------
-- 3. Order. `position` is 1, 2, 3… without gaps: among all projects, and among the renders (and
--    the blueprints) of each project. Existing rows keep today's order (by id).
alter table public."Project" add column if not exists position integer;
alter table public."Render" add column if not exists position integer;
alter table public."Blueprint" add column if not exists position integer;

update public."Project" t set position = o.rn
  from (select id, row_number() over (order by id) as rn from public."Project") o
 where t.id = o.id and t.position is null;
update public."Render" t set position = o.rn
  from (select id, row_number() over (partition by id_project order by id) as rn from public."Render") o
 where t.id = o.id and t.position is null;
update public."Blueprint" t set position = o.rn
  from (select id, row_number() over (partition by id_project order by id) as rn from public."Blueprint") o
 where t.id = o.id and t.position is null;

alter table public."Project" alter column position set not null;
alter table public."Render" alter column position set not null;
alter table public."Blueprint" alter column position set not null;

-- Unique, checked at commit: a move shifts its neighbours one by one, so positions repeat for an
-- instant inside the statement. This is the net under the triggers below: a write that would
-- leave two rows at one position fails as a whole (23505).
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'Project_position_key'
                  and conrelid = 'public."Project"'::regclass) then
    alter table public."Project" add constraint "Project_position_key" unique (position)
      deferrable initially deferred;
  end if;
  if not exists (select 1 from pg_constraint where conname = 'Render_position_key'
                  and conrelid = 'public."Render"'::regclass) then
    alter table public."Render" add constraint "Render_position_key" unique (id_project, position)
      deferrable initially deferred;
  end if;
  if not exists (select 1 from pg_constraint where conname = 'Blueprint_position_key'
                  and conrelid = 'public."Blueprint"'::regclass) then
    alter table public."Blueprint" add constraint "Blueprint_position_key" unique (id_project, position)
      deferrable initially deferred;
  end if;
end $$;

-- Writes that touch an order wait for each other (per table), so two tabs moving items at the
-- same time are applied one after the other, each on the other's result. Taken before the
-- statement looks at any row: taken later, two moves holding one row lock each would deadlock.
create or replace function private.serialize_order_writes()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('estudio.order.' || tg_table_name));
  return null;
end;
$$;
revoke all on function private.serialize_order_writes() from public;
grant execute on function private.serialize_order_writes() to anon, authenticated, service_role;

-- Places a row in its order, which is all the app and `push` have to say: an insert without a
-- position goes last, one with a position goes there; an update of `position` moves the row there
-- (clamped to the list) and shifts the rows in between by one. The shifts are updates of this
-- same table and come back here: pg_trigger_depth() lets them through untouched.
-- Issue 29 (20261125000400) redefines this function to leave trashed rows out of the order;
-- pasted again after it, this file keeps that definition.
do $guard$
begin
  if not exists (select 1 from pg_attribute where attrelid = 'public."Project"'::regclass
                  and attname = 'deleted_at' and not attisdropped) then
    execute $fn$
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
  scope text := case when tg_table_name = 'Project' then 'true' else 'id_project = $1' end;
  total int;
begin
  if pg_trigger_depth() > 1 then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    old_grp := (to_jsonb(old) ->> 'id_project')::bigint;
    if grp is distinct from old_grp then
      -- Moved to another project: close the gap it leaves, then place it there like an insert.
      execute format('update public.%I set position = position - 1 where id_project = $1 and position > $2',
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
    $fn$;
  end if;
end $guard$;
revoke all on function private.place_in_order() from public;
grant execute on function private.place_in_order() to anon, authenticated, service_role;

-- After a delete (one row, several, or a project's renders by cascade) the rest close ranks.
-- Issue 29 (20261125000400) redefines this function to leave trashed rows out of the order;
-- pasted again after it, this file keeps that definition.
do $guard$
begin
  if not exists (select 1 from pg_attribute where attrelid = 'public."Project"'::regclass
                  and attname = 'deleted_at' and not attisdropped) then
    execute $fn$
create or replace function private.close_order_gaps()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  execute format(
    'update public.%1$I t set position = o.rn
       from (select id, row_number() over (%2$s order by position, id)::int as rn from public.%1$I) o
      where t.id = o.id and t.position <> o.rn',
    tg_table_name, case when tg_table_name = 'Project' then '' else 'partition by id_project' end);
  return null;
end;
$$;
    $fn$;
  end if;
end $guard$;
revoke all on function private.close_order_gaps() from public;
grant execute on function private.close_order_gaps() to anon, authenticated, service_role;

create or replace trigger serialize_order_writes before insert or update or delete on public."Project"
  for each statement execute function private.serialize_order_writes();
create or replace trigger place_in_order before insert or update on public."Project"
  for each row execute function private.place_in_order();
create or replace trigger close_order_gaps after delete on public."Project"
  for each statement execute function private.close_order_gaps();

create or replace trigger serialize_order_writes before insert or update or delete on public."Render"
  for each statement execute function private.serialize_order_writes();
create or replace trigger place_in_order before insert or update on public."Render"
  for each row execute function private.place_in_order();
create or replace trigger close_order_gaps after delete on public."Render"
  for each statement execute function private.close_order_gaps();

create or replace trigger serialize_order_writes before insert or update or delete on public."Blueprint"
  for each statement execute function private.serialize_order_writes();
create or replace trigger place_in_order before insert or update on public."Blueprint"
  for each row execute function private.place_in_order();
create or replace trigger close_order_gaps after delete on public."Blueprint"
  for each statement execute function private.close_order_gaps();

