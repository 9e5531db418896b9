import { quoteIdent, type Claims } from '../db/database';
import { restError } from '../http/errors';
import type { CallPlan, FunctionInfo, Statement } from './plan-types';
import type { CallRequest } from './request';
import { laneOf } from './rpc-gate';
import { bindValue } from './sql';

/**
 * A call's plan: its arguments in a fixed order, and `request.headers` the way PostgREST sets
 * them, with `x-forwarded-for` naming the caller (`address`: TRUST_PROXY decided which one it is),
 * so a function reads the address as on hosted Supabase.
 */
export function planCall(
  request: CallRequest,
  role: Claims['role'],
  address: string,
  userAgent: string,
): CallPlan {
  const given = Object.keys(request.args).sort();
  return {
    kind: 'call',
    name: request.name,
    given,
    args: request.args,
    params: given.map((arg) => bindValue(request.args[arg])),
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
    lane: laneOf({ role }),
  };
}

/**
 * The statement calling the function `fn` found under the call's name: only when the call names
 * arguments the function has, and every one it requires (one overload per name); each argument is
 * cast to its own type. Otherwise PostgREST's PGRST202.
 */
export function callStatement(plan: CallPlan, fn: FunctionInfo | undefined): Statement {
  const { name, given, args } = plan;
  if (!fn || given.some((arg) => !fn.args.has(arg)) || fn.required.some((arg) => !(arg in args))) {
    throw restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
    );
  }
  const list = given.map((arg, i) => `${quoteIdent(arg)} => $${i + 1}::${fn.args.get(arg)!}`).join(', ');
  const invocation = `public.${quoteIdent(name)}(${list})`;
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(r), '[]')::text as body from ${invocation} r`
    : `select to_json(${invocation})::text as body`;
  return { sql, params: plan.params };
}
