-- The panel's doors in the studio's hands (issue 30): administrators named and removed from the
-- panel, the second sign-in step enforced by the database, and each account's own sessions.
--
-- Everything here runs again on a database that already has it (`create or replace`, guarded
-- `do` blocks) and grants nothing to a platform role. Every function is SECURITY DEFINER with an
-- empty search_path, callable by `authenticated` only (hosted projects may grant new functions to
-- anon and service_role by default: revoked explicitly), and checks its caller itself:
--
-- * list_administrators / add_administrator / remove_administrator: only an administrator
--   (private.is_admin()), and at aal2 once that administrator has a verified second factor.
--   The last administrator is never removed (the table is locked while counting, so two
--   administrators removing each other at once cannot both succeed).
-- * my_sessions / end_session: the caller's own sessions only (auth.sessions, where Supabase Auth
--   keeps user_agent, ip and refreshed_at).
--
-- Second step: once an account has a verified factor in auth.mfa_factors, its writes need an
-- access token at `aal2` (the claim Supabase Auth sets after `mfa.verify`). A statement trigger
-- beside each `refuse_non_admin_change` trigger refuses them with 42501, so a stolen password
-- alone changes nothing. The same trigger refuses writes from a token whose app_metadata still
-- says `password_change_required` (an account the embedded backend created with a one-time
-- password: server/auth/account-admin.ts).

-- What the caller's token lacks ---------------------------------------------------------------------
create or replace function private.second_step_missing()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', 'aal1') <> 'aal2'
    and exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
$$;
revoke all on function private.second_step_missing() from public, anon, service_role;
grant execute on function private.second_step_missing() to authenticated;

create or replace function private.password_change_pending()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(((select auth.jwt()) -> 'app_metadata' ->> 'password_change_required')::boolean, false)
$$;
revoke all on function private.password_change_pending() from public, anon, service_role;
grant execute on function private.password_change_pending() to authenticated;

create or replace function private.refuse_without_second_step()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Nested on purpose (as in 20261124000100): other roles, e.g. Supabase Storage's own, never
  -- prepare the calls into schema private.
  if current_user = 'authenticated' then
    if private.second_step_missing() then
      raise exception 'permission denied: this account signs in with a second step; verify its code before changing %', tg_table_name
        using errcode = '42501', hint = 'Sign in again and enter the code of the authenticator app (aal2).';
    end if;
    if private.password_change_pending() then
      raise exception 'permission denied: change the one-time password before changing %', tg_table_name
        using errcode = '42501', hint = 'Set a new password (PUT /auth/v1/user), then refresh the session.';
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.refuse_without_second_step() from public;
grant execute on function private.refuse_without_second_step() to authenticated;

-- Beside every table the administrators' write trigger guards (the content tables, the studio's
-- settings, storage.objects), whichever migrations created them.
do $$
declare
  target record;
begin
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

-- Administrators ------------------------------------------------------------------------------------
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
  if private.second_step_missing() then
    raise exception 'permission denied: this account signs in with a second step; verify its code first'
      using errcode = '42501', hint = 'Sign in again and enter the code of the authenticator app (aal2).';
  end if;
end;
$$;
revoke all on function private.require_administrator() from public, anon, service_role;
grant execute on function private.require_administrator() to authenticated;

create or replace function public.list_administrators()
returns table (
  user_id uuid,
  email text,
  is_you boolean,
  two_step boolean,
  password_change_required boolean
)
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
revoke all on function public.list_administrators() from public, anon, service_role;
grant execute on function public.list_administrators() to authenticated;

-- Names an existing account an administrator (hosted: accounts are created in the dashboard;
-- embedded: server/auth/account-admin.ts creates the account first, in the same transaction).
create or replace function public.add_administrator(target_email text)
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
revoke all on function public.add_administrator(text) from public, anon, service_role;
grant execute on function public.add_administrator(text) to authenticated;

create or replace function public.remove_administrator(target_user uuid)
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
revoke all on function public.remove_administrator(uuid) from public, anon, service_role;
grant execute on function public.remove_administrator(uuid) to authenticated;

-- The caller's own sessions ---------------------------------------------------------------------------
create or replace function public.my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  last_used_at timestamptz,
  user_agent text,
  ip text,
  aal text,
  is_current boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id,
         s.created_at,
         greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC'),
         s.user_agent,
         host(s.ip),
         s.aal::text,
         s.id::text = coalesce((select auth.jwt()) ->> 'session_id', '')
  from auth.sessions s
  where s.user_id = (select auth.uid())
  order by 3 desc
$$;
revoke all on function public.my_sessions() from public, anon, service_role;
grant execute on function public.my_sessions() to authenticated;

-- Ends one of the caller's sessions: its refresh tokens go with it (on delete cascade), so it
-- cannot renew its access token, and the embedded backend refuses that token's writes at once.
create or replace function public.end_session(target_session uuid)
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
  delete from auth.sessions s where s.id = target_session and s.user_id = (select auth.uid());
  if not found then
    raise exception 'no such session of this account' using errcode = '22023';
  end if;
end;
$$;
revoke all on function public.end_session(uuid) from public, anon, service_role;
grant execute on function public.end_session(uuid) to authenticated;
