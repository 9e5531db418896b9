import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendEmpty, sendJson } from '../http/respond';
import type { Outcome, ReadResult } from './execute';
import type { MutatePlan, ReadPlan } from './plan-types';
import type { CachedRead } from './read-cache';

// The respond step: status, headers (Content-Range, Preference-Applied, ETag) and body, as
// PostgREST answers them.

export function respondRead(
  req: IncomingMessage,
  res: ServerResponse,
  plan: ReadPlan,
  result: ReadResult,
): void {
  if (result.cached) return sendCachedRead(req, res, result.cached);
  const { out, total, keep } = result;
  const headers: Record<string, string> = { 'Content-Range': contentRange(plan.offset, out.n, total) };
  if (keep) {
    headers.ETag = keep({ ...headers }, out.body);
    if (matchesEtag(req, headers.ETag)) return sendEmpty(res, 304, headers);
  }
  if (plan.method === 'HEAD') return sendEmpty(res, 200, headers);
  return sendJson(res, 200, out.body, headers);
}

export function respondMutate(res: ServerResponse, plan: MutatePlan, out: Outcome | null): void {
  if (out === null) return sendJson(res, 200, '[]');
  const status = plan.method === 'POST' ? 201 : plan.representation ? 200 : 204;
  const headers = { 'Content-Range': `*/${out.n}`, 'Preference-Applied': plan.preferenceApplied };
  if (!plan.representation) return sendEmpty(res, status, headers);
  return sendJson(res, status, out.body, headers);
}

export function respondCall(res: ServerResponse, result: { body: string; returnsVoid: boolean }): void {
  if (result.returnsVoid) return sendEmpty(res, 204);
  return sendJson(res, 200, result.body);
}

/** `0-9/*`, `*\/0`, or with a count `0-9/57`. */
export function contentRange(offset: number, n: number, total: number | undefined): string {
  const range = n === 0 ? '*' : `${offset}-${offset + n - 1}`;
  return `${range}/${total ?? '*'}`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as HTTP asks for GET). */
export function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Answers a read from the cache: 304 when the client has it, headers only for HEAD. */
function sendCachedRead(req: IncomingMessage, res: ServerResponse, hit: CachedRead): void {
  const headers = { ...hit.headers, ETag: hit.etag };
  if (matchesEtag(req, hit.etag)) return sendEmpty(res, 304, headers);
  if (req.method === 'HEAD') return sendEmpty(res, 200, headers);
  sendJson(res, 200, hit.body, headers);
}
