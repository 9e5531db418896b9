import { sendJson } from '../../http/respond';
import { jwks } from '../jwt';
import { authRoute } from './route';

// GET /auth/v1/.well-known/jwks.json: the public signing keys, for anyone (supabase-js's
// getClaims() fetches them and caches them 10 minutes); without an apikey, as hosted answers too.
export const signingKeys = authRoute({
  name: 'signing keys (JWKS)',
  methods: ['GET', 'HEAD'],
  path: '.well-known/jwks.json',
  access: 'none',
  input: {},
  handle: async ({ res, deps }) =>
    sendJson(res, 200, jwks(deps.keys), { 'Cache-Control': 'public, max-age=600' }),
});
