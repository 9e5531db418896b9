// A REST query's parameters are bounded before they reach the database: a select list, an order,
// a list of filters or an `in.(…)` list far longer than any table needs is a 400 in PostgREST's
// shape that names the parameter and its bound — not a 500 from Postgres's own limits (1,664
// columns in a target list), and not a query the database has to plan first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { expectPostgrestShape, raw, startApi } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi({});
});

afterAll(() => b?.stop());

const repeat = (item: (i: number) => string, n: number) => Array.from({ length: n }, (_, i) => item(i));

describe('oversized query parameters → 400 PGRST100 naming the parameter', () => {
  it.each([
    ['5,001 columns in select', `select=${repeat(() => 'id', 5001).join(',')}`, /select/],
    ['2,000 aliased columns in select', `select=${repeat(() => 'a:id', 2000).join(',')}`, /select/],
    ['1,000 order terms', `order=${repeat(() => 'id.asc', 1000).join(',')}`, /order/],
    ['1,000 filters', repeat(() => 'id=neq.1', 1000).join('&'), /filter/],
    ['an in-list of 5,000 values', `id=in.(${repeat(() => '1', 5000).join(',')})`, /in/],
  ])('%s', async (_name, query, names) => {
    const answer = await raw(b, `/rest/v1/Project?${query}`);
    expect(answer.status).toBe(400);
    expectPostgrestShape(answer.json, 'PGRST100');
    const { message, details } = answer.json as { message: string; details: string };
    expect(message).toMatch(names);
    // The bound is said, and the client's own list is not echoed back.
    expect(details).toMatch(/at most \d+/);
    expect(message.length + details.length).toBeLessThan(500);
  });

  it('ordinary queries the app sends still answer', async () => {
    const answer = await raw(
      b,
      '/rest/v1/Project?select=id,title,subtitle,type,position,render,render_widths&order=position.asc,id.desc&deleted_at=is.null&id=in.(1,2,3)',
    );
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.json)).toBe(true);
  });
});
