import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FileStore } from '~/.server/storage/file-store';
import { InvalidKeyError } from '~/.server/storage/keys';

const MB = 1024 * 1024;
/** The large file: far more than the memory a streamed transfer may grow by. */
const LARGE_BYTES = 30 * MB;
const MAX_GROWTH_BYTES = 12 * MB;

export interface ContractSubject {
  store: FileStore;
  /** Prefix for every key the cases write: a shared bucket keeps runs apart. */
  root: string;
  /** Removes what the cases left. */
  cleanUp(): Promise<void>;
}

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Memory the process still uses after a full garbage collection: the JavaScript heap and the
 * buffers outside it. Streamed chunks already passed on are garbage and do not count; a whole
 * file held somewhere does. (V8's gc function, reached without restarting node with --expose-gc.)
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
export const liveBytes = () => {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** Writes `bytes` of random data to a file a megabyte at a time, and answers its SHA-256. */
export async function writeRandomFile(file: string, bytes: number): Promise<string> {
  const hash = crypto.createHash('sha256');
  const out = fs.createWriteStream(file);
  for (let written = 0; written < bytes; written += MB) {
    const chunk = crypto.randomBytes(Math.min(MB, bytes - written));
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

/**
 * The cases every FileStore passes, the same for the local disk and Supabase Storage: called
 * inside a describe, with a function that makes the store under test.
 */
export function fileStoreContract(subject: () => Promise<ContractSubject>) {
  let store: FileStore;
  let root: string;
  let cleanUp: () => Promise<void>;
  let scratch: string;
  const key = (name: string) => `${root}/${name}`;

  beforeAll(async () => {
    ({ store, root, cleanUp } = await subject());
    await store.prepare();
    await store.prepare(); // twice: a second start finds the folder or bucket there
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-contract-'));
  }, 60_000);
  afterAll(async () => {
    await cleanUp?.();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('stores bytes and reads them back as a stream, with their size', async () => {
    const bytes = Buffer.from('Together with their families — ünïcødé ✓');
    expect(await store.putBytes(key('round/bytes.txt'), bytes, { contentType: 'text/plain' })).toBe(true);
    const stored = await store.read(key('round/bytes.txt'));
    expect(stored).toMatchObject({ size: bytes.length, length: bytes.length });
    expect(await text(stored!.body)).toBe(bytes.toString('utf8'));
    expect(await store.stat(key('round/bytes.txt'))).toEqual({ size: bytes.length });
  });

  it('stores a local file, leaving the file where it was', async () => {
    const file = path.join(scratch, 'card.pdf');
    fs.writeFileSync(file, '%PDF-1.7 a card %%EOF');
    expect(await store.putFile(key('round/card.pdf'), file, { contentType: 'application/pdf' })).toBe(true);
    expect(fs.existsSync(file)).toBe(true);
    expect(await text((await store.read(key('round/card.pdf')))!.body)).toBe('%PDF-1.7 a card %%EOF');
  });

  it('stores an empty file', async () => {
    await store.putBytes(key('round/empty'), new Uint8Array());
    const stored = await store.read(key('round/empty'));
    expect(stored).toMatchObject({ size: 0, length: 0 });
    expect(await text(stored!.body)).toBe('');
  });

  it('reads a byte range', async () => {
    await store.putBytes(key('range/digits'), Buffer.from('0123456789'));
    const middle = await store.read(key('range/digits'), { start: 2, end: 5 });
    expect(middle).toMatchObject({ size: 10, length: 4 });
    expect(await text(middle!.body)).toBe('2345');
    const tail = await store.read(key('range/digits'), { start: 7 });
    expect(tail).toMatchObject({ size: 10, length: 3 });
    expect(await text(tail!.body)).toBe('789');
    await expect(store.read(key('range/digits'), { start: 10 })).rejects.toThrow(RangeError);
  });

  it('replaces a file on a second put, and keeps it with ifAbsent', async () => {
    expect(await store.putBytes(key('over/file.txt'), Buffer.from('first version'))).toBe(true);
    expect(await store.putBytes(key('over/file.txt'), Buffer.from('second'))).toBe(true);
    expect(await text((await store.read(key('over/file.txt')))!.body)).toBe('second');
    expect(await store.stat(key('over/file.txt'))).toEqual({ size: 6 });

    expect(await store.putBytes(key('over/file.txt'), Buffer.from('third'), { ifAbsent: true })).toBe(false);
    const file = path.join(scratch, 'fourth.txt');
    fs.writeFileSync(file, 'fourth');
    expect(await store.putFile(key('over/file.txt'), file, { ifAbsent: true })).toBe(false);
    expect(await text((await store.read(key('over/file.txt')))!.body)).toBe('second');
    expect(await store.putFile(key('over/new.txt'), file, { ifAbsent: true })).toBe(true);
    expect(await text((await store.read(key('over/new.txt')))!.body)).toBe('fourth');
  });

  it('answers has, lists by prefix (folders and part names) and deletes a list of keys', async () => {
    const names = ['list/a/one.pdf', 'list/a/two.jpg', 'list/a/deep/three.png', 'list/ab.txt', 'list/b/four.pdf'];
    for (const name of names) await store.putBytes(key(name), Buffer.from(name));
    expect(await store.has(key('list/a/one.pdf'))).toBe(true);
    expect(await store.has(key('list/a'))).toBe(false); // a folder is not a file

    expect(await store.list(key('list/'))).toEqual(names.map(key).sort());
    expect(await store.list(key('list/a/'))).toEqual(
      [key('list/a/deep/three.png'), key('list/a/one.pdf'), key('list/a/two.jpg')].sort(),
    );
    // A prefix that is not a folder: 'list/a' matches the folder list/a/ and list/ab.txt.
    expect(await store.list(key('list/a'))).toEqual(
      [key('list/a/deep/three.png'), key('list/a/one.pdf'), key('list/a/two.jpg'), key('list/ab.txt')].sort(),
    );
    expect(await store.list(key('list/b/f'))).toEqual([key('list/b/four.pdf')]);
    expect(await store.list(key('list/nothing-here/'))).toEqual([]);

    await store.delete([key('list/a/one.pdf'), key('list/a/deep/three.png'), key('list/never-was.txt')]);
    expect(await store.has(key('list/a/one.pdf'))).toBe(false);
    expect(await store.list(key('list/'))).toEqual(
      [key('list/a/two.jpg'), key('list/ab.txt'), key('list/b/four.pdf')].sort(),
    );
    await store.delete([]);
  });

  it('answers a missing file with null and false, not an error', async () => {
    expect(await store.read(key('missing/none.pdf'))).toBeNull();
    expect(await store.read(key('missing/none.pdf'), { start: 0, end: 3 })).toBeNull();
    expect(await store.stat(key('missing/none.pdf'))).toBeNull();
    expect(await store.has(key('missing/none.pdf'))).toBe(false);
    await expect(store.delete([key('missing/none.pdf')])).resolves.toBeUndefined();
  });

  it.each([
    ['../x'],
    ['a/../../etc/passwd'],
    ['/abs'],
    ['/etc/passwd'],
    ['a\0b'],
    ['a//b'],
    ['a/./b'],
    ['trailing/'],
    [''],
    ['back\\slash'],
    ['C:\\windows'],
  ])('refuses the key %j in every method', async (bad) => {
    const file = path.join(scratch, 'refused.txt');
    fs.writeFileSync(file, 'x');
    await expect(store.putBytes(bad, Buffer.from('x'))).rejects.toThrow(InvalidKeyError);
    await expect(store.putFile(bad, file)).rejects.toThrow(InvalidKeyError);
    await expect(store.read(bad)).rejects.toThrow(InvalidKeyError);
    await expect(store.stat(bad)).rejects.toThrow(InvalidKeyError);
    await expect(store.has(bad)).rejects.toThrow(InvalidKeyError);
    await expect(store.delete([key('fine.txt'), bad])).rejects.toThrow(InvalidKeyError);
    if (bad !== '' && bad !== 'trailing/') await expect(store.list(bad)).rejects.toThrow(InvalidKeyError);
  });

  it(
    `streams a ${LARGE_BYTES / MB} MB file in and out without holding it in memory`,
    { timeout: 180_000 },
    async () => {
      const file = path.join(scratch, 'large.bin');
      const sha256 = await writeRandomFile(file, LARGE_BYTES);

      let peak = 0;
      const sample = () => (peak = Math.max(peak, liveBytes()));
      const sampler = setInterval(sample, 20);
      try {
        let before = liveBytes();
        expect(await store.putFile(key('large/large.bin'), file, { contentType: 'application/octet-stream' })).toBe(
          true,
        );
        sample();
        expect(peak - before).toBeLessThan(MAX_GROWTH_BYTES);

        before = liveBytes();
        peak = before;
        const hash = crypto.createHash('sha256');
        let received = 0;
        const stored = (await store.read(key('large/large.bin')))!;
        expect(stored).toMatchObject({ size: LARGE_BYTES, length: LARGE_BYTES });
        for await (const chunk of stored.body as AsyncIterable<Buffer>) {
          hash.update(chunk);
          // Every 2 MB or so, as the chunks arrive.
          if (Math.floor((received + chunk.length) / (2 * MB)) > Math.floor(received / (2 * MB))) sample();
          received += chunk.length;
        }
        expect(received).toBe(LARGE_BYTES);
        expect(hash.digest('hex')).toBe(sha256);
        expect(peak - before).toBeLessThan(MAX_GROWTH_BYTES);
      } finally {
        clearInterval(sampler);
      }
    },
  );
}
