import { describe, expect, it } from 'vitest';
import { ANON_CALL_BODY_LIMIT, BODY_LIMIT, CALL_BODY_LIMIT } from './parse';
import { parse, PROJECT, refusal } from './request-fixtures';

// The parse step alone: what supabase-js sends becomes a typed request,
// and what PostgREST would refuse gets its status, code and message, before any database.
describe('parse step: tables', () => {
  it("reads `from('Project').select('*').eq('type','Comercial')`", async () => {
    expect(await parse('Project?select=*&type=eq.Comercial')).toEqual({
      kind: 'read',
      method: 'GET',
      table: PROJECT,
      query: { filters: [{ column: 'type', op: 'eq', negated: false, value: 'Comercial' }], order: [] },
      prefs: { return: 'minimal', count: false, missingDefault: false, rollback: false },
      single: false,
    });
  });

  it('decodes `+` and percent-escapes in values, and reads .single() from Accept', async () => {
    const request = await parse(
      'Project?select=id,name:title&title=eq.Casa+R%C3%ADo&order=year.desc.nullslast',
      {
        headers: { accept: 'application/vnd.pgrst.object+json' },
      },
    );
    expect(request).toMatchObject({
      single: true,
      query: {
        select: [{ column: 'id' }, { column: 'title', alias: 'name' }],
        filters: [{ column: 'title', op: 'eq', value: 'Casa Río' }],
        order: [{ column: 'year', descending: true, nulls: 'last' }],
      },
    });
  });

  it('decodes a percent-encoded table name', async () => {
    expect(await parse('%50roject?select=*')).toMatchObject({ kind: 'read', table: PROJECT });
  });

  it('an unknown table is 404 PGRST205 naming it, even when its query is malformed too', async () => {
    expect(await refusal(() => parse('Proyecto?select=a(b)'))).toEqual({
      status: 404,
      body: {
        code: 'PGRST205',
        message: "Could not find the table 'public.Proyecto' in the schema cache",
        details: null,
        hint: null,
      },
    });
  });

  it('a name with broken percent-encoding is 404 PGRST205, not a URIError', async () => {
    expect(await refusal(() => parse('%E0%A4%A?select=*'))).toMatchObject({
      status: 404,
      body: { code: 'PGRST205', message: "Could not find the table 'public.%E0%A4%A' in the schema cache" },
    });
  });

  it('refuses an embedded resource, an unknown operator and a limit past 2^53 with PGRST100', async () => {
    expect(await refusal(() => parse('Project?select=id,client(name)'))).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: 'failed to parse select parameter (id,client(name))',
        details: 'Embedding related resources is not supported by the embedded backend.',
        hint: null,
      },
    });
    expect(await refusal(() => parse('Project?id=near.5'))).toMatchObject({
      status: 400,
      body: { code: 'PGRST100', message: 'failed to parse filter (near.5)' },
    });
    expect(await refusal(() => parse('Project?limit=9007199254740993'))).toMatchObject({
      status: 400,
      body: { code: 'PGRST100', message: 'failed to parse limit parameter (9007199254740993)' },
    });
  });

  it('refuses an unknown preference with PGRST122, another schema with PGRST106, another media type with PGRST107', async () => {
    expect(await refusal(() => parse('Project', { headers: { prefer: 'return=everything' } }))).toMatchObject(
      {
        status: 400,
        body: {
          code: 'PGRST122',
          message: 'Preference "return=everything" is not supported by the embedded backend',
        },
      },
    );
    expect(await refusal(() => parse('Project', { headers: { 'accept-profile': 'auth' } }))).toMatchObject({
      status: 406,
      body: { code: 'PGRST106', message: 'The schema must be one of the following: public' },
    });
    expect(await refusal(() => parse('Project', { headers: { accept: 'text/csv' } }))).toMatchObject({
      status: 406,
      body: { code: 'PGRST107', message: 'None of these media types are available: text/csv' },
    });
  });

  it('a write reads its body with the table limit; DELETE reads none', async () => {
    const limits: number[] = [];
    const insert = await parse('Project?select=*', { method: 'POST', body: [{ title: 'A' }] }, limits);
    expect(insert).toMatchObject({ kind: 'mutate', method: 'POST', body: [{ title: 'A' }] });
    await parse('Project?id=eq.3', { method: 'DELETE', body: { ignored: true } }, limits);
    expect(limits).toEqual([BODY_LIMIT]);
  });

  it('refuses an empty write body (PGRST102), order on a write (PGRST100) and PUT (405 PGRST117)', async () => {
    expect(await refusal(() => parse('Project', { method: 'POST' }))).toEqual({
      status: 400,
      body: {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: 'The request body is empty',
        hint: null,
      },
    });
    expect(
      await refusal(() => parse('Project?id=eq.1&order=id', { method: 'PATCH', body: {} })),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'PGRST100',
        message: 'limit, offset and order are not supported on PATCH by the embedded backend',
      },
    });
    expect(await refusal(() => parse('Project', { method: 'PUT', body: {} }))).toMatchObject({
      status: 405,
      body: { code: 'PGRST117', message: 'Unsupported HTTP method: PUT' },
    });
  });
});

describe('parse step: function calls', () => {
  it('reads the named arguments, with a smaller body limit for visitors', async () => {
    const limits: number[] = [];
    const args = { p_path: '/', p_lang: 'es' };
    expect(await parse('rpc/count_visit', { method: 'POST', body: args }, limits)).toEqual({
      kind: 'call',
      name: 'count_visit',
      args,
    });
    expect(await parse('rpc/list_sessions', { method: 'POST', role: 'authenticated' }, limits)).toEqual({
      kind: 'call',
      name: 'list_sessions',
      args: {},
    });
    expect(limits).toEqual([ANON_CALL_BODY_LIMIT, CALL_BODY_LIMIT]);
  });

  it('refuses a GET (405 PGRST117) and arguments that are not one object (PGRST102)', async () => {
    expect(await refusal(() => parse('rpc/count_visit'))).toMatchObject({
      status: 405,
      body: {
        code: 'PGRST117',
        message: 'Unsupported HTTP method: GET (the embedded backend calls functions with POST)',
      },
    });
    expect(await refusal(() => parse('rpc/count_visit', { method: 'POST', body: [1, 2] }))).toEqual({
      status: 400,
      body: {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: 'The arguments must be a JSON object',
        hint: null,
      },
    });
  });
});
