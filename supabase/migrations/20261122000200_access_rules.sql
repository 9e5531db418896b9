-- Access rules (SPEC §6, hardened): anyone may read; only an administrator may write.
--
-- An administrator is a row in private.administrators. The schema `private` is not exposed
-- through the API, so nobody can read or change that list over HTTP; it is managed with SQL
-- (hosted project) or `npm run admin -- create-admin` (embedded backend). See README.
--
--   insert into private.administrators (user_id)
--     select id from auth.users where email = 'estudio@example.com';

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Unqualified names in the next statements are created in `private`.
set search_path = private, public;
create table if not exists administrators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table administrators enable row level security;
revoke all on table administrators from anon, authenticated;
reset search_path;

-- security definer so that policies can consult the list without granting read on it;
-- an empty search_path so that no object in a caller's schema can shadow what it uses.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.administrators a where a.user_id = (select auth.uid())
  );
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

alter table public."Project" enable row level security;
alter table public."Client" enable row level security;
alter table public."Gallery" enable row level security;
alter table public."Render" enable row level security;
alter table public."Blueprint" enable row level security;

-- Visitors never write: without the privilege an anonymous write is refused outright (42501)
-- instead of silently matching no row.
revoke insert, update, delete, truncate on public."Project", public."Client", public."Gallery",
  public."Render", public."Blueprint" from anon;

-- Reads: the whole portfolio is public.
create policy "Project: anyone reads" on public."Project" for select to anon, authenticated using (true);
create policy "Client: anyone reads" on public."Client" for select to anon, authenticated using (true);
create policy "Gallery: anyone reads" on public."Gallery" for select to anon, authenticated using (true);
create policy "Render: anyone reads" on public."Render" for select to anon, authenticated using (true);
create policy "Blueprint: anyone reads" on public."Blueprint" for select to anon, authenticated using (true);

-- Writes: administrators only. `(select private.is_admin())` is evaluated once per statement.
create policy "Project: admins insert" on public."Project" for insert to authenticated with check ((select private.is_admin()));
create policy "Project: admins update" on public."Project" for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Project: admins delete" on public."Project" for delete to authenticated using ((select private.is_admin()));

create policy "Client: admins insert" on public."Client" for insert to authenticated with check ((select private.is_admin()));
create policy "Client: admins update" on public."Client" for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Client: admins delete" on public."Client" for delete to authenticated using ((select private.is_admin()));

create policy "Gallery: admins insert" on public."Gallery" for insert to authenticated with check ((select private.is_admin()));
create policy "Gallery: admins update" on public."Gallery" for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Gallery: admins delete" on public."Gallery" for delete to authenticated using ((select private.is_admin()));

create policy "Render: admins insert" on public."Render" for insert to authenticated with check ((select private.is_admin()));
create policy "Render: admins update" on public."Render" for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Render: admins delete" on public."Render" for delete to authenticated using ((select private.is_admin()));

create policy "Blueprint: admins insert" on public."Blueprint" for insert to authenticated with check ((select private.is_admin()));
create policy "Blueprint: admins update" on public."Blueprint" for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Blueprint: admins delete" on public."Blueprint" for delete to authenticated using ((select private.is_admin()));
