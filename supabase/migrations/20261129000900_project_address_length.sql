-- A project's page is found by /ProjectsGallery/{title}-{subtitle} (and /en/ProjectsGallery/ by
-- its English names), and a name over 300 characters or 20 hyphens is answered "not found" before
-- any work (core/addresses/route-name.ts: MAX_ROUTE_NAME_LENGTH, MAX_ROUTE_NAME_HYPHENS; keep the
-- numbers in step). A project saved with such a name had a page no one could open: the panel's
-- writes that would give a project such an address are now refused, saying why. Only the panel's
-- (the `authenticated` role's): a restore or a push carries a project stored before this as it
-- was. No new table; grants and RLS unchanged. Re-runnable by hand.

-- True when a page can be found by `address` (the title and subtitle joined by '-').
create or replace function private.project_address_fits(address text)
returns boolean
language sql
immutable strict parallel safe
set search_path = ''
as $$
  select char_length(private.project_address_key(address)) <= 300
     and char_length(address) - char_length(replace(address, '-', '')) <= 20
     and char_length(private.project_address_key(address))
         - char_length(replace(private.project_address_key(address), '-', '')) <= 20
$$;
revoke all on function private.project_address_fits(text) from public;
grant execute on function private.project_address_fits(text) to anon, authenticated, service_role;

create or replace function private.refuse_unreachable_project_address()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated' and (
       not private.project_address_fits(new.title || '-' || new.subtitle)
       or not private.project_address_fits(coalesce(new.title_en, new.title) || '-' || coalesce(new.subtitle_en, new.subtitle))) then
    raise exception using
      errcode = 'check_violation',
      message = 'El título y el subtítulo juntos pasan de 300 caracteres o de 20 guiones: la página del proyecto no podría abrirse.',
      hint = 'Acorta el título o el subtítulo (también los del inglés).';
  end if;
  return new;
end
$$;
revoke all on function private.refuse_unreachable_project_address() from public;
grant execute on function private.refuse_unreachable_project_address() to anon, authenticated;

drop trigger if exists refuse_unreachable_address on public."Project";
create trigger refuse_unreachable_address
  before insert or update of title, subtitle, title_en, subtitle_en on public."Project"
  for each row execute function private.refuse_unreachable_project_address();
