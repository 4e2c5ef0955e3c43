import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in of the Supabase Storage REST endpoints (shared/STACK.md lists them) that keeps
 * objects in memory and records each request: CI has no Storage server. It answers the way Storage
 * does, including older servers' 400-with-statusCode errors; whether a real server agrees is the
 * contract suite's job (file-store-contract.test.ts, with SUPABASE_STORAGE_TEST_URL). Used by
 * supabase-store-requests.test.ts (the requests the store makes) and by the two-instance test
 * (tests/deploy/cluster.test.ts), whose servers share their files through it.
 */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The body (empty for an upload the stand-in only counted: `countUploads`). */
  body: Buffer;
  /** How many bytes the body had. */
  bytes: number;
}

export interface StorageStandIn {
  /** The address to give as SUPABASE_URL. */
  url: string;
  /** Every request so far, in order (clear it with `seen.length = 0`). */
  seen: SeenRequest[];
  /** The objects of the bucket, by key. */
  objects: Map<string, Buffer>;
  /** The bucket as the server holds it: null while it does not exist. */
  bucket: { public: boolean } | null;
  close(): Promise<void>;
}

export async function startStorageStandIn({
  bucket: bucketName,
  port = 0,
  countUploads = false,
  onCounted,
}: {
  bucket: string;
  port?: number;
  /**
   * Uploads are counted as they arrive and not kept (each object is stored empty): a test of how
   * much memory the client's upload takes must not count the server's copy.
   */
  countUploads?: boolean;
  /** Told the bytes a counted upload has brought so far, after each of its chunks. */
  onCounted?: (bytes: number) => void;
}): Promise<StorageStandIn> {
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  /** Older Storage servers answer "not found" as HTTP 400 with the real status in the body. */
  const notFound = (res: http.ServerResponse, what: string) =>
    answer(res, 400, { statusCode: '404', error: 'not_found', message: `${what} not found` });

  const state: StorageStandIn = {
    url: '',
    seen: [],
    objects: new Map(),
    bucket: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const { objects } = state;
  const server = http.createServer(async (req, res) => {
    const counted = countUploads && req.method === 'POST' && /^\/storage\/v1\/object\/(?!list\/)/.test(req.url!);
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of req) {
      bytes += (chunk as Buffer).length;
      if (!counted) chunks.push(chunk as Buffer);
      else onCounted?.(bytes);
    }
    const body = Buffer.concat(chunks);
    state.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body, bytes });
    const route = decodeURIComponent(new URL(req.url!, 'http://x').pathname).replace(/^\/storage\/v1/, '');
    const json = () => JSON.parse(body.toString('utf8'));
    let match: RegExpExecArray | null;
    if (req.method === 'GET' && route === `/bucket/${bucketName}`) {
      return state.bucket
        ? answer(res, 200, { id: bucketName, name: bucketName, ...state.bucket })
        : notFound(res, 'Bucket');
    }
    if (req.method === 'POST' && route === '/bucket') {
      state.bucket = { public: json().public };
      return answer(res, 200, { name: bucketName });
    }
    if (req.method === 'GET' && (match = /^\/object\/info\/[^/]+\/(.+)$/.exec(route))) {
      const bytes = objects.get(match[1]!);
      return bytes ? answer(res, 200, { name: match[1], size: bytes.length }) : notFound(res, 'Object');
    }
    if (req.method === 'GET' && (match = /^\/object\/[^/]+\/(.+)$/.exec(route))) {
      const bytes = objects.get(match[1]!);
      if (!bytes) return notFound(res, 'Object');
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      const part = range ? bytes.subarray(Number(range[1]), Number(range[2]) + 1) : bytes;
      res.writeHead(range ? 206 : 200, { 'content-length': part.length });
      return res.end(part);
    }
    if (req.method === 'POST' && (match = /^\/object\/list\/[^/]+$/.exec(route))) {
      const { prefix } = json() as { prefix: string };
      const folder = prefix ? `${prefix}/` : '';
      const entries = new Map<string, { name: string; id: string | null }>();
      for (const name of objects.keys()) {
        if (!name.startsWith(folder)) continue;
        const [first, ...rest] = name.slice(folder.length).split('/');
        entries.set(first!, { name: first!, id: rest.length ? null : `id-${name}` });
      }
      return answer(res, 200, [...entries.values()]);
    }
    if (req.method === 'POST' && (match = /^\/object\/[^/]+\/(.+)$/.exec(route))) {
      if (req.headers['x-upsert'] === 'false' && objects.has(match[1]!)) {
        return answer(res, 400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
      }
      objects.set(match[1]!, body);
      return answer(res, 200, { Key: `${bucketName}/${match[1]}`, Id: 'x' });
    }
    if (req.method === 'DELETE' && route === `/object/${bucketName}`) {
      const { prefixes } = json() as { prefixes: string[] };
      for (const name of prefixes) objects.delete(name);
      return answer(res, 200, []);
    }
    answer(res, 400, { statusCode: '400', error: 'unexpected', message: `${req.method} ${route}` });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
