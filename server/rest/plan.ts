import type { RawRequest } from './parse';
import { planCall } from './plan-call';
import { planMutate } from './plan-mutate';
import { planRead } from './plan-read';
import type { Plan } from './plan-types';
import type { ApiRequest } from './request';

/** What the plan step needs besides the parsed request. */
export interface PlanContext {
  raw: RawRequest;
  /** PostgREST's db-max-rows: no read answers more rows (server/config/limits.ts). */
  maxRows: number;
  /** The caller's address, as TRUST_PROXY decides it (named to functions as x-forwarded-for). */
  address: string;
}

/** The plan step: a parsed request becomes a ReadPlan, a MutatePlan or a CallPlan. */
export function plan(request: ApiRequest, context: PlanContext): Plan {
  const { raw } = context;
  if (request.kind === 'read') return planRead(request, raw, context.maxRows);
  if (request.kind === 'mutate') return planMutate(request);
  const userAgent = firstValue(raw.headers['user-agent']) ?? '';
  return planCall(request, raw.role, context.address, userAgent);
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
