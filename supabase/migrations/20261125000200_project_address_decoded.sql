-- Issue 34, item 7: one page per project address whatever the characters. The page
-- /ProjectsGallery/{title}-{subtitle} decodes its name once (src/features/projects/route-name.ts,
-- decodeRouteName), so `RT 100%41-x` and `RT 100A-x`, `a%2Fb-x` and `a/b-x`, `%25-x` and `%-x`
-- name one page; the unique index of 20261124000300 compared the stored text and let both of a
-- pair in, one of them unreachable. The index is now on the decoded form, decoded by the same
-- rule as the app. Re-runnable by hand: every statement checks what is already there. No new
-- table; grants, RLS and the admin trigger are unchanged.

------------------------------------------------------------------------------------------------
-- The address key: the text percent-decoded as UTF-8 when the whole of it is valid
-- percent-encoding (as JavaScript's decodeURIComponent), otherwise the text as it is — also when
-- it would decode to a NUL or to bytes that are not UTF-8. Keep in step with decodeRouteName.
create or replace function private.project_address_key(address text)
returns text
language plpgsql
immutable strict parallel safe
set search_path = ''
as $$
declare
  parts text[];
  bytes bytea;
  part text;
begin
  -- Nothing encoded, or a '%' that does not start an escape (decodeURIComponent throws on it).
  if address !~ '%[0-9A-Fa-f]{2}' or address ~ '%(?![0-9A-Fa-f]{2})' then
    return address;
  end if;
  parts := string_to_array(address, '%');
  bytes := convert_to(parts[1], 'UTF8');
  foreach part in array parts[2:] loop
    bytes := bytes || decode(substr(part, 1, 2), 'hex') || convert_to(substr(part, 3), 'UTF8');
  end loop;
  if position('\x00'::bytea in bytes) > 0 then
    return address;
  end if;
  return convert_from(bytes, 'UTF8');
exception
  when character_not_in_repertoire or untranslatable_character or invalid_parameter_value then
    return address;
end;
$$;

-- Evaluated whenever a project is written (the index below), by whoever writes it.
grant execute on function private.project_address_key(text) to anon, authenticated, service_role;

------------------------------------------------------------------------------------------------
-- Projects that already share a decoded address: the later one (higher id) gets " (2)",
-- " (3)"… after its subtitle, as 20261124000300 does; nothing is deleted, each renaming is
-- reported.
do $$
declare
  clash record;
  n int;
  candidate text;
begin
  -- Once the index is on the key (this file ran before, or 20261125000400 made it partial: a
  -- trashed project frees its address), the rows it covers cannot clash: nothing to rename.
  if exists (select 1 from pg_indexes
              where schemaname = 'public' and indexname = 'Project_address_key'
                and indexdef like '%project_address_key(%') then
    return;
  end if;
  for clash in
    select p.id, p.title, p.subtitle from public."Project" p
     where exists (select 1 from public."Project" q
                    where q.id < p.id
                      and private.project_address_key(q.title || '-' || q.subtitle)
                        = private.project_address_key(p.title || '-' || p.subtitle))
     order by p.id
  loop
    n := 2;
    loop
      candidate := clash.subtitle || ' (' || n || ')';
      exit when not exists (
        select 1 from public."Project" q
         where private.project_address_key(q.title || '-' || q.subtitle)
             = private.project_address_key(clash.title || '-' || candidate));
      n := n + 1;
    end loop;
    update public."Project" set subtitle = candidate where id = clash.id;
    raise notice 'Project % "%-%" shared its decoded address with an earlier project: its subtitle is now "%"',
      clash.id, clash.title, clash.subtitle, candidate;
  end loop;
end $$;

-- The index keeps its name; the one on the stored text (20261124000300, also when that file is
-- pasted again) is replaced: equal text is an equal key, so nothing it refused gets in.
do $$
begin
  if exists (select 1 from pg_indexes
              where schemaname = 'public' and indexname = 'Project_address_key'
                and indexdef not like '%project_address_key(%') then
    drop index public."Project_address_key";
  end if;
end $$;

create unique index if not exists "Project_address_key"
  on public."Project" (private.project_address_key(title || '-' || subtitle));
