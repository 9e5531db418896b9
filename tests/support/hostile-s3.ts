// An S3 endpoint that works against its client, on loopback, for the off-site backup tests: it
// stalls (takes the request and never answers), lists without end (every page says there is
// another, with a new token), answers a listing without end, or sends a download without end. It
// serves a key.json of the test's choosing, and takes every upload without keeping it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Hostility = 'stall' | 'endless-listing' | 'endless-answer' | 'endless-download';

export interface HostileS3 {
  env: Record<string, string>;
  /** Bytes this server has sent in all (what a client would have had to read). */
  sent(): number;
  /** Requests it has answered or held, by kind. */
  requests: string[];
  close(): Promise<void>;
}

const BUCKET = 'copias-estudio';
const PREFIX = 'sitio/';
const SNAPSHOT = 'estudio-20260101T000000000Z.snapshot.json.gz';

const listing = (keys: string[], next: string | null) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${BUCKET}</Name>` +
  `<KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${next !== null}</IsTruncated>` +
  (next ? `<NextContinuationToken>${next}</NextContinuationToken>` : '') +
  keys.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('') +
  '</ListBucketResult>';

/** Writes `chunk` again and again, as fast as the client reads, until it goes away. */
function endless(
  res: ServerResponse,
  chunk: Buffer,
  count: (n: number) => void,
  head = Buffer.alloc(0),
): void {
  res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
  if (head.length) res.write(head);
  const pump = () => {
    while (!res.destroyed) {
      count(chunk.length);
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
  };
  pump();
}

export async function startHostileS3(hostility: Hostility, keyJson: string): Promise<HostileS3> {
  let sent = 0;
  const count = (n: number) => void (sent += n);
  const requests: string[] = [];
  const held = new Set<Socket>();
  let page = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const isList = url.searchParams.get('list-type') === '2';
    const isKey = url.pathname.endsWith('/key.json');
    requests.push(`${req.method} ${isList ? 'list' : isKey ? 'key.json' : url.pathname}`);
    req.resume();
    if (hostility === 'stall') return; // Taken, never answered.
    if (req.method === 'PUT' || req.method === 'DELETE') {
      req.on('end', () => res.writeHead(req.method === 'PUT' ? 200 : 204, { ETag: '"x"' }).end());
      return;
    }
    if (isKey) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(keyJson);
    if (isList) {
      const prefix = url.searchParams.get('prefix') ?? '';
      if (hostility === 'endless-answer') {
        const head = Buffer.from(listing([], null).replace('</ListBucketResult>', ''));
        return endless(
          res,
          Buffer.from(`<Contents><Key>${prefix}${'x'.repeat(200)}</Key></Contents>`),
          count,
          head,
        );
      }
      page += 1;
      const keys = prefix.endsWith('snapshots/') ? [`${prefix}${SNAPSHOT}`] : [];
      const body = listing(
        hostility === 'endless-listing'
          ? [...keys, ...Array.from({ length: 100 }, (_, i) => `${prefix}${page}-${i}`)]
          : keys,
        hostility === 'endless-listing' ? `pagina-${page}` : null,
      );
      count(body.length);
      return void res.writeHead(200, { 'Content-Type': 'application/xml' }).end(body);
    }
    // A download: without end.
    endless(res, Buffer.alloc(64 * 1024, 1), count);
  });
  server.on('connection', (socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      BACKUP_S3_BUCKET: BUCKET,
      BACKUP_S3_REGION: 'us-east-1',
      BACKUP_S3_ACCESS_KEY_ID: 'HOSTIL',
      BACKUP_S3_SECRET_ACCESS_KEY: 'HOSTIL',
      BACKUP_S3_PREFIX: PREFIX,
      BACKUP_S3_PASSPHRASE: 'una frase larga que solo sabe el estudio',
    },
    sent: () => sent,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
