-- What the Supabase platform provides before a project's migrations run, recreated for the
-- embedded backend (docs/ARCHITECTURE.md) and for the real-PostgreSQL checks (tests/pg): the API roles,
-- the `auth` schema with its helper functions, and the `storage` schema. Kept to what the
-- migrations and the three APIs use, and shaped like a hosted project created today
-- (no default privileges, a non-superuser applies migrations), so that a migration that works here works there:
--
-- * No default privileges in `public`: a table the migrations create is reachable by anon,
--   authenticated and service_role only through the migrations' own grants.
-- * Migrations are applied as a role that is NOT a superuser (`migrate.ts` sets it), with the
--   rights a hosted project's `postgres` role has: it may create schemas, it is a member of
--   supabase_auth_admin and supabase_storage_admin (so it may add policies and triggers on
--   auth/storage tables and reference auth.users), and it may write storage.buckets.
--   On hosted that role is named `postgres`. PGlite's bootstrap superuser already has that name
--   and cannot be demoted, so the embedded backend calls it `migrator`; the real-PostgreSQL check
--   runs this file with `shim.migrator = 'postgres'` under a superuser named supabase_admin,
--   exactly as hosted. Migrations must not name the role.
-- * auth tables belong to supabase_auth_admin, storage tables to supabase_storage_admin, with
--   the columns Supabase's own auth and storage migrations define for what we use.
--
-- Runs as the bootstrap superuser at every start; every statement is idempotent, and the last
-- block converges a data dir made by the earlier, laxer shim.

do $$
declare
  migrator text := coalesce(nullif(current_setting('shim.migrator', true), ''), 'migrator');
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = migrator) then
    execute format('create role %I nologin inherit createrole bypassrls', migrator);
  end if;
  execute format('alter role %I nosuperuser', migrator);
  execute format('grant anon, authenticated, service_role to %I', migrator);
  execute format('grant supabase_auth_admin, supabase_storage_admin to %I', migrator);
  execute format('grant create on database %I to %I', current_database(), migrator);
  execute format('grant usage, create on schema public to %I', migrator);
  -- The earlier shim granted everything in public by default (the old platform default). A
  -- project created today does not: no default privileges for anything created in public.
  execute 'alter default privileges in schema public revoke all on tables from anon, authenticated, service_role';
  execute 'alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role';
  execute 'alter default privileges in schema public revoke all on functions from anon, authenticated, service_role';
  execute format('alter default privileges for role %I in schema public revoke all on tables from anon, authenticated, service_role', migrator);
  execute format('alter default privileges for role %I in schema public revoke all on sequences from anon, authenticated, service_role', migrator);
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- auth ------------------------------------------------------------------------------------------
create schema if not exists auth authorization supabase_auth_admin;
alter schema auth owner to supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null unique,
  encrypted_password text not null,
  email_confirmed_at timestamptz default now(),
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  token text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
-- As in Supabase Auth: each rotated token names its parent, and updated_at says when it was
-- revoked, for the reuse interval and reuse detection (server/auth/refresh.ts).
alter table auth.refresh_tokens add column if not exists parent text;
alter table auth.refresh_tokens add column if not exists updated_at timestamptz not null default now();
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- Two-step sign-in and the sessions list, with the names and types of Supabase Auth's
-- own migrations, so the migrations' policies and functions read the same tables on both backends:
-- auth.sessions says at which level (aal) each session signed in, from where (user_agent, ip)
-- and when it was last refreshed; auth.mfa_factors holds each TOTP secret; a challenge is one
-- attempt to prove a factor; auth.mfa_amr_claims lists how a session authenticated (the `amr` claim).
do $$
begin
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'aal_level') then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'factor_type') then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'factor_status') then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
end
$$;
alter table auth.sessions add column if not exists updated_at timestamptz not null default now();
alter table auth.sessions add column if not exists factor_id uuid;
alter table auth.sessions add column if not exists aal auth.aal_level not null default 'aal1';
alter table auth.sessions add column if not exists not_after timestamptz;
alter table auth.sessions add column if not exists refreshed_at timestamp;
alter table auth.sessions add column if not exists user_agent text;
alter table auth.sessions add column if not exists ip inet;
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  last_challenged_at timestamptz
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet not null
);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

-- Supabase's own definitions: PostgREST sets `request.jwt.claims` (v10+); older versions set one
-- `request.jwt.claim.<name>` per claim, which the hosted functions still read first.
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
alter table auth.users owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
grant execute on all functions in schema auth to anon, authenticated, service_role;
revoke all on all tables in schema auth from anon, authenticated;

-- storage ---------------------------------------------------------------------------------------
create schema if not exists storage authorization supabase_storage_admin;
alter schema storage owner to supabase_storage_admin;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table storage.buckets add column if not exists owner_id text;
alter table storage.buckets add column if not exists avif_autodetection boolean default false;

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);
alter table storage.objects add column if not exists owner_id text;
alter table storage.objects add column if not exists version text;
alter table storage.objects add column if not exists user_metadata jsonb;
alter table storage.objects add column if not exists path_tokens text[] generated always as (string_to_array(name, '/')) stored;
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
-- As Supabase's storage migrations grant them: RLS decides what each role may do.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
do $$
declare
  migrator text := coalesce(nullif(current_setting('shim.migrator', true), ''), 'migrator');
begin
  execute format('grant all on storage.buckets, storage.objects to %I with grant option', migrator);
  execute format('grant usage on schema auth, storage to %I', migrator);
end
$$;

-- extensions: where a hosted project keeps its extensions, pgcrypto among those every project has
-- enabled (hmac, gen_random_bytes; the contact form's challenge is signed with them). Usage for the
-- API roles, as there; the migrator may name it in `create extension if not exists … with schema
-- extensions`, which finds it there already. The embedded backend's PGlite loads pgcrypto
-- (server/db/database.ts); Debian's PostgreSQL ships it.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
do $$
declare
  migrator text := coalesce(nullif(current_setting('shim.migrator', true), ''), 'migrator');
begin
  execute format('grant usage, create on schema extensions to %I', migrator);
end
$$;

-- The embedded backend's own bookkeeping; never exposed through the API.
create schema if not exists embedded;
revoke all on schema embedded from public;
create table if not exists embedded.migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);
create table if not exists embedded.meta (
  key text primary key,
  value text not null
);
-- What belongs to this data dir rather than to the site, so never in a backup (backup-format.ts
-- lists what is): when it was last restored, the outcome of the last scheduled backup.
create table if not exists embedded.machine_state (
  key text primary key,
  value jsonb not null
);
-- The time step of the last TOTP code each factor accepted (server/auth/totp.ts): a code is good
-- once, and a code of an earlier step in the ±1 window is not good after a later one. Apart from
-- auth.mfa_factors, so that table keeps Supabase Auth's shape (backups and push carry it as is).
create table if not exists embedded.totp_steps (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  step bigint not null
);

-- Which session asked for each second-step challenge (server/auth/mfa.ts): a session's open
-- challenges are only ever replaced by its own newer ones, so another session (a stolen
-- password's) asking again and again cannot take the owner's away. Apart from
-- auth.mfa_challenges, which keeps Supabase Auth's shape.
create table if not exists embedded.mfa_challenge_sessions (
  challenge_id uuid primary key references auth.mfa_challenges (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade
);
create index if not exists mfa_challenge_sessions_session_idx on embedded.mfa_challenge_sessions (session_id);

-- The addresses each account proved itself from (server/auth/known-addresses.ts): the owner's
-- lane past the limits on failed sign-ins and second-step codes, kept across restarts.
create table if not exists embedded.known_addresses (
  account text not null,
  proof text not null check (proof in ('password', 'second_step')),
  address text not null,
  at timestamptz not null default now(),
  primary key (account, proof, address)
);

-- Converge a data dir whose migrations the earlier shim applied as the superuser: what they
-- created in public and private becomes the migrator's, as if it had applied them.
do $$
declare
  migrator text := coalesce(nullif(current_setting('shim.migrator', true), ''), 'migrator');
  item record;
begin
  for item in
    select c.oid::regclass::text as name, c.relkind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm')
      and pg_get_userbyid(c.relowner) = current_user
  loop
    execute format('alter table %s owner to %I', item.name, migrator);
  end loop;
  for item in
    select p.oid::regprocedure::text as name
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and pg_get_userbyid(p.proowner) = current_user
  loop
    execute format('alter function %s owner to %I', item.name, migrator);
  end loop;
  if exists (select 1 from pg_namespace where nspname = 'private' and pg_get_userbyid(nspowner) = current_user) then
    execute format('alter schema private owner to %I', migrator);
  end if;
end
$$;
