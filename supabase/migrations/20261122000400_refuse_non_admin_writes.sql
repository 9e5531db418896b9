-- Row-level security alone makes an UPDATE or DELETE by a signed-in non-administrator match no
-- row and "succeed" with nothing changed, so the panel could not tell the user that the write was
-- refused. This statement-level check refuses such writes outright with 42501 (HTTP 403), before
-- any row is looked at. It only concerns the API roles; the dashboard, migrations and the
-- service role are not affected.
create or replace function private.refuse_non_admin_write()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not private.is_admin() then
    raise exception 'permission denied: only administrators may change %', tg_table_name
      using errcode = '42501', hint = 'Sign in with an administrator account.';
  end if;
  return null;
end;
$$;
revoke all on function private.refuse_non_admin_write() from public;
grant execute on function private.refuse_non_admin_write() to anon, authenticated;

create trigger refuse_non_admin_write before insert or update or delete on public."Project"
  for each statement execute function private.refuse_non_admin_write();
create trigger refuse_non_admin_write before insert or update or delete on public."Client"
  for each statement execute function private.refuse_non_admin_write();
create trigger refuse_non_admin_write before insert or update or delete on public."Gallery"
  for each statement execute function private.refuse_non_admin_write();
create trigger refuse_non_admin_write before insert or update or delete on public."Render"
  for each statement execute function private.refuse_non_admin_write();
create trigger refuse_non_admin_write before insert or update or delete on public."Blueprint"
  for each statement execute function private.refuse_non_admin_write();
