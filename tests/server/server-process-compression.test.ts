import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * The production server (server.mjs on `npm run build`) sends built files as the build compressed
 * them, never compressing one per request, and compresses pages about as well as offline.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const assetsDir = path.join(buildDir, 'client/assets');
let server: ServerProcess;

beforeAll(async () => {
  expect(fs.existsSync(path.join(buildDir, 'server/index.js')), 'needs `npm run build` first').toBe(true);
  server = await startServer({ NODE_ENV: 'production', BUILD_DIR: buildDir }, { prepared: true });
  await server.waitFor(/is serving http:\/\/127\.0\.0\.1:\d+/);
}, 90_000);
afterAll(async () => {
  server.child.kill('SIGKILL');
  await server.exited;
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function getRaw(pathname: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    const request = http.get({ host: '127.0.0.1', port: server.port, path: pathname, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

/** The largest built file with the extension: the one compressing per request cost most. */
function largestAsset(extension: string): string {
  return fs
    .readdirSync(assetsDir)
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => fs.statSync(path.join(assetsDir, b)).size - fs.statSync(path.join(assetsDir, a)).size)[0]!;
}

describe('built assets', () => {
  it('has a brotli and a gzip copy beside every compressible built file, and none beside a woff2 font', () => {
    const names = fs.readdirSync(assetsDir);
    const scripts = names.filter((name) => name.endsWith('.js') || name.endsWith('.css'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      const size = fs.statSync(path.join(assetsDir, name)).size;
      if (size < 256) continue;
      expect(names, name).toContain(`${name}.br`);
      expect(names, name).toContain(`${name}.gz`);
    }
    expect(names.filter((name) => /\.woff2\.(br|gz)$/.test(name))).toEqual([]);
  });

  for (const [extension, type] of [
    ['.js', 'text/javascript; charset=utf-8'],
    ['.css', 'text/css; charset=utf-8'],
  ] as const) {
    it(`sends the stored brotli, gzip or plain ${extension} file by Accept-Encoding, immutable, with Vary`, async () => {
      const name = largestAsset(extension);
      const file = path.join(assetsDir, name);
      const original = fs.readFileSync(file);
      for (const [acceptEncoding, encoding, stored] of [
        ['gzip, deflate, br, zstd', 'br', `${file}.br`],
        ['gzip, deflate', 'gzip', `${file}.gz`],
        ['br;q=0.5, gzip;q=0.9', 'gzip', `${file}.gz`],
        ['identity', undefined, file],
        [undefined, undefined, file],
      ] as const) {
        const answer = await getRaw(`/assets/${name}`, acceptEncoding);
        const label = `${name} with Accept-Encoding: ${acceptEncoding}`;
        expect(answer.status, label).toBe(200);
        expect(answer.headers['content-encoding'], label).toBe(encoding);
        expect(answer.headers['content-type'], label).toBe(type);
        expect(answer.headers['cache-control'], label).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.vary, label).toBe('Accept-Encoding');
        // The stored file itself, byte for byte (its length announced): nothing was compressed now.
        expect(answer.body.equals(fs.readFileSync(stored)), label).toBe(true);
        expect(Number(answer.headers['content-length']), label).toBe(fs.statSync(stored).size);
        expect(decode(encoding, answer.body).equals(original), label).toBe(true);
      }
    });
  }

  it('answers a repeat visit with 304 for the compressed copy it has', async () => {
    const name = largestAsset('.js');
    const first = await getRaw(`/assets/${name}`, 'br');
    const again = await new Promise<number>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: server.port,
            path: `/assets/${name}`,
            agent: false,
            headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject);
    });
    expect(again).toBe(304);
  });

  it('still answers a missing asset with the 404 page, without a Content-Encoding it does not have', async () => {
    const answer = await getRaw('/assets/no-such-file-abc123.js', 'br');
    expect(answer.status).toBe(404);
    expect(decode(answer.headers['content-encoding'], answer.body).toString()).toContain('<html');
  });
});

describe('pages', () => {
  for (const pathname of ['/', '/collections', '/collections/1']) {
    for (const encoding of ['gzip', 'br'] as const) {
      it(`sends ${pathname} in ${encoding} within 10% of its HTML compressed whole`, async () => {
        const answer = await getRaw(pathname, encoding);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        const html = decode(encoding, answer.body);
        expect(html.toString()).toContain('</html>');
        const offline =
          encoding === 'gzip'
            ? zlib.gzipSync(html, { level: 6 })
            : zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
        expect(answer.body.byteLength).toBeLessThanOrEqual(offline.byteLength * 1.1);
      });
    }
  }
});
