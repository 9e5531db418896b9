-- Safe on a live hosted project, and safe to run again (issue 19).
--
-- 1. The admin check of the write trigger runs only for the API roles. The earlier function wrote
--    `if current_user in ('anon', 'authenticated') and not private.is_admin()`: PL/pgSQL prepares
--    the whole expression, so every role that fired the trigger needed access to schema `private`,
--    even when the role test was false. Supabase Storage's own role (supabase_storage_admin, which
--    owns storage.objects and runs Storage's data migrations without switching role) has none, so
--    any UPDATE or DELETE of storage.objects by it failed with 42501 "permission denied for schema
--    private". Nested, `private.is_admin()` is prepared only when an API role is the caller. No
--    platform role is granted anything.
--
-- 2. Every statement below can run again on a database that already has it, and the files before
--    this one can too: their policies and triggers are re-created here under new names, and the
--    old names are dropped. Pasting 20261122000200…20261123000100 into the SQL editor again then
--    re-creates the old names (no "already exists"), and running this file after them drops them
--    again: run the files in order and the database ends exactly as it was. Every later migration
--    keeps to the same patterns: `create … if not exists`, `drop policy if exists` before
--    `create policy`, `create or replace trigger`/`function`, guarded `do` blocks.

create or replace function private.refuse_non_admin_change()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Two separate tests on purpose: see note 1 above.
  if current_user in ('anon', 'authenticated') then
    if not private.is_admin() then
      raise exception 'permission denied: only administrators may change %', tg_table_name
        using errcode = '42501', hint = 'Sign in with an administrator account.';
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.refuse_non_admin_change() from public;
grant execute on function private.refuse_non_admin_change() to anon, authenticated;

-- The earlier function stays (a pasted 20261123000100 still names it) with the safe body, so a
-- trigger re-created by pasting an old file cannot break Storage's role either.
create or replace function private.refuse_non_admin_write()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if not private.is_admin() then
      raise exception 'permission denied: only administrators may change %', tg_table_name
        using errcode = '42501', hint = 'Sign in with an administrator account.';
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.refuse_non_admin_write() from public;
grant execute on function private.refuse_non_admin_write() to anon, authenticated;

-- Write triggers: the statement-level refusal of non-administrators (20261122000400,
-- 20261123000100), under its new name.
drop trigger if exists refuse_non_admin_write on public."Project";
drop trigger if exists refuse_non_admin_write on public."Client";
drop trigger if exists refuse_non_admin_write on public."Gallery";
drop trigger if exists refuse_non_admin_write on public."Render";
drop trigger if exists refuse_non_admin_write on public."Blueprint";
drop trigger if exists refuse_non_admin_write on storage.objects;
create or replace trigger refuse_non_admin_change before insert or update or delete on public."Project"
  for each statement execute function private.refuse_non_admin_change();
create or replace trigger refuse_non_admin_change before insert or update or delete on public."Client"
  for each statement execute function private.refuse_non_admin_change();
create or replace trigger refuse_non_admin_change before insert or update or delete on public."Gallery"
  for each statement execute function private.refuse_non_admin_change();
create or replace trigger refuse_non_admin_change before insert or update or delete on public."Render"
  for each statement execute function private.refuse_non_admin_change();
create or replace trigger refuse_non_admin_change before insert or update or delete on public."Blueprint"
  for each statement execute function private.refuse_non_admin_change();
create or replace trigger refuse_non_admin_change before update or delete on storage.objects
  for each statement execute function private.refuse_non_admin_change();

-- Table policies (20261122000200), same meaning, new names: anyone reads, administrators write.
-- `(select private.is_admin())` is evaluated once per statement.
do $$
declare
  t text;
begin
  foreach t in array array['Project', 'Client', 'Gallery', 'Render', 'Blueprint'] loop
    execute format('drop policy if exists %I on public.%I', t || ': anyone reads', t);
    execute format('drop policy if exists %I on public.%I', t || ': admins insert', t);
    execute format('drop policy if exists %I on public.%I', t || ': admins update', t);
    execute format('drop policy if exists %I on public.%I', t || ': admins delete', t);

    -- Issue 29 (20261125000400) replaced this read policy by two that hide trashed rows; pasted
    -- again after it, this file leaves them alone.
    if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = t
                    and policyname = t || ': read unless trashed') then
      execute format('drop policy if exists %I on public.%I', t || ': read by anyone', t);
      execute format('create policy %I on public.%I for select to anon, authenticated using (true)',
        t || ': read by anyone', t);
    end if;
    execute format('drop policy if exists %I on public.%I', t || ': insert by administrators', t);
    execute format('create policy %I on public.%I for insert to authenticated with check ((select private.is_admin()))',
      t || ': insert by administrators', t);
    execute format('drop policy if exists %I on public.%I', t || ': update by administrators', t);
    execute format('create policy %I on public.%I for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))',
      t || ': update by administrators', t);
    execute format('drop policy if exists %I on public.%I', t || ': delete by administrators', t);
    execute format('create policy %I on public.%I for delete to authenticated using ((select private.is_admin()))',
      t || ': delete by administrators', t);
  end loop;
end
$$;

-- Bucket policies (20261122000300), same meaning, new names.
drop policy if exists "Gallery bucket: admins read objects" on storage.objects;
drop policy if exists "Gallery bucket: admins upload" on storage.objects;
drop policy if exists "Gallery bucket: admins update" on storage.objects;
drop policy if exists "Gallery bucket: admins delete" on storage.objects;

drop policy if exists "Gallery bucket: read by administrators" on storage.objects;
create policy "Gallery bucket: read by administrators" on storage.objects for select to authenticated
  using (bucket_id = 'Gallery' and (select private.is_admin()));
drop policy if exists "Gallery bucket: upload by administrators" on storage.objects;
create policy "Gallery bucket: upload by administrators" on storage.objects for insert to authenticated
  with check (bucket_id = 'Gallery' and (select private.is_admin()));
drop policy if exists "Gallery bucket: update by administrators" on storage.objects;
create policy "Gallery bucket: update by administrators" on storage.objects for update to authenticated
  using (bucket_id = 'Gallery' and (select private.is_admin()))
  with check (bucket_id = 'Gallery' and (select private.is_admin()));
drop policy if exists "Gallery bucket: delete by administrators" on storage.objects;
create policy "Gallery bucket: delete by administrators" on storage.objects for delete to authenticated
  using (bucket_id = 'Gallery' and (select private.is_admin()));
