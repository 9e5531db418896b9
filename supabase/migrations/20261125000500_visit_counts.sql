-- Counts without identities (issue 32, DESIGN.md "Counts without identities"): the site counts
-- page views and contact clicks through one function the anonymous role may call; only daily
-- aggregates are kept, and only administrators read them. No cookie, no stored address.
--
-- A visitor is told apart for one day by sha256(daily secret ‖ address ‖ user agent ‖ what was
-- counted). The secret lives in schema `private` (not exposed by the API) and is replaced when the
-- day changes; the hashes of a day are deleted with it, so yesterday's visitor cannot be linked to
-- today's. Each first sighting adds one to its aggregate at once (the "fold"), so nothing but the
-- day's hashes is ever kept beyond the aggregate.
--
-- Re-runnable: every statement is guarded or idempotent (20261124000100's patterns).

-- What is kept: one row per day, kind, page, project and referring site.
create table if not exists public."DailyCount" (
  day date not null,
  -- 'view' (a page shown) or the contact link followed: 'chat' or a social network's name.
  kind text not null check (kind ~ '^[a-z]{1,20}$'),
  page text not null check (char_length(page) between 1 and 200),
  -- The project the page shows or the click came from (no foreign key: a deleted project's counts
  -- stay, and backups restore them in any order).
  project bigint,
  -- The referring site's host ('' for none or this site itself).
  referrer text not null default '' check (char_length(referrer) <= 100),
  count integer not null default 0 check (count >= 0),
  constraint "DailyCount_key" unique nulls not distinct (day, kind, page, project, referrer)
);

alter table public."DailyCount" enable row level security;

-- Hosted projects grant the API roles nothing by default; visitors get nothing at all here.
revoke all on table public."DailyCount" from anon, authenticated, service_role;
grant select, delete on table public."DailyCount" to authenticated;
grant select, insert, update, delete on table public."DailyCount" to service_role;

drop policy if exists "DailyCount: read by administrators" on public."DailyCount";
create policy "DailyCount: read by administrators" on public."DailyCount" for select to authenticated
  using ((select private.is_admin()));
drop policy if exists "DailyCount: delete by administrators" on public."DailyCount";
create policy "DailyCount: delete by administrators" on public."DailyCount" for delete to authenticated
  using ((select private.is_admin()));

-- The counter's own tables, in schema private (never exposed over the API). Each with row-level
-- security: the API roles have no grant on them, so RLS only adds a second lock (count_visit runs
-- as their owner, whom RLS does not restrict). Unqualified names in these statements are created
-- in `private`, as in 20261122000200_access_rules.sql.
set search_path = private, public;

-- The day's secret: one row, replaced when the date changes. Never readable over the API.
create table if not exists visit_secret (
  day date primary key,
  secret text not null
);
alter table visit_secret enable row level security;
revoke all on table visit_secret from public, anon, authenticated;

-- The day's hashes: one per visitor, page and kind; deleted when the day changes.
create table if not exists visit_seen (
  day date not null,
  hash bytea not null,
  primary key (day, hash)
);
alter table visit_seen enable row level security;
revoke all on table visit_seen from public, anon, authenticated;

-- How many hashes and aggregate rows the day holds, so the caps cost one row lock, not a count(*).
create table if not exists visit_day (
  day date primary key,
  seen integer not null default 0,
  groups integer not null default 0
);
alter table visit_day enable row level security;
revoke all on table visit_day from public, anon, authenticated;
reset search_path;

-- The crawlers and tools that announce themselves, and headless browsers. One list, here: the
-- served head does not tell crawlers apart (every client gets the same page), so nothing else
-- keeps one. A request without a user agent is not counted either.
create or replace function private.is_robot(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select user_agent is null
    or user_agent = ''
    or user_agent ~* '(bot|crawl|spider|slurp|headless|lighthouse|facebookexternalhit|whatsapp|telegram|preview|embedly|python|curl|wget|go-http|java/|node-fetch|undici|axios|phantomjs|selenium|puppeteer|playwright)'
$$;
revoke all on function private.is_robot(text) from public;

-- Counts one page view or contact click. Returns whether it was counted (false for a repeat of
-- the same visitor, day, page and kind, a robot, or past the day's caps). Bad input is refused
-- (22023) and changes nothing.
create or replace function public.count_visit(
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
revoke all on function public.count_visit(text, text, bigint, text) from public;
grant execute on function public.count_visit(text, text, bigint, text) to anon, authenticated, service_role;

------------------------------------------------------------------------------------------------
-- The second step of 20261125000300: an administrator whose account has a verified factor clears
-- counts only at aal2, like every other write. (count_visit writes as its owner, never refused.)
do $$
begin
  if to_regprocedure('private.refuse_without_second_step()') is not null then
    execute 'create or replace trigger refuse_without_second_step before insert or update or delete '
      'on public."DailyCount" for each statement execute function private.refuse_without_second_step()';
  end if;
end
$$;

