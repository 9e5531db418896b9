import { describe, expect, it } from 'vitest';
import { plan } from './plan';
import { callStatement } from './plan-call';
import { MAX_INSERT_ROWS } from './plan-mutate';
import type { CallPlan, FunctionInfo } from './plan-types';
import { parse, rawRequest, refusal, type TestRequest } from './request-fixtures';

/** A URL in, a plan out: parse then plan, with a row cap of 100. */
async function planned(path: string, options: TestRequest = {}) {
  const request = await parse(path, options);
  return plan(request, { raw: rawRequest(path, options), maxRows: 100, address: '203.0.113.7' });
}

describe('plan step: reads', () => {
  it('plans the project list: the row cap as its limit, the JSON body and its count', async () => {
    expect(await planned('Project?select=*')).toMatchObject({
      kind: 'read',
      method: 'GET',
      rows: {
        sql:
          `with rows as (select * from public."Project" limit $1) select coalesce(json_agg(r), '[]'::json)::text as body, ` +
          `count(*)::int as n from (select * from rows) r`,
        params: [100],
      },
      count: undefined,
      single: false,
      offset: 0,
    });
  });

  it('caps a larger limit at the row cap, keeps a smaller one, and counts when asked', async () => {
    expect(await planned('Project?select=*&limit=5000')).toMatchObject({ rows: { params: [100] } });
    const page = await planned('Project?select=id&type=eq.Comercial&order=year.desc&limit=3&offset=6', {
      headers: { prefer: 'count=exact' },
    });
    expect(page).toMatchObject({
      offset: 6,
      rows: { params: ['Comercial', 3, 6] },
      count: {
        sql: 'select count(*)::int as n from public."Project" where "type" = $1',
        params: ['Comercial'],
      },
    });
  });

  it("a visitor's read gets a cache key; the same query in another order shares it; a signed-in read has none", async () => {
    const visitor = await planned('Project?select=id&type=eq.Casa');
    const reordered = await planned('Project?type=eq.Casa&select=id');
    const signedIn = await planned('Project?select=id&type=eq.Casa', { role: 'authenticated' });
    expect(visitor.kind === 'read' && visitor.cacheKey).toMatch(/^[\w-]{43}$/);
    expect(reordered).toMatchObject({ cacheKey: visitor.kind === 'read' && visitor.cacheKey });
    expect(signedIn).toMatchObject({ cacheKey: undefined });
  });

  it('an unknown column in a filter, the order or the select is 400 42703 naming it', async () => {
    for (const query of ['select=*&titulo=eq.x', 'select=*&order=titulo', 'select=id,titulo']) {
      expect(await refusal(() => planned(`Project?${query}`))).toEqual({
        status: 400,
        body: { code: '42703', message: 'column Project.titulo does not exist', details: null, hint: null },
      });
    }
  });
});

describe('plan step: writes', () => {
  it('plans an insert: the body becomes rows, a missing key its default when asked', async () => {
    const insert = await planned('Project?select=id', {
      method: 'POST',
      headers: { prefer: 'return=representation,missing=default' },
      body: [{ title: 'A', year: 2024 }, { title: 'B' }],
    });
    expect(insert).toMatchObject({
      kind: 'mutate',
      representation: true,
      preferenceApplied: 'return=representation, missing=default',
      statement: { params: ['A', '2024', 'B'] },
    });
    expect(insert.kind === 'mutate' && insert.statement?.sql).toContain(
      'insert into public."Project" ("title", "year") values ($1, $2), ($3, default) returning *',
    );
  });

  it('refuses a key the table lacks (PGRST204), too many rows (54000), a row that is not an object (PGRST102)', async () => {
    expect(await refusal(() => planned('Project', { method: 'POST', body: { titulo: 'A' } }))).toEqual({
      status: 400,
      body: {
        code: 'PGRST204',
        message: "Could not find the 'titulo' column of 'Project' in the schema cache",
        details: null,
        hint: null,
      },
    });
    const many = Array.from({ length: MAX_INSERT_ROWS + 1 }, () => ({ title: 'A' }));
    expect(await refusal(() => planned('Project', { method: 'POST', body: many }))).toEqual({
      status: 400,
      body: {
        code: '54000',
        message: `An insert may carry at most ${MAX_INSERT_ROWS} rows; this one has ${MAX_INSERT_ROWS + 1}`,
        details: null,
        hint: 'Send the rows in several requests',
      },
    });
    expect(
      await refusal(() => planned('Project', { method: 'POST', body: [{ title: 'A' }, 7] })),
    ).toMatchObject({
      status: 400,
      body: { code: 'PGRST102', details: 'Each row must be a JSON object' },
    });
  });

  it('a PATCH of an empty object plans nothing; an update or delete without a filter is 400 21000', async () => {
    expect(await planned('Project?id=eq.1', { method: 'PATCH', body: {} })).toMatchObject({
      statement: null,
    });
    expect(await refusal(() => planned('Project', { method: 'PATCH', body: { title: 'B' } }))).toMatchObject({
      status: 400,
      body: { code: '21000', message: 'UPDATE requires a WHERE clause' },
    });
    expect(await refusal(() => planned('Project', { method: 'DELETE' }))).toMatchObject({
      status: 400,
      body: { code: '21000', message: 'DELETE requires a WHERE clause' },
    });
  });

  it('binds the new values before the filter', async () => {
    const update = await planned('Project?id=eq.5', { method: 'PATCH', body: { title: 'Casa', year: 2020 } });
    expect(update).toMatchObject({
      representation: false,
      preferenceApplied: 'return=minimal',
      statement: { params: ['Casa', '2020', '5'] },
    });
    expect(update.kind === 'mutate' && update.statement?.sql).toContain(
      'update public."Project" set "title" = $1, "year" = $2 where "id" = $3 returning *',
    );
  });
});

describe('plan step: function calls', () => {
  const countVisit: FunctionInfo = {
    args: new Map([
      ['p_path', 'text'],
      ['p_lang', 'text'],
      ['p_referrer', 'text'],
    ]),
    required: ['p_path', 'p_lang'],
    returnsSet: false,
    returnsVoid: true,
  };

  it("orders the arguments, names the caller's address and its line", async () => {
    const call = (await planned('rpc/count_visit', {
      method: 'POST',
      headers: { 'user-agent': 'Firefox' },
      body: { p_path: '/', p_lang: 'es', p_referrer: null },
    })) as CallPlan;
    expect(call).toMatchObject({
      kind: 'call',
      given: ['p_lang', 'p_path', 'p_referrer'],
      params: ['es', '/', null],
      headers: { 'user-agent': 'Firefox', 'x-forwarded-for': '203.0.113.7' },
      lane: 'visitor',
    });
    expect(callStatement(call, countVisit)).toEqual({
      sql: 'select to_json(public."count_visit"("p_lang" => $1::text, "p_path" => $2::text, "p_referrer" => $3::text))::text as body',
      params: ['es', '/', null],
    });
  });

  it('a call missing a required argument, naming an unknown one, or of no such function is 404 PGRST202', async () => {
    const missing = (await planned('rpc/count_visit', { method: 'POST', body: { p_path: '/' } })) as CallPlan;
    const unknown = (await planned('rpc/count_visit', {
      method: 'POST',
      body: { p_path: '/', p_lang: 'es', p_admin: true },
    })) as CallPlan;
    expect(await refusal(() => callStatement(missing, countVisit))).toEqual({
      status: 404,
      body: {
        code: 'PGRST202',
        message: 'Could not find the function public.count_visit(p_path) in the schema cache',
        details: null,
        hint: null,
      },
    });
    expect(await refusal(() => callStatement(unknown, countVisit))).toMatchObject({ status: 404 });
    expect(await refusal(() => callStatement(missing, undefined))).toMatchObject({ status: 404 });
  });
});
