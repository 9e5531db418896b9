-- Advisor-clean reads: the visit counter behind schema private, one read policy per role and
-- action, and a password alone reads nothing private.
--
-- 1. The visit counter (20261125000500) runs with its owner's rights, as it must (visitors add to
--    counts they cannot read): that part now lives in schema `private`, which the Data API does
--    not expose, and public.count_visit is a `security invoker` wrapper with the same arguments
--    and result, the pattern Supabase's advisors ask for.
-- 2. One permissive policy per role and action: the two SELECT policies for `authenticated` on the
--    content tables ("read unless trashed" + "trash read by administrators", 20261125000400)
--    become one. Visitors keep "read unless trashed" (still so named: 20261124000100 pasted again
--    looks for that name before bringing back its own read policy).
-- 3. With a verified second factor, a session that proved only the password (aal1) reads no
--    statistics, settings history, trash or purged files: a stolen password shows the thief
--    nothing the public site does not.
--
-- Re-runnable like every file since 20261124000100. Pasting 20261125000400 or 000500 again brings
-- back their earlier function and policies: paste this file after them.

------------------------------------------------------------------------------------------------
-- Who may see what is private: an administrator that, when it has a second factor, proved it.
create or replace function private.is_admin_past_second_step()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(private.is_admin(), false) and not coalesce(private.second_step_missing(), false)
$$;
revoke all on function private.is_admin_past_second_step() from public, anon, service_role;
grant execute on function private.is_admin_past_second_step() to authenticated;

------------------------------------------------------------------------------------------------
-- 1. Counts one page view or contact click (the body of 20261125000500, unchanged). Returns
-- whether it was counted; bad input is refused (22023) and changes nothing.
create or replace function private.count_visit(
  kind text,
  page text,
  project bigint default null,
  referrer text default ''
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- A busy studio site sees hundreds of visitors a day; these bound what a flood can store.
  max_seen constant integer := 20000; -- hashes per day
  max_groups constant integer := 1000; -- aggregate rows per day
  today date := (now() at time zone 'utc')::date;
  headers json := nullif(current_setting('request.headers', true), '')::json;
  address text := trim(split_part(headers ->> 'x-forwarded-for', ',', 1));
  agent text := left(headers ->> 'user-agent', 512);
  day_secret text;
  inserted integer;
  usage private.visit_day;
  site text := coalesce(lower(referrer), '');
begin
  if kind is null or kind !~ '^[a-z]{1,20}$' then
    raise exception 'kind must be 1 to 20 lowercase letters' using errcode = '22023';
  end if;
  if page is null or page !~ '^/' or char_length(page) > 200 then
    raise exception 'page must be a path of at most 200 characters' using errcode = '22023';
  end if;
  if char_length(site) > 100 or site !~ '^[a-z0-9.:-]*$' then
    raise exception 'referrer must be a host name of at most 100 characters' using errcode = '22023';
  end if;
  if private.is_robot(agent) or coalesce(address, '') = '' then
    return false;
  end if;
  if project is not null and not exists (select from public."Project" p where p.id = count_visit.project) then
    raise exception 'no such project' using errcode = '22023';
  end if;

  -- A new day: a new secret, and the old day's secret and hashes go.
  select s.secret into day_secret from private.visit_secret s where s.day = today;
  if day_secret is null then
    delete from private.visit_secret where day < today;
    delete from private.visit_seen where day < today;
    delete from private.visit_day where day < today;
    insert into private.visit_secret (day, secret)
      values (today, gen_random_uuid()::text || gen_random_uuid()::text)
      on conflict (day) do nothing;
    select s.secret into day_secret from private.visit_secret s where s.day = today;
  end if;

  insert into private.visit_day (day) values (today) on conflict (day) do nothing;
  select * into usage from private.visit_day d where d.day = today for update;
  if usage.seen >= max_seen then
    return false;
  end if;

  insert into private.visit_seen (day, hash)
    values (today, sha256(convert_to(
      day_secret || chr(31) || address || chr(31) || coalesce(agent, '') || chr(31) || kind || chr(31) || page,
      'UTF8')))
    on conflict do nothing;
  get diagnostics inserted = row_count;
  if inserted = 0 then
    return false;
  end if;
  update private.visit_day d set seen = d.seen + 1 where d.day = today;

  update public."DailyCount" c set count = c.count + 1
    where c.day = today and c.kind = count_visit.kind and c.page = count_visit.page
      and c.project is not distinct from count_visit.project and c.referrer = site;
  if found then
    return true;
  end if;
  if usage.groups >= max_groups then
    return false;
  end if;
  insert into public."DailyCount" (day, kind, page, project, referrer, count)
    values (today, kind, page, project, site, 1);
  update private.visit_day d set groups = d.groups + 1 where d.day = today;
  return true;
end;
$$;
revoke all on function private.count_visit(text, text, bigint, text) from public;
grant execute on function private.count_visit(text, text, bigint, text) to anon, authenticated, service_role;

create or replace function public.count_visit(
  kind text,
  page text,
  project bigint default null,
  referrer text default ''
)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$ select private.count_visit(kind, page, project, referrer) $$;
revoke all on function public.count_visit(text, text, bigint, text) from public;
grant execute on function public.count_visit(text, text, bigint, text) to anon, authenticated, service_role;

------------------------------------------------------------------------------------------------
-- 2. Content tables: visitors read what is not trashed; signed-in accounts too, and
-- administrators past the second step the trash as well, in one policy.
do $$
declare
  t text;
begin
  foreach t in array array['Project', 'Client', 'Gallery', 'Render', 'Blueprint'] loop
    execute format('drop policy if exists %I on public.%I', t || ': trash read by administrators', t);
    execute format('drop policy if exists %I on public.%I', t || ': read unless trashed', t);
    execute format('create policy %I on public.%I for select to anon using (deleted_at is null)',
      t || ': read unless trashed', t);
    execute format('drop policy if exists %I on public.%I', t || ': read unless trashed, trash by administrators', t);
    execute format('create policy %I on public.%I for select to authenticated '
                   'using (deleted_at is null or (select private.is_admin_past_second_step()))',
      t || ': read unless trashed, trash by administrators', t);
  end loop;
end $$;

------------------------------------------------------------------------------------------------
-- 3. What only administrators read, now only past the second step. (Their writes already need
-- it: 20261125000300's trigger.)
drop policy if exists "DailyCount: read by administrators" on public."DailyCount";
create policy "DailyCount: read by administrators" on public."DailyCount" for select to authenticated
  using ((select private.is_admin_past_second_step()));
drop policy if exists "StudioVersion: read by administrators" on public."StudioVersion";
create policy "StudioVersion: read by administrators" on public."StudioVersion" for select to authenticated
  using ((select private.is_admin_past_second_step()));
drop policy if exists "PurgedFile: read by administrators" on public."PurgedFile";
create policy "PurgedFile: read by administrators" on public."PurgedFile" for select to authenticated
  using ((select private.is_admin_past_second_step()));
