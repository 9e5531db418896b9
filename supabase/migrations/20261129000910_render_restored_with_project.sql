-- A render or plano trashed on its own, whose project went to the trash after it, came back alone
-- (its row visible to visitors, its file in the public bucket) while the project stayed in the
-- trash. Restoring such a row is now refused while its project is in the trash: restore the
-- project first (the panel says so, and moves no file). Re-runnable by hand; no new table.
create or replace function private.refuse_restore_without_project()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.deleted_at is not null and new.deleted_at is null
     and exists (select 1 from public."Project" p where p.id = new.id_project and p.deleted_at is not null) then
    raise exception using
      errcode = 'check_violation',
      message = 'Su proyecto está en la papelera: restaura el proyecto primero.';
  end if;
  return new;
end
$$;
revoke all on function private.refuse_restore_without_project() from public;
grant execute on function private.refuse_restore_without_project() to anon, authenticated, service_role;

drop trigger if exists refuse_restore_without_project on public."Render";
create trigger refuse_restore_without_project before update of deleted_at on public."Render"
  for each row execute function private.refuse_restore_without_project();
drop trigger if exists refuse_restore_without_project on public."Blueprint";
create trigger refuse_restore_without_project before update of deleted_at on public."Blueprint"
  for each row execute function private.refuse_restore_without_project();
