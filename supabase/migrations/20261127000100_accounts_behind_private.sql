-- The accounts' functions behind schema private, and a password alone administers nothing.
--
-- 1. Supabase's pattern for functions the Data API exposes (its advisors warn of any `security
--    definer` function in an exposed schema that anon or authenticated may execute): what runs
--    with the owner's rights lives in schema `private`, which the API does not expose; the
--    functions in `public` the panel calls (`rpc`) become `security invoker` wrappers with the same
--    names, arguments and results, so the panel and existing hosted projects keep working. A
--    wrapper only forwards its arguments: every check stays in the private function.
-- 2. With a verified second factor, a session that proved only the password (aal1) neither lists
--    nor ends sessions: a stolen password shows no addresses and cannot sign the owner out.
-- 3. An administrator that still has the one-time password it was given cannot name, remove or
--    list administrators until it sets its own.
--
-- Re-runnable like every file since 20261124000100. Pasting 20261125000300 again brings back its
-- security definer functions in public: paste this file after it.

------------------------------------------------------------------------------------------------
-- A session that has not proved its second factor, refused (42501).
create or replace function private.require_second_step()
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if private.second_step_missing() then
    raise exception 'permission denied: this account signs in with a second step; verify its code first'
      using errcode = '42501', hint = 'Sign in again and enter the code of the authenticator app (aal2).';
  end if;
end;
$$;
revoke all on function private.require_second_step() from public, anon, service_role;
grant execute on function private.require_second_step() to authenticated;

-- 20261125000300's check, and the one-time password on top.
create or replace function private.require_administrator()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(private.is_admin(), false) then
    raise exception 'permission denied: only administrators may manage administrators'
      using errcode = '42501', hint = 'Sign in with an administrator account.';
  end if;
  perform private.require_second_step();
  if private.password_change_pending() then
    raise exception 'permission denied: change the one-time password before managing administrators'
      using errcode = '42501', hint = 'Set a new password (PUT /auth/v1/user), then refresh the session.';
  end if;
end;
$$;
revoke all on function private.require_administrator() from public, anon, service_role;
grant execute on function private.require_administrator() to authenticated;

------------------------------------------------------------------------------------------------
-- 1. Administrators: the bodies of 20261125000300, now in private.
create or replace function private.list_administrators()
returns table (user_id uuid, email text, is_you boolean, two_step boolean, password_change_required boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_administrator();
  return query
    select a.user_id,
           u.email::text,
           a.user_id = (select auth.uid()),
           exists (select 1 from auth.mfa_factors f where f.user_id = a.user_id and f.status = 'verified'),
           coalesce((u.raw_app_meta_data ->> 'password_change_required')::boolean, false)
    from private.administrators a
    join auth.users u on u.id = a.user_id
    order by lower(u.email::text);
end;
$$;
revoke all on function private.list_administrators() from public, anon, service_role;
grant execute on function private.list_administrators() to authenticated;

create or replace function private.add_administrator(target_email text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  perform private.require_administrator();
  select u.id into target from auth.users u
  where lower(u.email::text) = lower(trim(coalesce(target_email, '')));
  if target is null then
    raise exception 'no account has the email %', target_email
      using errcode = '22023', hint = 'Create the account first (hosted: Authentication → Add user).';
  end if;
  insert into private.administrators (user_id) values (target) on conflict do nothing;
  return target;
end;
$$;
revoke all on function private.add_administrator(text) from public, anon, service_role;
grant execute on function private.add_administrator(text) to authenticated;

create or replace function private.remove_administrator(target_user uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_administrator();
  -- Counted under a lock: two administrators removing each other at once wait for each other,
  -- and the second one sees a single administrator left.
  lock table private.administrators in share row exclusive mode;
  if not exists (select 1 from private.administrators a where a.user_id = target_user) then
    raise exception 'that account is not an administrator' using errcode = '22023';
  end if;
  if (select count(*) from private.administrators) <= 1 then
    raise exception 'the last administrator cannot be removed'
      using errcode = '23514', hint = 'Name another administrator first.';
  end if;
  delete from private.administrators a where a.user_id = target_user;
end;
$$;
revoke all on function private.remove_administrator(uuid) from public, anon, service_role;
grant execute on function private.remove_administrator(uuid) to authenticated;

-- The caller's own sessions: their addresses and devices are shown, and ended, only past the
-- second step.
create or replace function private.my_sessions()
returns table (id uuid, created_at timestamptz, last_used_at timestamptz, user_agent text, ip text, aal text, is_current boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_second_step();
  return query
    select s.id,
           s.created_at,
           greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC'),
           s.user_agent,
           host(s.ip),
           s.aal::text,
           s.id::text = coalesce((select auth.jwt()) ->> 'session_id', '')
    from auth.sessions s
    where s.user_id = (select auth.uid())
    order by 3 desc;
end;
$$;
revoke all on function private.my_sessions() from public, anon, service_role;
grant execute on function private.my_sessions() to authenticated;

create or replace function private.end_session(target_session uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'permission denied: sign in first' using errcode = '42501';
  end if;
  perform private.require_second_step();
  delete from auth.sessions s where s.id = target_session and s.user_id = (select auth.uid());
  if not found then
    raise exception 'no such session of this account' using errcode = '22023';
  end if;
end;
$$;
revoke all on function private.end_session(uuid) from public, anon, service_role;
grant execute on function private.end_session(uuid) to authenticated;

-- The wrappers the API exposes: run as the caller, who may execute only the private function
-- behind each one (the same grants as before: authenticated only).
create or replace function public.list_administrators()
returns table (user_id uuid, email text, is_you boolean, two_step boolean, password_change_required boolean)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.list_administrators() $$;
revoke all on function public.list_administrators() from public, anon, service_role;
grant execute on function public.list_administrators() to authenticated;

create or replace function public.add_administrator(target_email text)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$ select private.add_administrator(target_email) $$;
revoke all on function public.add_administrator(text) from public, anon, service_role;
grant execute on function public.add_administrator(text) to authenticated;

create or replace function public.remove_administrator(target_user uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$ select private.remove_administrator(target_user) $$;
revoke all on function public.remove_administrator(uuid) from public, anon, service_role;
grant execute on function public.remove_administrator(uuid) to authenticated;

create or replace function public.my_sessions()
returns table (id uuid, created_at timestamptz, last_used_at timestamptz, user_agent text, ip text, aal text, is_current boolean)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.my_sessions() $$;
revoke all on function public.my_sessions() from public, anon, service_role;
grant execute on function public.my_sessions() to authenticated;

create or replace function public.end_session(target_session uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$ select private.end_session(target_session) $$;
revoke all on function public.end_session(uuid) from public, anon, service_role;
grant execute on function public.end_session(uuid) to authenticated;
