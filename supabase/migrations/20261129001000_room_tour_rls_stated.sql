-- The walk's three tables, their row level security and their grants written out table by table.
--
-- 20261129000500_room_tour.sql set all of this inside a loop of `execute format(...)`, which
-- Postgres runs exactly as these lines do (the access matrix checks the outcome on PGlite and on
-- PostgreSQL), but a reader, a review or a check that reads the schema as text sees no
-- `enable row level security` and no grant for them. Stated here once more, plainly; each line
-- is a no-op on a database that already ran that migration, so this file is re-runnable and
-- changes nothing anyone can observe. Policies stay where they are.

alter table public."RoomLink" enable row level security;
alter table public."RoomSpot" enable row level security;
alter table public."RenderPair" enable row level security;

-- Hosted projects grant the API roles nothing by default: visitors read (the policies keep them
-- to rooms and images that are live), the panel writes (the policies keep that to administrators).
grant select on table public."RoomLink" to anon;
grant select on table public."RoomSpot" to anon;
grant select on table public."RenderPair" to anon;
grant select, insert, update, delete on table public."RoomLink" to authenticated, service_role;
grant select, insert, update, delete on table public."RoomSpot" to authenticated, service_role;
grant select, insert, update, delete on table public."RenderPair" to authenticated, service_role;
