-- The studio's identity (issue 24): contact, social links, texts, founders and the studio reel,
-- edited from the panel's 'Estudio' view instead of src/config/studio*.ts. One row (id = 1)
-- holding one JSON document: the app merges it over its built-in defaults field by field, so a
-- hosted project with no row yet (or a row missing a field added later) shows today's values.
-- Re-runnable: every statement is guarded or idempotent.

create table if not exists public."Studio" (
  id smallint primary key default 1 check (id = 1),
  -- A JSON object; its size is bounded so the served page that embeds it stays small.
  settings jsonb not null default '{}'::jsonb
    check (jsonb_typeof(settings) = 'object' and octet_length(settings::text) <= 65536)
);

alter table public."Studio" enable row level security;

-- Same grants as every other table (20261123000100_data_api_grants.sql): hosted projects created
-- today grant the API roles nothing by default.
revoke all on table public."Studio" from anon, authenticated, service_role;
grant select on table public."Studio" to anon, authenticated;
grant insert, update, delete on table public."Studio" to authenticated;
grant select, insert, update, delete on table public."Studio" to service_role;

drop policy if exists "Studio: read by anyone" on public."Studio";
create policy "Studio: read by anyone" on public."Studio" for select to anon, authenticated using (true);
drop policy if exists "Studio: insert by administrators" on public."Studio";
create policy "Studio: insert by administrators" on public."Studio" for insert to authenticated
  with check ((select private.is_admin()));
drop policy if exists "Studio: update by administrators" on public."Studio";
create policy "Studio: update by administrators" on public."Studio" for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
drop policy if exists "Studio: delete by administrators" on public."Studio";
create policy "Studio: delete by administrators" on public."Studio" for delete to authenticated
  using ((select private.is_admin()));

-- A signed-in non-administrator's update would match no row and "succeed" silently; refuse it.
create or replace trigger refuse_non_admin_change before insert or update or delete on public."Studio"
  for each statement execute function private.refuse_non_admin_change();
