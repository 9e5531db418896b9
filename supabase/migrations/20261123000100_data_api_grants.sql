-- Data API grants (Supabase, 2026): projects created since 2026-05-30, and every project since
-- 2026-10-30, no longer grant anon, authenticated and service_role anything on new tables in
-- `public` ("Default privileges for new entities" off). Without these grants every read and
-- write of the app fails with 42501. Older projects, and this project's own earlier data dirs,
-- granted everything by default (truncate included); revoking first and granting exactly what
-- the app needs gives the same privileges with the setting on or off.
--
-- Row-level security (20261122000200_access_rules.sql) and the admin trigger
-- (20261122000400_refuse_non_admin_writes.sql) still decide which rows and who: a grant only
-- lets the role reach the table at all.

revoke all on table public."Project", public."Client", public."Gallery", public."Render", public."Blueprint"
  from anon, authenticated, service_role;

-- Visitors read the whole portfolio (SPEC §1); signed-in users too.
grant select on table public."Project", public."Client", public."Gallery", public."Render", public."Blueprint"
  to anon, authenticated;

-- Administrators are signed-in users: the policies let only them write.
grant insert, update, delete on table public."Project", public."Client", public."Gallery", public."Render", public."Blueprint"
  to authenticated;

-- The service role (dashboard-like tools, `npm run admin -- push` into a project) reads and
-- writes everything; it bypasses RLS but still needs the privileges.
grant select, insert, update, delete on table public."Project", public."Client", public."Gallery", public."Render", public."Blueprint"
  to service_role;

-- Identity columns draw from their own sequences without a privilege check; these grants are for
-- tools that read or reset a sequence explicitly (pg_dump restores, `setval` after a copy).
revoke all on sequence public."Project_id_seq", public."Client_id_seq", public."Gallery_id_seq",
  public."Render_id_seq", public."Blueprint_id_seq" from anon, authenticated, service_role;
grant usage, select on sequence public."Project_id_seq", public."Client_id_seq", public."Gallery_id_seq",
  public."Render_id_seq", public."Blueprint_id_seq" to authenticated, service_role;

-- A signed-in non-administrator's update or delete of a stored file matched no row and
-- "succeeded" silently (the policies hide the rows), so the panel could not show its alert. As
-- for the tables, refuse such writes outright with 42501. Statement-level: a row-level trigger
-- never sees rows the policies hide. Every bucket of this project is written by administrators
-- only.
create trigger refuse_non_admin_write before update or delete on storage.objects
  for each statement execute function private.refuse_non_admin_write();
