import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '~/.server/auth/profiles';
import { createSession } from '~/.server/auth/sessions';
import { createDb, type Db } from '~/.server/db/connection';
import { MAX_UPLOAD_BYTES } from '~/.server/http/body-rules';
import { createAuthSessionStorage } from '~/.server/auth/session-cookie';
import { insertOrder } from '../unit/support/order-fixtures';
import { filesBelow, pngBytes } from '../unit/support/proof-fixtures';
import { rssBytes, startServer, type ServerProcess } from '../unit/support/server-process';
import { countRows } from '../unit/support/test-db';
import { TEST_SECRET } from '../unit/support/services';

/**
 * Proof uploads against the real production server (front door included): the body streams to
 * disk, stops at its cap, and memory stays flat however much is sent. Needs `npm run build`.
 */
let server: ServerProcess;
let db: Db;
let origin: string;
let adminCookie: string;
let uploadPath: string;

beforeAll(async () => {
  // A prepared start: no template files are made in the background (they take memory of their own).
  server = await startServer({ NODE_ENV: 'production', SESSION_SECRET: TEST_SECRET }, { prepared: true });
  await server.waitFor(/is serving/);
  origin = `http://127.0.0.1:${server.port}`;
  db = createDb({ sqliteFile: path.join(server.dataDir, 'studio.sqlite') }).db;
  const { id } = await createSession(db, await grantAdmin(db, 'designer@example.test'));
  const storage = createAuthSessionStorage([TEST_SECRET], false);
  const session = await storage.getSession();
  session.set('user', { sessionId: id });
  adminCookie = (await storage.commitSession(session)).split(';')[0]!;
  const order = await insertOrder(db, { collectionIds: [1] });
  uploadPath = `/admin/orders/${order.number}/proofs`;
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  server.child.kill('SIGKILL');
  await server.exited;
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const BOUNDARY = '----proofs-test-boundary';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;

interface Sent {
  status: number;
  text: string;
  sentBytes: number;
}

/**
 * Streams a multipart upload of `files` files of `fileBytes` each (zeros behind a real PNG's first
 * bytes), chunk by chunk, and stops sending once the answer has come.
 */
function streamUpload({
  cookie,
  files,
  fileBytes,
  midway,
}: {
  cookie?: string;
  files: number;
  fileBytes: number;
  /** Called (and waited for) once the first file is sent whole, before the next byte goes out. */
  midway?: () => Promise<void>;
}) {
  return new Promise<Sent>((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: uploadPath,
        agent: false,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Transfer-Encoding': 'chunked',
          Origin: origin,
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text, sentBytes }));
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const pieces: (() => Buffer | Promise<void>)[] = [
      () => Buffer.from(field('intent', 'send-proof') + field('version', '1') + field('note', 'Kept note')),
    ];
    const chunk = Buffer.alloc(256 * 1024);
    for (let i = 0; i < files; i++) {
      pieces.push(() => Buffer.from(fileHead(`card-${i}.png`)));
      for (let sent = 0; sent < fileBytes; sent += chunk.length) pieces.push(() => chunk);
      pieces.push(() => Buffer.from('\r\n'));
      if (i === 0 && midway) pieces.push(midway);
    }
    pieces.push(() => Buffer.from(`--${BOUNDARY}--\r\n`));
    const pump = () => {
      while (!answered && pieces.length) {
        const piece = pieces.shift()!();
        if (piece instanceof Promise) {
          piece.then(pump, reject);
          return;
        }
        sentBytes += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const storedProofFiles = () => filesBelow(path.join(server.dataDir, 'files', 'proofs'));
const uploadLeftovers = () => filesBelow(path.join(server.dataDir, 'tmp'));
/** Bytes of the upload the server has written to its folder so far. */
const bytesOnDisk = () => {
  const folder = path.join(server.dataDir, 'tmp');
  return uploadLeftovers().reduce((sum, file) => sum + fs.statSync(path.join(folder, file)).size, 0);
};

describe('proof uploads through the front door', () => {
  it('stops a 60 MB upload at the 40 MB cap with the form’s message, in little memory, storing nothing', async () => {
    // A first, small upload loads what any upload needs (the route's modules, the multipart parser,
    // the image checks), so the figure below is what a large body costs and nothing else. Its file
    // is not a real PNG, so it is refused and nothing is kept.
    const warmUp = await streamUpload({ cookie: adminCookie, files: 1, fileBytes: 1024 * 1024 });
    expect(warmUp.status).toBe(422);
    const before = rssBytes(server.child.pid!);
    const fileBytes = 20 * 1024 * 1024;
    // Streamed, not held: with the body still arriving, the first file is already on disk, whole.
    const midway = async () => {
      await expect.poll(bytesOnDisk, { timeout: 10_000 }).toBeGreaterThanOrEqual(fileBytes);
    };
    // Three files of 20 MB: each under the per-file limit, together over the upload's.
    const reply = await streamUpload({ cookie: adminCookie, files: 3, fileBytes, midway });
    expect(reply.status).toBe(413);
    expect(reply.text).toContain('The files are larger than 40 MB together.');
    expect(reply.text).toContain('Kept note');
    expect(reply.sentBytes).toBeLessThan(MAX_UPLOAD_BYTES + 8 * 1024 * 1024);
    // Never the whole body in memory. Only a loose bound is honest here: the garbage collector frees
    // the socket's chunks when it likes, so the figure swings by 30 MB from run to run (it once
    // reached the upload cap itself, 48 MiB, on a loaded machine); that the body streams is shown on
    // disk, above. The bound is the body: less than the 60 MB that was sent.
    expect(rssBytes(server.child.pid!) - before).toBeLessThan(3 * fileBytes);
    expect(await countRows(db, 'proofs')).toBe(0);
    expect(await countRows(db, 'mail_outbox')).toBe(0);
    expect(storedProofFiles()).toEqual([]);
    expect(uploadLeftovers()).toEqual([]);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  }, 60_000);

  it('refuses a visitor’s 60 MB upload at once (403), reading almost none of it', async () => {
    const reply = await streamUpload({ files: 3, fileBytes: 20 * 1024 * 1024 });
    expect(reply.status).toBe(403);
    expect(reply.sentBytes).toBeLessThan(16 * 1024 * 1024);
    expect(uploadLeftovers()).toEqual([]);
  }, 60_000);

  it('takes a real upload, and refuses another site’s post and a body that is not multipart', async () => {
    const png = await pngBytes();
    const body = Buffer.concat([
      Buffer.from(field('intent', 'send-proof') + field('version', '1') + fileHead('card.png')),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const post = (headers: Record<string, string>, payload: Uint8Array<ArrayBuffer> | string = new Uint8Array(body)) =>
      fetch(`${origin}${uploadPath}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, Cookie: adminCookie, ...headers },
        body: payload,
      });
    expect((await post({ Origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await post({ Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' }, 'intent=deliver&version=1'))
        .status,
    ).toBe(415);
    expect(await countRows(db, 'proofs')).toBe(0);
    const ok = await post({ Origin: origin });
    expect(ok.status).toBe(302);
    expect(await countRows(db, 'proofs')).toBe(1);
    expect(storedProofFiles()).toHaveLength(1);
    expect(uploadLeftovers()).toEqual([]);
  }, 30_000);
});
