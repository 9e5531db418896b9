// Shared helpers of the integration suite: the real supabase-js against a real embedded backend
// (harness/backend.ts). Everything here observes the backend the way a client would —
// through HTTP — except `storageState`, which looks at the database rows and the files on disk
// to prove that a refused upload left nothing behind.
import { findUserByEmail } from '../../server/auth/users';
import { createBackup } from '../../server/ops/backup';
import { restoreBackup } from '../../server/ops/restore';
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import ws from 'ws';
import { expect } from 'vitest';
import type { Database } from '../../core/database-shapes';
import type { TestBackend } from '../../harness/backend';

export type Client = SupabaseClient<Database>;
export type Row<T extends TableName> = Database['public']['Tables'][T]['Row'];
export type ProjectInput = Database['public']['Tables']['Project']['Insert'];

export const TABLES = ['Project', 'Client', 'Gallery', 'Render', 'Blueprint'] as const;
export type TableName = (typeof TABLES)[number];
export const BUCKET = 'Gallery';

import { startApi } from './start-backend';

export { startApi };

/** Backs `b` up into `work`, restores the backup into a new data dir there and starts it. */
export async function restoredCopy(b: TestBackend, work: string): Promise<TestBackend> {
  const file = path.join(work, `sitio-${Date.now()}.tar.gz`);
  await createBackup(b.backend.db, b.backend.disk, file);
  const dataDir = path.join(work, `restaurado-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  await restoreBackup(file, dataDir);
  return startApi({ dataDir });
}

/** A new supabase-js client signed in with email and password. */
export async function signIn(
  b: TestBackend,
  email: string,
  password: string,
): Promise<{ client: Client; session: Session }> {
  const client = b.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return { client, session: data.session };
}

export const signInAdmin = (b: TestBackend) => signIn(b, b.admin.email, b.admin.password);

export const VISITOR = { email: 'visitante@estudio.test', password: 'solo-lectura-456' };

/** A signed-in user who is NOT an administrator: may read, may not write. */
export async function signInNonAdmin(b: TestBackend): Promise<{ client: Client; session: Session }> {
  // Created only once: creating it again resets its password, which ends its other sessions.
  const exists = await b.backend.db.asOwner(
    async (tx) => (await findUserByEmail(tx, VISITOR.email)) !== undefined,
  );
  if (!exists) await b.createUser(VISITOR.email, VISITOR.password);
  return signIn(b, VISITOR.email, VISITOR.password);
}

/** A supabase-js client that sends a given bearer token (as an app holding that session would). */
export function clientWithToken(b: TestBackend, token: string, apikey = b.anonKey): Client {
  return createClient<Database>(b.url, apikey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** A supabase-js client for Node with an API key (publishable, secret or legacy) and extra headers. */
export function keyClient(url: string, key: string, headers: Record<string, string> = {}): Client {
  return createClient<Database>(url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
  });
}

/** What Chromium sends as its User-Agent: a secret key must never work from there. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

export function project(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    title: 'Casa Patio',
    subtitle: 'Lote 4',
    description: 'Vivienda unifamiliar alrededor de un patio con árboles.',
    year: '2023',
    location: 'Quito',
    type: 'Residencial',
    ...overrides,
  };
}

export interface Content {
  projects: Row<'Project'>[];
  clients: Row<'Client'>[];
  gallery: Row<'Gallery'>[];
  renders: Row<'Render'>[];
  blueprints: Row<'Blueprint'>[];
}

/** A little of everything, inserted by the administrator through supabase-js. */
export async function insertContent(admin: Client): Promise<Content> {
  const projects = must(
    await admin
      .from('Project')
      .insert([
        project({ title: 'Casa Río', subtitle: 'Norte-Sur', type: 'Residencial' }),
        project({ title: 'Oficinas Lumen', subtitle: 'Torre A', type: 'Comercial' }),
        project({ title: 'Biblioteca Sur', subtitle: 'Fase 1', type: 'Equipamiento' }),
      ])
      .select(),
  );
  const [p1, p2] = projects as [Row<'Project'>, Row<'Project'>, Row<'Project'>];
  const clients = must(
    await admin
      .from('Client')
      .insert([{ name: 'Ana Torres', testimonial: 'Un equipo atento a cada detalle.' }])
      .select(),
  );
  const gallery = must(
    await admin
      .from('Gallery')
      .insert([{ url: '/storage/v1/object/public/Gallery/1-estudio.webp' }])
      .select(),
  );
  const renders = must(
    await admin
      .from('Render')
      .insert([
        { id_project: p1.id, url: '/storage/v1/object/public/Gallery/2-render.webp' },
        { id_project: p2.id, url: '/storage/v1/object/public/Gallery/3-render.webp' },
      ])
      .select(),
  );
  const blueprints = must(
    await admin
      .from('Blueprint')
      .insert([{ id_project: p1.id, url: '/storage/v1/object/public/Gallery/4-plano.webp' }])
      .select(),
  );
  return { projects, clients, gallery, renders, blueprints };
}

/** The data of a successful supabase-js answer; fails the test with the error otherwise. */
export function must<T>(answer: { data: T; error: unknown }): NonNullable<T> {
  if (answer.error || answer.data === null || answer.data === undefined)
    throw new Error(`unexpected failure: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

// Creating a supabase-js client costs tens of milliseconds; snapshots reuse one per backend.
const visitors = new WeakMap<TestBackend, Client>();
function visitor(b: TestBackend): Client {
  let client = visitors.get(b);
  if (!client) visitors.set(b, (client = b.client()));
  return client;
}

/** Every row of the five tables, read as a visitor would read them, in id order. */
export async function snapshot(b: TestBackend): Promise<Record<TableName, unknown[]>> {
  const anon = visitor(b);
  const entries = await Promise.all(
    TABLES.map(async (t) => [t, must(await anon.from(t).select('*').order('id'))] as const),
  );
  return Object.fromEntries(entries) as Record<TableName, unknown[]>;
}

/** What the bucket holds: the storage.objects rows and the files under the data dir. */
export async function storageState(
  b: TestBackend,
): Promise<{ rows: { name: string; etag: string }[]; files: string[] }> {
  const { rows } = await b.backend.db.pg.query<{ name: string; etag: string }>(
    `select name, metadata->>'eTag' as etag from storage.objects order by name`,
  );
  const root = path.join(b.dataDir, 'storage');
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && !e.parentPath.includes('render-cache'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
  return { rows, files };
}

/** A supabase-js error answer with an exact status and PostgREST code. */
export function expectRestError(
  answer: { error: { code?: string } | null; status: number; data: unknown },
  status: number,
  code: string,
): void {
  expect(answer.data).toBeNull();
  expect(answer.error).toMatchObject({ code });
  expect(answer.status).toBe(status);
}

/** Keys of PostgREST's error body, exactly. */
export function expectPostgrestShape(body: unknown, code: string): void {
  expect(body).toMatchObject({ code });
  expect(Object.keys(body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/**
 * A raw request, for what supabase-js cannot send (malformed JSON, encoded keys, ranges).
 * `apikey` and `Authorization` default to the anon key; pass `null` to leave one out.
 */
export async function raw(
  b: TestBackend,
  pathAndQuery: string,
  init: RequestInit & { apikey?: string | null; token?: string | null } = {},
): Promise<RawAnswer> {
  const { apikey = b.anonKey, token = apikey, headers, ...rest } = init;
  const h = new Headers(headers);
  if (apikey !== null && !h.has('apikey')) h.set('apikey', apikey);
  if (token !== null && !h.has('authorization')) h.set('authorization', `Bearer ${token}`);
  const res = await fetch(b.url + pathAndQuery, { ...rest, headers: h });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** A real PNG of the given size (a drawn façade rather than flat colour, so it compresses like a photo). */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#d9d4cc"/>
    <rect x="10%" y="30%" width="80%" height="60%" fill="#253646"/>
    <rect x="20%" y="45%" width="15%" height="20%" fill="#f2efe9"/>
    <rect x="60%" y="45%" width="15%" height="20%" fill="#f2efe9"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Bytes that are not an image but claim nothing about themselves. */
export function bytes(n: number, seed = 7): Buffer {
  const out = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}

/**
 * POSTs with a declared Content-Length but sends only the first `sent` bytes, then waits for an
 * answer: shows whether the server answers without reading the whole body. Resolves 'no answer'
 * after `waitMs`.
 */
export function postWithoutFullBody(
  url: string,
  headers: Record<string, string>,
  declared: number,
  sent: number,
  waitMs = 5000,
): Promise<{ status: number; body: string } | 'no answer'> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(declared) } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      resolve('no answer');
    }, waitMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write(Buffer.alloc(sent));
  });
}
