// A test double of Supabase's API gateway: what stands between a hosted project's
// clients and its APIs. It applies Supabase's documented key rules (server/http/api-key-rules.ts:
// apikey mandatory; publishable = anon, secret = service_role; Bearer sb_… only when equal to
// apikey; a secret key refused from a browser User-Agent) and then does what the hosted gateway
// does with an opaque key: the APIs behind it receive a JWT for that role instead (here the
// embedded backend's legacy anon/service_role JWT), never the sb_ key. A user's access token goes
// through untouched. Everything else (the built app, public files, the JWKS) is passed through.
//
// So doctor, push and the built app are tested against something shaped like a hosted project
// with today's keys, and the embedded backend behind it sees only what hosted APIs see.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyKeyRules, KeyRefused } from '../../server/http/api-key-rules';
import { PUBLISHABLE_PREFIX, SECRET_PREFIX } from '../../server/auth/keys';
import type { TestBackend } from '../../harness/backend';

export interface Gateway {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** Every request the backend behind received: its path, the apikey/authorization it got, and the apikey that came in. */
  forwarded: { path: string; method?: string; apikey?: string; authorization?: string; sent?: string }[];
  stop(): Promise<void>;
}

/** Paths the hosted gateway lets through without a key. */
const OPEN = [
  /^\/auth\/v1\/\.well-known\/jwks\.json$/,
  /^\/storage\/v1\/object\/public\//,
  /^\/storage\/v1\/render\/image\/public\//,
];

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function startGateway(upstream: TestBackend): Promise<Gateway> {
  const keys = upstream.backend.keys;
  const target = new URL(upstream.url);
  const forwarded: Gateway['forwarded'] = [];

  /** The headers the API behind receives, or the gateway's own 401. */
  function translate(path: string, url: URL, headers: IncomingHttpHeaders): IncomingHttpHeaders | KeyRefused {
    const api = /^\/(rest|auth|storage)\/v1\//.test(path);
    if (!api || OPEN.some((open) => open.test(path))) return headers;
    const apikey = first(headers.apikey) ?? url.searchParams.get('apikey') ?? undefined;
    let decision;
    try {
      decision = applyKeyRules(
        { apikey, authorization: headers.authorization, userAgent: first(headers['user-agent']) },
        keys,
      );
    } catch (error) {
      if (error instanceof KeyRefused) return error;
      throw error;
    }
    if (!apikey?.startsWith(PUBLISHABLE_PREFIX) && !apikey?.startsWith(SECRET_PREFIX)) return headers;
    // An opaque key never reaches the APIs: they get a JWT of the key's role.
    const legacy = apikey.startsWith(SECRET_PREFIX) ? keys.serviceKey : keys.anonKey;
    url.searchParams.delete('apikey');
    return {
      ...headers,
      apikey: legacy,
      authorization: `Bearer ${decision.role ? legacy : decision.jwt}`,
    };
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    // CORS preflights carry no key, on hosted too.
    const headers = req.method === 'OPTIONS' ? req.headers : translate(url.pathname, url, req.headers);
    if (headers instanceof KeyRefused) {
      req.resume();
      res.writeHead(401, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify({ message: headers.message, hint: headers.hint }));
      return;
    }
    forwarded.push({
      path: url.pathname,
      method: req.method,
      apikey: first(headers.apikey),
      authorization: headers.authorization,
      sent: first(req.headers.apikey),
    });
    const out = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: url.pathname + url.search,
        // The Host the client used: the pages' absolute URLs and upload locations name the gateway.
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    forwarded,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
