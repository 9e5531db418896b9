// Bad requests to the REST API get a clear 4xx in PostgREST's {code, message, details, hint} shape
// and change nothing. All are sent with the administrator's session, so only the input is wrong.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  expectPostgrestShape,
  expectRestError,
  insertContent,
  project,
  raw,
  signInAdmin,
  snapshot,
  startApi,
  type Client,
  type Content,
} from './helpers';

let b: TestBackend;
let admin: Client;
let token: string;
let content: Content;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  b = await startApi();
  const signedIn = await signInAdmin(b);
  admin = signedIn.client;
  token = signedIn.session.access_token;
  content = await insertContent(admin);
});

beforeEach(async () => {
  before = await snapshot(b);
});

afterAll(() => b?.stop());

const unchanged = async () => expect(await snapshot(b)).toEqual(before);
const json = { 'Content-Type': 'application/json' };

describe('unknown names', () => {
  it('unknown table → 404 PGRST205 naming it, for visitors and administrators', async () => {
    for (const client of [admin, b.client()]) {
      const answer = await client.from('Proyecto' as 'Project').select('*');
      expectRestError(answer, 404, 'PGRST205');
      expect(answer.error?.message).toBe("Could not find the table 'public.Proyecto' in the schema cache");
    }
  });

  it('a table name with broken percent-encoding → 404 PGRST205, not a server error', async () => {
    const answer = await raw(b, '/rest/v1/%E0%A4%A?select=*', { token });
    expect(answer.status).toBe(404);
    expectPostgrestShape(answer.json, 'PGRST205');
  });

  it('unknown column in select → 400 42703', async () => {
    const answer = await admin.from('Project').select('id,titulo' as '*');
    expectRestError(answer, 400, '42703');
    expect(answer.error?.message).toContain('titulo');
  });

  it('unknown column in a filter or in order → 400 42703', async () => {
    expectRestError(
      await admin
        .from('Project')
        .select('*')
        .eq('tipo' as 'type', 'Comercial'),
      400,
      '42703',
    );
    expectRestError(
      await admin
        .from('Project')
        .select('*')
        .order('fecha' as 'id'),
      400,
      '42703',
    );
  });

  it('unknown column in an insert payload → 400 PGRST204, nothing inserted', async () => {
    const answer = await admin
      .from('Project')
      .insert({ ...project(), color: 'azul' } as never)
      .select();
    expectRestError(answer, 400, 'PGRST204');
    expect(answer.error?.message).toBe("Could not find the 'color' column of 'Project' in the schema cache");
    await unchanged();
  });

  it('unknown column in an update payload → 400 PGRST204, nothing changed', async () => {
    const answer = await admin
      .from('Client')
      .update({ name: 'Otro', estrellas: 5 } as never)
      .eq('id', content.clients[0]!.id)
      .select();
    expectRestError(answer, 400, 'PGRST204');
    await unchanged();
  });
});

describe('malformed queries → 400 PGRST100', () => {
  it.each([
    ['a filter without operator', '/rest/v1/Project?select=*&type=Comercial'],
    ['an unknown operator', '/rest/v1/Project?select=*&type=igual.Comercial'],
    ['an operator outside the subset (full-text search)', '/rest/v1/Project?select=*&title=fts.casa'],
    ['or=(…), outside the subset', '/rest/v1/Project?select=*&or=(type.eq.Comercial,type.eq.Residencial)'],
    ['an embedded resource in select', '/rest/v1/Project?select=*,Render(*)'],
    ['a cast in select', '/rest/v1/Project?select=id::text'],
    ['an unknown order modifier', '/rest/v1/Project?select=*&order=id.sideways'],
    ['a limit that is not a number', '/rest/v1/Project?select=*&limit=muchos'],
    // Above 2^53 − 1 the number was rounded: another query answered instead of a refusal.
    ['a limit above 2^53 − 1', '/rest/v1/Project?select=*&limit=9007199254740993'],
    ['an offset above 2^53 − 1', '/rest/v1/Project?select=*&offset=9007199254740993'],
    ['in. without a list', '/rest/v1/Project?select=*&id=in.1,2'],
    ['is. with a value', '/rest/v1/Project?select=*&render=is.algo'],
  ])('%s', async (_what, path) => {
    const answer = await raw(b, path, { token });
    expect(answer.status).toBe(400);
    expectPostgrestShape(answer.json, 'PGRST100');
  });

  it('supabase-js filters outside the subset are refused, not ignored', async () => {
    expectRestError(await admin.from('Project').select('*').textSearch('title', 'casa'), 400, 'PGRST100');
    const or = await admin.from('Project').select('*').or('type.eq.Comercial,type.eq.Residencial');
    expectRestError(or, 400, 'PGRST100');
    expect(or.error?.message).toContain('"or"');
  });

  it('a malformed filter on a write is refused before anything changes', async () => {
    const answer = await raw(b, '/rest/v1/Project?id=5', { method: 'DELETE', token });
    expect(answer.status).toBe(400);
    expectPostgrestShape(answer.json, 'PGRST100');
    await unchanged();
  });

  it('a value of the wrong type for the column → 400 22P02, not a server error', async () => {
    expectRestError(
      await admin
        .from('Project')
        .select('*')
        .eq('id', 'uno' as never),
      400,
      '22P02',
    );
  });
});

describe('malformed bodies', () => {
  it.each([
    ['POST', '/rest/v1/Client', '{"name": "Ana", "testimonial": '],
    ['POST', '/rest/v1/Client', "{name: 'Ana'}"],
    ['POST', '/rest/v1/Client', ''],
    ['POST', '/rest/v1/Client', '"solo un texto"'],
    ['POST', '/rest/v1/Client', '[1, 2]'],
    ['PATCH', '/rest/v1/Client?id=eq.1', '{"name": '],
    ['PATCH', '/rest/v1/Client?id=eq.1', '["name"]'],
  ])('%s %s with %j → 400 PGRST102', async (method, path, body) => {
    const answer = await raw(b, path, {
      method,
      token,
      headers: { ...json, Prefer: 'return=representation' },
      body,
    });
    expect(answer.status).toBe(400);
    expectPostgrestShape(answer.json, 'PGRST102');
    await unchanged();
  });

  it('a body over the 1 MiB limit → 413, nothing inserted', async () => {
    const body = JSON.stringify({ name: 'Ana', testimonial: 'x'.repeat(1024 * 1024 + 10) });
    const answer = await raw(b, '/rest/v1/Client', { method: 'POST', token, headers: json, body });
    expect(answer.status).toBe(413);
    await unchanged();
  });
});

describe('values the schema refuses', () => {
  it('a type outside Residencial/Comercial/Equipamiento → 400 23514', async () => {
    const answer = await admin
      .from('Project')
      .insert(project({ type: 'Industrial' as 'Comercial' }))
      .select();
    expectRestError(answer, 400, '23514');
    expect(answer.error?.message).toContain('Project_type_check');
    await unchanged();
  });

  it('an empty or blank title → 400 23514', async () => {
    for (const title of ['', '   ']) {
      expectRestError(await admin.from('Project').insert(project({ title })).select(), 400, '23514');
    }
    await unchanged();
  });

  it('an update to a type outside the three → 400 23514, the project keeps its type', async () => {
    const answer = await admin
      .from('Project')
      .update({ type: 'Otro' as 'Comercial' })
      .eq('id', content.projects[0]!.id)
      .select();
    expectRestError(answer, 400, '23514');
    await unchanged();
  });

  it('a missing required field → 400 23502', async () => {
    const { title: _omitted, ...rest } = project();
    expectRestError(
      await admin
        .from('Project')
        .insert(rest as never)
        .select(),
      400,
      '23502',
    );
    await unchanged();
  });
});

describe('writes without a filter → 400 21000', () => {
  it('update without eq() is refused and changes no row', async () => {
    const answer = await admin.from('Project').update({ title: 'Todos iguales' }).select();
    expectRestError(answer, 400, '21000');
    expect(answer.error?.message).toBe('UPDATE requires a WHERE clause');
    await unchanged();
  });

  it('delete without eq() is refused and deletes no row', async () => {
    for (const table of ['Project', 'Client', 'Gallery', 'Render', 'Blueprint'] as const) {
      const answer = await admin.from(table).delete();
      expectRestError(answer, 400, '21000');
      expect(answer.error?.message).toBe('DELETE requires a WHERE clause');
    }
    await unchanged();
  });
});

describe('request options outside the subset', () => {
  it('an unknown Prefer value is refused (400), not ignored', async () => {
    const answer = await raw(b, '/rest/v1/Client', {
      method: 'POST',
      token,
      headers: { ...json, Prefer: 'resolution=merge-duplicates' },
      body: '{"name":"A","testimonial":"B"}',
    });
    expect(answer.status).toBe(400);
    expectPostgrestShape(answer.json, 'PGRST122');
    await unchanged();
  });

  it('an Accept type PostgREST cannot produce → 406 PGRST107', async () => {
    const answer = await raw(b, '/rest/v1/Project?select=*', { token, headers: { Accept: 'text/csv' } });
    expect(answer.status).toBe(406);
    expectPostgrestShape(answer.json, 'PGRST107');
  });
});
