import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from '~/.server/http/front-door';
import { dynamicCompression } from '~/.server/static/http-stack';

/**
 * The server's compression of pages and data (app/.server/static/http-stack.ts) with the front
 * door's writer (send, app/.server/http/stream-body.ts): a streamed page compresses about as well
 * as the same HTML compressed whole, its first part still arrives before a part that waits, and a
 * response that comes compressed already goes out as it is.
 */
let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Serves `respond()` through the compression middleware and send(), as server.mjs does. */
async function serve(respond: () => Response): Promise<number> {
  const app = express();
  app.use(dynamicCompression());
  app.use((_req, res) => void send(res, respond()));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return (server!.address() as AddressInfo).port;
}

interface Received {
  headers: http.IncomingHttpHeaders;
  /** The raw (encoded) bytes, and when each piece of them arrived. */
  body: Buffer;
  arrivals: Array<{ at: number; bytes: Buffer }>;
}

function fetchRaw(port: number, acceptEncoding: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      { host: '127.0.0.1', port, path: '/', agent: false, headers: { 'Accept-Encoding': acceptEncoding } },
      (response) => {
        const arrivals: Received['arrivals'] = [];
        response.on('data', (bytes: Buffer) => arrivals.push({ at: performance.now() - started, bytes }));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(arrivals.map((a) => a.bytes)), arrivals }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** A page-like HTML document, varied enough that compression has work to do. */
function pageHtml(sections: number, from = 0): string {
  let html = '';
  for (let i = from; i < from + sections; i++) {
    html += `<section class="mx-auto max-w-6xl px-5 py-12"><h2 class="font-display text-3xl">Collection ${i}</h2>`;
    html += `<p class="text-muted">Hand-painted ${['peonies', 'ranunculus', 'eucalyptus', 'roses'][i % 4]} with `;
    html += `gold foil accents, ${(i * 37) % 100} pieces, from £${(i * 13) % 90}.</p>`;
    html += `<a href="/collections/${i}" class="text-rose underline">View collection ${i}</a></section>\n`;
  }
  return html;
}

/** A body in 2 KB chunks as React writes a shell: one burst per macrotask, `bursts` of them. */
function burstyBody(html: string, bursts: number, pauseMs = 0): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 2048) chunks.push(bytes.subarray(i, i + 2048));
  const perBurst = Math.ceil(chunks.length / bursts);
  return new ReadableStream({
    async start(controller) {
      for (let b = 0; b < bursts; b++) {
        for (const chunk of chunks.slice(b * perBurst, (b + 1) * perBurst)) controller.enqueue(chunk);
        await new Promise((resolve) => (pauseMs ? setTimeout(resolve, pauseMs) : setImmediate(resolve)));
      }
      controller.close();
    },
  });
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('streamed pages through the compression middleware', () => {
  const html = pageHtml(400);
  const offline = {
    gzip: zlib.gzipSync(html, { level: 6 }).byteLength,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).byteLength,
  };

  for (const encoding of ['gzip', 'br'] as const) {
    it(`sends a page rendered in many bursts in ${encoding} within 10% of the whole HTML compressed offline`, async () => {
      const port = await serve(() => new Response(burstyBody(html, 12), { headers: { 'Content-Type': 'text/html' } }));
      const answer = await fetchRaw(port, encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(decode(encoding, answer.body).toString()).toBe(html);
      expect(answer.body.byteLength).toBeLessThanOrEqual(offline[encoding] * 1.1);
    });

    it(`sends a page whose bursts come with pauses (a busy server) in ${encoding} within 10% of it compressed offline`, async () => {
      const port = await serve(
        () => new Response(burstyBody(html, 12, 30), { headers: { 'Content-Type': 'text/html' } }),
      );
      const answer = await fetchRaw(port, encoding);
      expect(decode(encoding, answer.body).toString()).toBe(html);
      expect(answer.body.byteLength).toBeLessThanOrEqual(offline[encoding] * 1.1);
    });

    it(`sends the shell (${encoding}) before a part that waits, and only then the rest`, async () => {
      const shell = pageHtml(60);
      const rest = pageHtml(60, 60);
      const port = await serve(
        () =>
          new Response(
            new ReadableStream<Uint8Array>({
              async start(controller) {
                controller.enqueue(Buffer.from(shell));
                await new Promise((resolve) => setTimeout(resolve, 400));
                controller.enqueue(Buffer.from(rest));
                controller.close();
              },
            }),
            { headers: { 'Content-Type': 'text/html' } },
          ),
      );
      const answer = await fetchRaw(port, encoding);
      // What had arrived before the wait was over decodes to the whole shell.
      const early = Buffer.concat(answer.arrivals.filter((a) => a.at < 300).map((a) => a.bytes));
      const stream = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
      const decoded: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => decoded.push(chunk));
      stream.write(early);
      await new Promise<void>((resolve) => stream.flush(() => resolve()));
      expect(Buffer.concat(decoded).toString()).toBe(shell);
      expect(decode(encoding, answer.body).toString()).toBe(shell + rest);
    });
  }

  it('passes a response that already has a Content-Encoding on untouched', async () => {
    const stored = zlib.gzipSync(html, { level: 9 });
    const port = await serve(
      () =>
        new Response(stored, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' },
        }),
    );
    for (const acceptEncoding of ['br, gzip', 'gzip']) {
      const answer = await fetchRaw(port, acceptEncoding);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.body.equals(stored)).toBe(true);
    }
  });
});
