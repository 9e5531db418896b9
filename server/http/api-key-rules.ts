import { PUBLISHABLE_PREFIX, SECRET_PREFIX, sameKey, type Keys } from '../auth/keys';

/** The request headers Supabase's API gateway looks at before any API sees a request. */
export interface KeyHeaders {
  apikey: string | undefined;
  authorization: string | undefined;
  userAgent: string | undefined;
}

/**
 * What the gateway decided: an opaque key with nothing else to verify acts as its role (`role`);
 * otherwise `jwt` is the bearer to verify, and its role decides.
 */
export type KeyDecision =
  { role: 'anon' | 'service_role'; jwt?: undefined } | { role?: undefined; jwt: string };

export class KeyRefused extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** Browsers announce themselves as `Mozilla/5.0 (…)`; scripts, servers and CLIs do not. */
const BROWSER = /^Mozilla\//;

/**
 * Supabase's documented rules for API keys (API keys guide; checked against hosted answers):
 * `apikey` is mandatory and must be one of the project's keys. A publishable key acts as `anon`
 * and a secret key as `service_role`, unless `Authorization` carries a user's JWT, which then
 * decides. `Authorization: Bearer sb_…` is accepted only when it equals `apikey` (what supabase-js
 * sends when nobody is signed in). A secret key is refused from a browser. The legacy JWT keys
 * work as before: the bearer (or the key itself) is verified as a JWT.
 */
export function applyKeyRules(
  headers: KeyHeaders,
  keys: Pick<Keys, 'publishableKey' | 'secretKey' | 'anonKey' | 'serviceKey'>,
): KeyDecision {
  const { apikey, authorization, userAgent } = headers;
  if (!apikey)
    throw new KeyRefused('No API key found in request', 'No `apikey` request header or url param was found.');
  const bearer = authorization && /^bearer /i.test(authorization) ? authorization.slice(7).trim() : undefined;
  if (apikey.startsWith(PUBLISHABLE_PREFIX) || apikey.startsWith(SECRET_PREFIX)) {
    const secret = sameKey(apikey, keys.secretKey);
    if (!secret && !sameKey(apikey, keys.publishableKey)) throw invalidKey();
    if (secret && BROWSER.test(userAgent ?? ''))
      throw new KeyRefused(
        'Forbidden use of secret API key in browser',
        'Secret API keys can only be used from a server, never a browser. Use the publishable key there.',
      );
    if (bearer === undefined || bearer === apikey) return { role: secret ? 'service_role' : 'anon' };
    if (bearer.startsWith('sb_'))
      throw new KeyRefused(
        'Invalid API key',
        'Authorization carries an API key other than the apikey header: send a user access token there, or nothing.',
      );
    return { jwt: bearer };
  }
  if (apikey !== keys.anonKey && apikey !== keys.serviceKey) throw invalidKey();
  return { jwt: bearer ?? apikey };
}

const invalidKey = () => new KeyRefused('Invalid API key', 'Double check the provided API key.');
