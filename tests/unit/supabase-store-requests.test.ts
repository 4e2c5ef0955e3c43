import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '~/.server/storage/create-file-store';
import type { FileStore } from '~/.server/storage/file-store';

/**
 * What the Supabase Storage store sends, checked against a small stand-in of the Storage REST
 * endpoints (shared/STACK.md lists them) that records each request: CI has no Storage server,
 * and this keeps the adapter's requests (and supabase-js's client on Node 20) exercised. The
 * stand-in answers the way Storage does, including older servers' 400-with-statusCode errors;
 * whether a real server agrees is the contract suite's job (file-store-contract.test.ts, with
 * SUPABASE_STORAGE_TEST_URL).
 */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const KEY = 'service-role-key-for-the-stand-in-0123456789';
const BUCKET = 'studio-files';

describe('Supabase Storage store: the requests it makes', () => {
  let server: http.Server;
  let url: string;
  let store: FileStore;
  let scratch: string;
  const seen: Seen[] = [];
  const objects = new Map<string, Buffer>();
  let bucket: { public: boolean } | null = null;
  /** The reply for the next request (a canned error), or null for the stand-in's own. */
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  /** Older Storage servers answer "not found" as HTTP 400 with the real status in the body. */
  const notFound = (res: http.ServerResponse, what: string) =>
    answer(res, 400, { statusCode: '404', error: 'not_found', message: `${what} not found` });

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-requests-'));
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const request = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(request);
      const route = decodeURIComponent(new URL(req.url!, 'http://x').pathname).replace(/^\/storage\/v1/, '');
      const json = () => JSON.parse(body.toString('utf8'));
      let match: RegExpExecArray | null;
      if (req.method === 'GET' && route === `/bucket/${BUCKET}`) {
        return bucket ? answer(res, 200, { id: BUCKET, name: BUCKET, ...bucket }) : notFound(res, 'Bucket');
      }
      if (req.method === 'POST' && route === '/bucket') {
        bucket = { public: json().public };
        return answer(res, 200, { name: BUCKET });
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
        return answer(res, 200, { Key: `${BUCKET}/${match[1]}`, Id: 'x' });
      }
      if (req.method === 'DELETE' && route === `/object/${BUCKET}`) {
        const { prefixes } = json() as { prefixes: string[] };
        for (const name of prefixes) objects.delete(name);
        return answer(res, 200, []);
      }
      answer(res, 400, { statusCode: '400', error: 'unexpected', message: `${req.method} ${route}` });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    store = createFileStore({
      DATA_DIR: scratch,
      SUPABASE_URL: url,
      SUPABASE_SERVICE_ROLE_KEY: KEY,
      SUPABASE_STORAGE_BUCKET: BUCKET,
    });
  });
  afterEach(() => void (seen.length = 0));
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('makes the bucket private when it is missing, then finds it; signs every request with the service key', async () => {
    expect(store.description).toBe(`Supabase Storage (private bucket "${BUCKET}" at ${url})`);
    await store.prepare();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /storage/v1/bucket/${BUCKET}`,
      'POST /storage/v1/bucket',
    ]);
    expect(JSON.parse(seen[1]!.body.toString())).toMatchObject({ id: BUCKET, name: BUCKET, public: false });
    for (const request of seen) {
      expect(request.headers.apikey).toBe(KEY);
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    }
    seen.length = 0;
    await store.prepare();
    expect(seen.map((r) => r.method)).toEqual(['GET']);
  });

  it('refuses to start on a public bucket', async () => {
    bucket = { public: true };
    await expect(store.prepare()).rejects.toThrow(`Supabase Storage bucket "${BUCKET}" is public`);
    bucket = { public: false };
  });

  it('uploads a file as a stream with its length, type and upsert flag; a content-named key already there is kept', async () => {
    const file = path.join(scratch, 'proof.pdf');
    fs.writeFileSync(file, '%PDF-1.7 proof %%EOF');
    const key = 'proofs/0123abcd.pdf';
    expect(await store.putFile(key, file, { contentType: 'application/pdf', ifAbsent: true })).toBe(true);
    expect(await store.putFile(key, file, { contentType: 'application/pdf', ifAbsent: true })).toBe(false);
    const [upload] = seen;
    expect(`${upload!.method} ${upload!.url}`).toBe(`POST /storage/v1/object/${BUCKET}/${key}`);
    expect(upload!.headers).toMatchObject({
      'x-upsert': 'false',
      'content-type': 'application/pdf',
      'content-length': String(fs.statSync(file).size),
    });
    expect(upload!.body.toString()).toBe('%PDF-1.7 proof %%EOF');

    seen.length = 0;
    expect(await store.putBytes('collections/1/invitation.jpg', Buffer.from('jpeg bytes'))).toBe(true);
    expect(seen[0]!.headers).toMatchObject({ 'x-upsert': 'true', 'content-type': 'application/octet-stream' });
  });

  it('reads through the object info and the object, a range with a Range header; a missing one is null', async () => {
    await store.putBytes('range/digits', Buffer.from('0123456789'));
    seen.length = 0;
    const part = await store.read('range/digits', { start: 3, end: 6 });
    expect(part).toMatchObject({ size: 10, length: 4 });
    expect(Buffer.concat(await part!.body.toArray()).toString()).toBe('3456');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /storage/v1/object/info/${BUCKET}/range/digits`,
      `GET /storage/v1/object/${BUCKET}/range/digits`,
    ]);
    expect(seen[1]!.headers.range).toBe('bytes=3-6');

    expect(await store.read('range/none')).toBeNull();
    expect(await store.has('range/none')).toBe(false);
    expect(await store.stat('range/digits')).toEqual({ size: 10 });
  });

  it('lists a prefix by walking its folders, and deletes in batches of 1000', async () => {
    for (const key of ['tree/a/1.pdf', 'tree/a/b/2.pdf', 'tree/c.pdf', 'other/3.pdf']) {
      await store.putBytes(key, Buffer.from(key));
    }
    seen.length = 0;
    expect(await store.list('tree/')).toEqual(['tree/a/1.pdf', 'tree/a/b/2.pdf', 'tree/c.pdf']);
    expect(seen.map((r) => JSON.parse(r.body.toString()).prefix)).toEqual(['tree', 'tree/a', 'tree/a/b']);

    seen.length = 0;
    const keys = Array.from({ length: 1500 }, (_, i) => `bulk/${i}.pdf`);
    await store.delete(keys);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `DELETE /storage/v1/object/${BUCKET}`,
      `DELETE /storage/v1/object/${BUCKET}`,
    ]);
    expect(seen.map((r) => JSON.parse(r.body.toString()).prefixes.length)).toEqual([1000, 500]);
  });
});
