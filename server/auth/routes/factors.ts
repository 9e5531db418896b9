import { authError } from '../../http/errors';
import { sendJson } from '../../http/respond';
import { challenge, enroll, unenroll, verify } from '../mfa';
import { AUTH_BODY_LIMIT } from '../request';
import { authRoute, type AuthRequest } from './route';

// /auth/v1/factors…: the TOTP part of Supabase Auth's MFA API (server/auth/mfa.ts). Four routes
// and, last, the answer for any other path under factors/ (its 404 names the factors path, as
// the embedded backend has always answered).

const session = { authorization: "Bearer <the user's access token>" };

/** The 404 for a factors path no route provides (an empty factor id included). */
function notProvided({ req, segments }: AuthRequest): never {
  throw authError(
    404,
    'not_found',
    `${req.method ?? 'GET'} /auth/v1/factors/${segments.slice(1).join('/')} is not provided by the embedded backend`,
  );
}

/** The factor named in the path; an empty one is no route. */
function factorId(request: AuthRequest<'key'>): string {
  return request.params.factorId || notProvided(request);
}

export const enrollFactor = authRoute({
  name: 'enroll a factor',
  methods: ['POST'],
  path: 'factors',
  access: 'key',
  input: {
    headers: session,
    body: "JSON { factor_type: 'totp', friendly_name?, issuer? }",
    maxBodyBytes: AUTH_BODY_LIMIT,
  },
  handle: async ({ req, res, caller, deps }) => sendJson(res, 200, await enroll(req, caller, deps)),
});

export const unenrollFactor = authRoute({
  name: 'unenroll a factor',
  methods: ['DELETE'],
  path: 'factors/:factorId',
  access: 'key',
  input: { headers: session },
  handle: async (request) => {
    const id = factorId(request);
    return sendJson(request.res, 200, await unenroll(id, request.caller, request.deps));
  },
});

export const challengeFactor = authRoute({
  name: 'challenge a factor',
  methods: ['POST'],
  path: 'factors/:factorId/challenge',
  access: 'key',
  input: { headers: session },
  handle: async (request) => {
    const id = factorId(request);
    return sendJson(request.res, 200, await challenge(request.req, id, request.caller, request.deps));
  },
});

export const verifyFactor = authRoute({
  name: 'verify a factor',
  methods: ['POST'],
  path: 'factors/:factorId/verify',
  access: 'key',
  input: { headers: session, body: 'JSON { challenge_id, code }', maxBodyBytes: AUTH_BODY_LIMIT },
  handle: async (request) => {
    const id = factorId(request);
    return sendJson(request.res, 200, await verify(request.req, id, request.caller, request.deps));
  },
});

export const otherFactorPaths = authRoute({
  name: 'factors: anything else',
  methods: 'any',
  path: 'factors/*rest?',
  access: 'key',
  input: {},
  handle: async (request) => notProvided(request),
});
