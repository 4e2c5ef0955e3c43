import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '~/.server/storage/create-file-store';
import type { FileStore } from '~/.server/storage/file-store';
import { liveBytes, writeRandomFile } from '../support/file-store-contract';
import { startStorageStandIn, type SeenRequest, type StorageStandIn } from '../support/storage-stand-in';

/**
 * What the Supabase Storage store sends, checked against a small stand-in of the Storage REST
 * endpoints (support/storage-stand-in.ts) that records each request: CI has no Storage server,
 * and this keeps the adapter's requests (and supabase-js's client on Node 20) exercised.
 */
const KEY = 'service-role-key-for-the-stand-in-0123456789';
const BUCKET = 'studio-files';

describe('Supabase Storage store: the requests it makes', () => {
  let standIn: StorageStandIn;
  let url: string;
  let store: FileStore;
  let scratch: string;
  let seen: SeenRequest[];

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-requests-'));
    standIn = await startStorageStandIn({ bucket: BUCKET });
    url = standIn.url;
    seen = standIn.seen;
    store = createFileStore({
      DATA_DIR: scratch,
      SUPABASE_URL: url,
      SUPABASE_SERVICE_ROLE_KEY: KEY,
      SUPABASE_STORAGE_BUCKET: BUCKET,
    });
  });
  afterEach(() => void (seen.length = 0));
  afterAll(async () => {
    await standIn.close();
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
    standIn.bucket = { public: true };
    await expect(store.prepare()).rejects.toThrow(`Supabase Storage bucket "${BUCKET}" is public`);
    standIn.bucket = { public: false };
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

/**
 * Issue 24, finding 11: Node's fetch kept a copy of a streamed request body for as long as the
 * request ran, to send it again on a redirect (undici issue 4058): a 30 MB upload held 31 MB.
 * Measured here in this process, whose stand-in only counts what it receives.
 */
describe('Supabase Storage store: a large upload', () => {
  const MB = 1024 * 1024;
  let standIn: StorageStandIn;
  let store: FileStore;
  let scratch: string;
  let peak = 0;
  let nextSampleAt = Infinity;
  const sample = () => (peak = Math.max(peak, liveBytes()));

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-upload-'));
    // The client's memory is weighed as the upload arrives, every 2 MB: a timer's forced
    // collections every few milliseconds made this one test half a minute on a busy machine.
    standIn = await startStorageStandIn({
      bucket: BUCKET,
      countUploads: true,
      onCounted: (bytes) => {
        if (bytes >= nextSampleAt) {
          nextSampleAt += 2 * MB;
          sample();
        }
      },
    });
    standIn.bucket = { public: false };
    store = createFileStore({
      DATA_DIR: scratch,
      SUPABASE_URL: standIn.url,
      SUPABASE_SERVICE_ROLE_KEY: KEY,
      SUPABASE_STORAGE_BUCKET: BUCKET,
    });
    await store.prepare();
  });
  afterAll(async () => {
    await standIn.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('streams 30 MB out without holding it in memory', { timeout: 60_000 }, async () => {
    const file = path.join(scratch, 'large.bin');
    await writeRandomFile(file, 30 * MB);
    peak = 0;
    nextSampleAt = 2 * MB;
    const before = liveBytes();
    expect(await store.putFile('large/large.bin', file, { contentType: 'application/octet-stream' })).toBe(true);
    sample();
    // Weighed fifteen times on the way.
    expect(nextSampleAt).toBeGreaterThan(30 * MB);
    // A few chunks in flight, never the file: 12 MB is well under its 30.
    expect(peak - before).toBeLessThan(12 * MB);
    expect(standIn.seen.at(-1)).toMatchObject({ method: 'POST', bytes: 30 * MB });
  });
});
